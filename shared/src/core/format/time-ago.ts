import type { Language } from '../constants';
import { translate } from '../i18n/translate';
import { toDate, type DateInput } from './date-format';

export type TimeAgoUnit = 'minute' | 'hour' | 'day';

export interface TimeAgo {
  unit: TimeAgoUnit;
  value: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Under an hour in minutes, under a day in hours, else days (spec 01 §9). Future times count as 0. */
export function timeAgo(time: DateInput, now: number = Date.now()): TimeAgo {
  const date = toDate(time);
  const elapsed = date ? Math.max(0, now - date.getTime()) : 0;
  if (elapsed < HOUR) return { unit: 'minute', value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hour', value: Math.floor(elapsed / HOUR) };
  return { unit: 'day', value: Math.floor(elapsed / DAY) };
}

export function timeAgoText(time: DateInput, lang: Language, now: number = Date.now()): string {
  const { unit, value } = timeAgo(time, now);
  return translate(`common.${unit}sAgo`, lang, { n: value });
}
