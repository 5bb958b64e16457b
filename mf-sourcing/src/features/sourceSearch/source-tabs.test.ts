import { INQUIRY_TABS, SALE_TABS, openState } from './source-tabs';

test('open state: be in quote before the deadline, expired after, blank without one', () => {
  const now = Date.parse('2026-03-01T00:00:00Z');
  expect(openState('2026-03-02T00:00:00Z', now)).toBe('quoting');
  expect(openState('2026-02-28T00:00:00Z', now)).toBe('expired');
  expect(openState(null, now)).toBeNull();
});

test('each notice tab names the catalogue message shown when it fails to load', () => {
  expect(INQUIRY_TABS.map((t) => (t.kind === 'notices' ? t.failedKey : null))).toEqual([null, 'notice.inquiryChangeLoadFailed', 'notice.resultLoadFailed']);
  expect(SALE_TABS.map((t) => (t.kind === 'notices' ? t.failedKey : null))).toEqual([null, 'notice.saleResultLoadFailed']);
});
