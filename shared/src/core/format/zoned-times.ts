import { CHINA_UTC_OFFSET, VIETNAM_UTC_OFFSET, formatWithZone, type DateInput } from './date-format';
import type { Language } from '../constants';

/** One instant as China time and Vietnam time, each naming its zone ('' for both when empty or invalid). */
export interface ZonedTimes {
  china: string;
  vietnam: string;
}

/**
 * A deadline as the sourcing screens show it (spec 02 §1: Vietnam time beside China time):
 * `{ china: '2026-11-23 10:00 (UTC+8)', vietnam: '2026-11-23 09:00 (UTC+7)' }`, the same instant
 * on both clocks whatever the zone of the reader's machine.
 */
export function chinaAndVietnamTimes(value: DateInput, fmt = 'yyyy-MM-dd hh:mm'): ZonedTimes {
  return { china: formatWithZone(value, CHINA_UTC_OFFSET, fmt), vietnam: formatWithZone(value, VIETNAM_UTC_OFFSET, fmt) };
}

/** The server's clock at an event with seconds, on China time with its zone (a receipt's send time). */
export function formatInstantWithZone(value: DateInput, offsetHours: number = CHINA_UTC_OFFSET): string {
  return formatWithZone(value, offsetHours, 'yyyy-MM-dd hh:mm:ss');
}

/**
 * The clock a reader of this language reads times on: Vietnam time for vi-VN, China time (the
 * buyer's, spec 02 §1) for zh-CN and en-US. Lists and uploads show their times on it, zone named.
 */
export function readerUtcOffset(language: Language): number {
  return language === 'vi-VN' ? VIETNAM_UTC_OFFSET : CHINA_UTC_OFFSET;
}

/** A time on the reader's clock with its zone: '2026-11-23 09:00 (UTC+7)' for vi-VN. */
export function formatForReader(value: DateInput, language: Language, fmt = 'yyyy-MM-dd hh:mm'): string {
  return formatWithZone(value, readerUtcOffset(language), fmt);
}
