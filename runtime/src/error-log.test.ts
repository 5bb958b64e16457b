import { ERROR_LOG_BATCH_MS, badgeCount, errorLog, installGlobalErrorCapture } from './error-log';
import { configureStorage, getStore, MemoryStorage } from './storage';

describe('error log', () => {
  let sessionStorage: MemoryStorage;
  beforeEach(() => {
    sessionStorage = new MemoryStorage();
    configureStorage({ session: sessionStorage, local: new MemoryStorage() });
    errorLog.clear();
  });
  afterAll(() => configureStorage(null));

  afterEach(() => jest.useRealTimers());

  it('adds entries with a formatted time and persists them in session storage', () => {
    jest.useFakeTimers();
    const entry = errorLog.add({ type: 'http', message: 'boom' });
    expect(entry.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(entry).toMatchObject({ type: 'http', message: 'boom', stack: '', info: '' });
    expect(errorLog.count()).toBe(1);
    jest.advanceTimersByTime(ERROR_LOG_BATCH_MS);
    expect(getStore<unknown[]>({ name: 'error_log' })).toHaveLength(1);
    expect(sessionStorage.length).toBe(1);
    errorLog.clear();
    expect(errorLog.list()).toEqual([]);
  });

  it('publishes a burst of errors to its subscribers once, not once per error', () => {
    jest.useFakeTimers();
    const listener = jest.fn();
    const unsubscribe = errorLog.subscribe(listener);
    for (let i = 0; i < 1000; i++) errorLog.add({ message: `burst ${i}` });
    // Counted and listed at once, but nothing re-renders yet.
    expect(errorLog.count()).toBe(500);
    expect(errorLog.list()[499].message).toBe('burst 999');
    expect(listener).not.toHaveBeenCalled();
    expect(errorLog.getState().entries).toHaveLength(0);
    jest.advanceTimersByTime(ERROR_LOG_BATCH_MS);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(errorLog.getState().entries).toHaveLength(500);
    expect(getStore<unknown[]>({ name: 'error_log' })).toHaveLength(500);
    unsubscribe();
  });

  it('keeps an error raised just before the page goes away', () => {
    jest.useFakeTimers();
    errorLog.add({ message: 'last words' });
    window.dispatchEvent(new Event('pagehide'));
    expect(getStore<{ message: string }[]>({ name: 'error_log' })?.map((e) => e.message)).toEqual(['last words']);
  });

  it('clearing drops what was not published yet', () => {
    jest.useFakeTimers();
    const listener = jest.fn();
    const unsubscribe = errorLog.subscribe(listener);
    errorLog.add({ message: 'soon gone' });
    errorLog.clear();
    jest.advanceTimersByTime(ERROR_LOG_BATCH_MS);
    expect(errorLog.count()).toBe(0);
    expect(errorLog.getState().entries).toEqual([]);
    unsubscribe();
  });

  it('caps the badge at 99', () => {
    expect(badgeCount(5)).toBe(5);
    expect(badgeCount(99)).toBe(99);
    expect(badgeCount(150)).toBe(99);
  });

  it('captures uncaught errors and unhandled rejections until uninstalled', () => {
    const uninstall = installGlobalErrorCapture(window);
    window.dispatchEvent(new ErrorEvent('error', { message: 'kaput', error: new Error('kaput'), filename: 'app.js', lineno: 3, colno: 7 }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('rejected');
    window.dispatchEvent(rejection);
    expect(errorLog.list().map((e) => e.message)).toEqual(['kaput', 'rejected']);
    expect(errorLog.list()[0].info).toBe('app.js:3:7');
    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { message: 'later' }));
    expect(errorLog.count()).toBe(2);
  });
});
