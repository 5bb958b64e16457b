import { TOKEN_TIME } from '@portal/shared/core';
import { createSessionTimer } from './session-timer';

function counter(start: number) {
  let value = start;
  return { tick: jest.fn(() => (value -= 10)), reset: () => (value = TOKEN_TIME), value: () => value };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the counter falls by 10 every 10 s', () => {
  const c = counter(TOKEN_TIME);
  const timer = createSessionTimer({ tick: c.tick, refresh: jest.fn(), active: () => true });
  timer.start();
  jest.advanceTimersByTime(9_999);
  expect(c.tick).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(c.value()).toBe(TOKEN_TIME - 10);
  jest.advanceTimersByTime(30_000);
  expect(c.value()).toBe(TOKEN_TIME - 40);
  timer.stop();
});

test('one refresh is requested when the counter reaches 1000, and the counter restarts after it', async () => {
  const c = counter(1020);
  let resolve!: () => void;
  const refresh = jest.fn(() => new Promise<void>((r) => (resolve = () => { c.reset(); r(); })));
  const timer = createSessionTimer({ tick: c.tick, refresh, active: () => true });
  timer.start();
  jest.advanceTimersByTime(10_000);
  expect(refresh).not.toHaveBeenCalled();
  jest.advanceTimersByTime(10_000);
  expect(refresh).toHaveBeenCalledTimes(1);
  // While the refresh is pending the counter does not trigger a second one.
  jest.advanceTimersByTime(30_000);
  expect(refresh).toHaveBeenCalledTimes(1);
  resolve();
  await Promise.resolve();
  jest.advanceTimersByTime(10_000);
  expect(c.value()).toBe(TOKEN_TIME - 10);
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(timer.running()).toBe(true);
  timer.stop();
});

test('a failed refresh stops the timer', async () => {
  const c = counter(1010);
  const onStop = jest.fn();
  const timer = createSessionTimer({ tick: c.tick, refresh: () => Promise.reject(new Error('401')), active: () => true, onStop });
  timer.start();
  jest.advanceTimersByTime(10_000);
  await Promise.resolve();
  await Promise.resolve();
  expect(timer.running()).toBe(false);
  expect(onStop).toHaveBeenCalledWith('refreshFailed');
  jest.advanceTimersByTime(60_000);
  expect(c.tick).toHaveBeenCalledTimes(1);
});

test('without a session the counter does not move', () => {
  const c = counter(TOKEN_TIME);
  const timer = createSessionTimer({ tick: c.tick, refresh: jest.fn(), active: () => false });
  timer.start();
  jest.advanceTimersByTime(60_000);
  expect(c.tick).not.toHaveBeenCalled();
  timer.stop();
});
