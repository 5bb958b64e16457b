import { badgeCount, errorLog, installGlobalErrorCapture } from './error-log';
import { configureStorage, getStore, MemoryStorage } from './storage';

describe('error log', () => {
  let sessionStorage: MemoryStorage;
  beforeEach(() => {
    sessionStorage = new MemoryStorage();
    configureStorage({ session: sessionStorage, local: new MemoryStorage() });
    errorLog.clear();
  });
  afterAll(() => configureStorage(null));

  it('adds entries with a formatted time and persists them in session storage', () => {
    const entry = errorLog.add({ type: 'http', message: 'boom' });
    expect(entry.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(entry).toMatchObject({ type: 'http', message: 'boom', stack: '', info: '' });
    expect(errorLog.count()).toBe(1);
    expect(getStore<unknown[]>({ name: 'error_log' })).toHaveLength(1);
    expect(sessionStorage.length).toBe(1);
    errorLog.clear();
    expect(errorLog.list()).toEqual([]);
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
