// Which errors mean "the database is away" rather than "this request is wrong": those become a 503
// with the catalogue's message, never a 500 and never a stack trace to the caller.

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);

// SQLSTATE: class 08 connection exception; 57P01-03 shutdown by an administrator, crash shutdown,
// cannot connect now (starting or in recovery); 53300 too many connections; 57014 cancelled by
// statement timeout; 25006 read-only transaction (a replica right after a failover).
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25006']);

// pg's own messages for connections it gave up on; it sets no code for these.
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Query read timeout',
  'Cannot use a pool after calling end on the pool',
  'connection timeout',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && PG_MESSAGES.some((m) => message.includes(m))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** SQLSTATE class 22, data exception: a value the column or cast cannot take — the input's fault. */
export const isDataException = (err: unknown): boolean => {
  const code = err && typeof err === 'object' ? (err as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
};

/** "57P01 terminating connection due to administrator command": the cause on one line. */
export function describeDbError(err: unknown): string {
  if (!err || typeof err !== 'object') return String(err);
  const { code, message } = err as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message.replace(/\s+/g, ' ').trim() : String(err);
  return typeof code === 'string' ? `${code} ${text}` : text;
}
