import { UNSANITISED_URL_PARTS } from '../constants';

const TAG = /<[^<>]*>/g;
const JS_SCHEME = /javascript\s*:/gi;

function cleanString(value: string): string {
  // Repeat until stable: '<scr<b>ipt>' or 'javajavascript:script:' would otherwise reassemble.
  let previous: string;
  let current = value;
  do {
    previous = current;
    current = current.replace(TAG, '').replace(JS_SCHEME, '');
  } while (current !== previous);
  return current;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Strips HTML tags and 'javascript:' from every string inside plain objects and arrays.
 * FormData, Blob, Date and other class instances are returned untouched.
 */
export function sanitize<T>(value: T): T {
  if (typeof value === 'string') return cleanString(value) as T;
  if (Array.isArray(value)) return value.map((item) => sanitize(item)) as T;
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) out[key] = sanitize(child);
    return out as T;
  }
  return value;
}

/** The token and temporary-login calls carry passwords and encrypted credentials that must reach the server as typed. */
export function shouldSanitize(url: string | undefined): boolean {
  if (!url) return true;
  return !UNSANITISED_URL_PARTS.some((part) => url.includes(part));
}
