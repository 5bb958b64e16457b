import { chinaAndVietnamTimes, formatForReader, formatInstantWithZone } from './zoned-times';

describe('China and Vietnam time side by side', () => {
  it('shows one instant on both clocks with their zones', () => {
    expect(chinaAndVietnamTimes('2026-11-23T02:00:00.000Z')).toEqual({ china: '2026-11-23 10:00 (UTC+8)', vietnam: '2026-11-23 09:00 (UTC+7)' });
  });

  it('crosses midnight on one clock and not the other', () => {
    expect(chinaAndVietnamTimes('2026-11-23T16:30:00Z')).toEqual({ china: '2026-11-24 00:30 (UTC+8)', vietnam: '2026-11-23 23:30 (UTC+7)' });
  });

  it('is empty on both for a missing or invalid time', () => {
    expect(chinaAndVietnamTimes(null)).toEqual({ china: '', vietnam: '' });
    expect(chinaAndVietnamTimes('soon')).toEqual({ china: '', vietnam: '' });
  });

  it('writes an event time with seconds and its zone', () => {
    expect(formatInstantWithZone('2026-11-23T02:00:05.123Z')).toBe('2026-11-23 10:00:05 (UTC+8)');
    expect(formatInstantWithZone('2026-11-23T02:00:05.123Z', 7)).toBe('2026-11-23 09:00:05 (UTC+7)');
  });
});

describe("the reader's clock", () => {
  it('is Vietnam time for vi-VN and China time for zh-CN and en-US, zone named', () => {
    expect(formatForReader('2026-11-23T16:30:00Z', 'vi-VN')).toBe('2026-11-23 23:30 (UTC+7)');
    expect(formatForReader('2026-11-23T16:30:00Z', 'zh-CN')).toBe('2026-11-24 00:30 (UTC+8)');
    expect(formatForReader('2026-11-23T16:30:00Z', 'en-US')).toBe('2026-11-24 00:30 (UTC+8)');
    expect(formatForReader(null, 'vi-VN')).toBe('');
  });
});
