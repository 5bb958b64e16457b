// Deadlines are the server's: a send after the end time is refused by the server's clock, and in a
// demo or test that clock may have been moved. A page that judged "still open" by the browser's
// clock would offer a send the server refuses (or hide one it would take). So every API response
// carries the server's time (x-server-time) and pages ask serverNow() instead of Date.now().

export const SERVER_TIME_HEADER = 'x-server-time';

let offsetMs = 0;

/** Records the server's time read off a response, against the browser's time it arrived at. */
export function noteServerTime(header: unknown, receivedAt: number = Date.now()): void {
  const value = typeof header === 'string' ? Number(header) : typeof header === 'number' ? header : NaN;
  if (!Number.isFinite(value) || value <= 0) return;
  offsetMs = value - receivedAt;
}

/** The server's time now, in epoch milliseconds (the browser's own until a response has told). */
export function serverNow(now: number = Date.now()): number {
  return now + offsetMs;
}
