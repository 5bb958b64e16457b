// What every seed file writes its rows with: times relative to the seed's `now`, zero-padded ids.
export const DAY = 24 * 3600 * 1000;

/** `now` moved by whole days and hours (negative: the past). */
export const at = (now: Date, days: number, hours = 0) => new Date(now.getTime() + days * DAY + hours * 3600 * 1000);

export const pad = (n: number, width = 4) => String(n).padStart(width, '0');
