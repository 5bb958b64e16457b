import { DATE_CUT } from '../constants';

export type DateInput = Date | number | string | null | undefined;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else {
    // Server dates come as 'yyyy-MM-dd hh:mm:ss'; Safari does not parse the space form, so make it ISO-like.
    const text = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? value.replace(' ', 'T') : value;
    date = new Date(text);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function render(parts: DateParts, fmt: string): string {
  // hh is 24-hour, as in the legacy formatter the spec describes.
  return fmt.replace(/yyyy|MM|dd|hh|HH|mm|ss/g, (token) => {
    switch (token) {
      case 'yyyy':
        return pad(parts.year, 4);
      case 'MM':
        return pad(parts.month);
      case 'dd':
        return pad(parts.day);
      case 'hh':
      case 'HH':
        return pad(parts.hour);
      case 'mm':
        return pad(parts.minute);
      default:
        return pad(parts.second);
    }
  });
}

/** Formats in the machine's zone; '' for empty or invalid input. */
export function formatDate(value: DateInput, fmt = 'yyyy-MM-dd hh:mm:ss'): string {
  const date = toDate(value);
  if (!date) return '';
  return render(
    {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    },
    fmt,
  );
}

export function dateOnly(value: DateInput): string {
  return formatDate(value, 'yyyy-MM-dd');
}

/** The legacy screens show stored dates trimmed to their first 11 characters. */
export function first11(value: string | null | undefined): string {
  return value ? String(value).slice(0, DATE_CUT) : '';
}

/** Formats the instant as seen at a fixed UTC offset, whatever the machine's zone. */
export function formatAtOffset(value: DateInput, offsetHours: number, fmt = 'yyyy-MM-dd hh:mm:ss'): string {
  const date = toDate(value);
  if (!date) return '';
  const shifted = new Date(date.getTime() + offsetHours * 3600_000);
  return render(
    {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
      second: shifted.getUTCSeconds(),
    },
    fmt,
  );
}

export const CHINA_UTC_OFFSET = 8;
export const VIETNAM_UTC_OFFSET = 7;

export function toChinaTime(value: DateInput, fmt?: string): string {
  return formatAtOffset(value, CHINA_UTC_OFFSET, fmt);
}

export function toVietnamTime(value: DateInput, fmt?: string): string {
  return formatAtOffset(value, VIETNAM_UTC_OFFSET, fmt);
}

/** '(UTC+8)', '(UTC+7)', '(UTC-3:30)': the zone a time is read in, named by its offset. */
export function utcOffsetLabel(offsetHours: number): string {
  const sign = offsetHours < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(offsetHours) * 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `(UTC${sign}${hours}${rest ? `:${pad(rest)}` : ''})`;
}

/**
 * A time that says which clock it is read on, e.g. '2026-11-23 10:00 (UTC+8)'. Every screen that
 * shows a time uses this, China time unless told otherwise, so a list and its detail agree
 * whatever the zone of the reader's machine ('' for empty or invalid input).
 */
export function formatWithZone(value: DateInput, offsetHours: number = CHINA_UTC_OFFSET, fmt = 'yyyy-MM-dd hh:mm'): string {
  const text = formatAtOffset(value, offsetHours, fmt);
  return text && `${text} ${utcOffsetLabel(offsetHours)}`;
}
