import { countdown, isSettled, keepFollowing, secondsLeft, shownStatus, POLL_MS } from './pay-follow';

const NOW = Date.parse('2026-11-24T08:00:00Z');

test('polls every 2 to 3 seconds', () => {
  expect(POLL_MS).toBeGreaterThanOrEqual(2000);
  expect(POLL_MS).toBeLessThanOrEqual(3000);
});

test('seconds left round up and stop at 0', () => {
  expect(secondsLeft('2026-11-24T08:15:00Z', NOW)).toBe(900);
  expect(secondsLeft('2026-11-24T08:00:00.200Z', NOW)).toBe(1);
  expect(secondsLeft('2026-11-24T07:59:00Z', NOW)).toBe(0);
  expect(secondsLeft(null, NOW)).toBe(0);
  expect(secondsLeft('not a date', NOW)).toBe(0);
});

test('countdown reads m:ss', () => {
  expect(countdown(900)).toBe('15:00');
  expect(countdown(61)).toBe('1:01');
  expect(countdown(0)).toBe('0:00');
  expect(countdown(-3)).toBe('0:00');
});

test('a pending order past its time shows as expired; settled states stay', () => {
  expect(shownStatus('pending', '2026-11-24T08:05:00Z', NOW)).toBe('pending');
  expect(shownStatus('pending', '2026-11-24T07:59:59Z', NOW)).toBe('expired');
  expect(shownStatus('paid', '2026-11-24T07:59:59Z', NOW)).toBe('paid');
  expect(shownStatus('failed', '2026-11-24T08:05:00Z', NOW)).toBe('failed');
});

test('only a pending order is followed', () => {
  expect(keepFollowing('pending')).toBe(true);
  for (const s of ['paid', 'failed', 'expired'] as const) {
    expect(keepFollowing(s)).toBe(false);
    expect(isSettled(s)).toBe(true);
  }
});
