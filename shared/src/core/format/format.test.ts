import { setLanguage } from '../i18n/i18n-instance';
import { configureStorage, MemoryStorage } from '../storage';
import { dateOnly, first11, formatDate, formatWithZone, toChinaTime, toVietnamTime, utcOffsetLabel } from './date-format';
import { abbreviateNumber, cutTitle, formatMoney, formatVnd, thousands } from './number-format';
import { timeAgo, timeAgoText } from './time-ago';

describe('date formatters', () => {
  const local = new Date(2024, 0, 5, 14, 3, 9);

  it('formats with 24-hour hh and the default pattern', () => {
    expect(formatDate(local)).toBe('2024-01-05 14:03:09');
    expect(formatDate(local.getTime(), 'yyyy/MM/dd hh:mm')).toBe('2024/01/05 14:03');
    expect(formatDate('2024-01-05 14:03:09')).toBe('2024-01-05 14:03:09');
    expect(dateOnly(local)).toBe('2024-01-05');
  });

  it('returns an empty string for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('keeps the first 11 characters', () => {
    expect(first11('2024-01-05 14:03:09')).toBe('2024-01-05 ');
    expect(first11(null)).toBe('');
  });

  it('shows China and Vietnam time whatever the machine zone', () => {
    const instant = '2024-01-05T20:30:00Z';
    expect(toChinaTime(instant)).toBe('2024-01-06 04:30:00');
    expect(toVietnamTime(instant)).toBe('2024-01-06 03:30:00');
    expect(toChinaTime(undefined)).toBe('');
  });
});

describe('times with their zone', () => {
  it('names the zone of the clock the time is read on, China time by default', () => {
    const deadline = '2026-11-23T02:00:00.000Z';
    expect(formatWithZone(deadline)).toBe('2026-11-23 10:00 (UTC+8)');
    expect(formatWithZone(deadline, 7)).toBe('2026-11-23 09:00 (UTC+7)');
    expect(formatWithZone(deadline, 8, 'yyyy-MM-dd hh:mm:ss')).toBe('2026-11-23 10:00:00 (UTC+8)');
  });

  it('does not depend on the zone of the machine', () => {
    // Jest runs in the machine's zone; the same instant written with another offset gives the same text.
    expect(formatWithZone('2026-11-23T10:00:00+08:00')).toBe(formatWithZone('2026-11-22T21:00:00-05:00'));
  });

  it('labels whole, half and negative offsets, and stays empty for no time', () => {
    expect(utcOffsetLabel(8)).toBe('(UTC+8)');
    expect(utcOffsetLabel(0)).toBe('(UTC+0)');
    expect(utcOffsetLabel(5.5)).toBe('(UTC+5:30)');
    expect(utcOffsetLabel(-3.5)).toBe('(UTC-3:30)');
    expect(formatWithZone(null)).toBe('');
    expect(formatWithZone('not a date')).toBe('');
  });
});

describe('time ago', () => {
  const now = Date.UTC(2024, 0, 10, 12, 0, 0);
  it('uses minutes under an hour, hours under a day, else days', () => {
    expect(timeAgo(now - 59 * 60_000, now)).toEqual({ unit: 'minute', value: 59 });
    expect(timeAgo(now - 60 * 60_000, now)).toEqual({ unit: 'hour', value: 1 });
    expect(timeAgo(now - 23.5 * 3600_000, now)).toEqual({ unit: 'hour', value: 23 });
    expect(timeAgo(now - 3 * 86400_000, now)).toEqual({ unit: 'day', value: 3 });
  });

  it('renders in the requested language', () => {
    configureStorage({ session: new MemoryStorage(), local: new MemoryStorage() });
    setLanguage('zh-CN');
    expect(timeAgoText(now - 5 * 60_000, 'en-US', now)).toBe('5 minutes ago');
    expect(timeAgoText(now - 2 * 3600_000, 'zh-CN', now)).toBe('2小时前');
    expect(timeAgoText(now - 4 * 86400_000, 'vi-VN', now)).toBe('4 ngày trước');
    configureStorage(null);
  });
});

describe('number formatters', () => {
  it.each([
    [1234567.5, '1,234,567.5'],
    [-1234, '-1,234'],
    [999, '999'],
    ['1000', '1,000'],
  ])('thousands(%p) = %p', (input, expected) => {
    expect(thousands(input)).toBe(expected);
  });

  it.each([
    [999, '999'],
    [1500, '1.5k'],
    [2_000_000, '2M'],
    [3.2e9, '3.2G'],
    [1e12, '1T'],
    [4.5e15, '4.5P'],
    [7e18, '7E'],
    [-1500, '-1.5k'],
  ])('abbreviateNumber(%p) = %p', (input, expected) => {
    expect(abbreviateNumber(input)).toBe(expected);
  });

  it('formats dong with no decimals', () => {
    expect(formatVnd(1234567.6)).toBe('1,234,568 ₫');
    expect(formatVnd(null)).toBe('');
    expect(formatMoney(1234.5, 'VND')).toBe('1,235 ₫');
  });

  it('formats other currencies with two decimals', () => {
    expect(formatMoney(1234.5, 'CNY')).toBe('¥1,234.50');
    expect(formatMoney(10, 'USD')).toBe('$10.00');
    expect(formatMoney(10, 'GBP')).toBe('10.00 GBP');
  });

  it('cuts titles to 20 characters with an ellipsis', () => {
    expect(cutTitle('短标题')).toBe('短标题');
    expect(cutTitle('一二三四五六七八九十一二三四五六七八九十一')).toBe('一二三四五六七八九十一二三四五六七八九十...');
    expect(cutTitle('abcdef', 3)).toBe('abc...');
    expect(cutTitle(undefined)).toBe('');
  });
});
