// The PostgreSQL pool, made to outlive its database: a restart, a failover or a pooler's idle
// timeout ends connections under it, and pg reports that as an 'error' event. An 'error' event
// without a listener ends the Node process, so every pool and every client gets one; the broken
// connection is discarded by pg-pool and the next query opens a fresh one.
import pg from 'pg';
import { describeDbError } from './unavailable';

export interface PostgresLimits {
  /** Longest wait for a new connection (PORTAL_DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
  /**
   * Longest statement, enforced by the server and, a little later, by the client
   * (PORTAL_DB_STATEMENT_TIMEOUT_MS); 0 for none, only for operator work.
   */
  statementTimeoutMs: number;
  /** Connections per server instance (PORTAL_DB_POOL_MAX). */
  poolMax: number;
  /**
   * Memory of one sort or bitmap in a statement, in MB (PORTAL_DB_WORK_MEM_MB). PostgreSQL's 4 MB
   * made a title search's bitmap lossy at 10,000,000 notices: its count rechecked 25,000 rows it
   * need not read, 110 ms where 16 MB takes 66 (EXPLAIN ANALYZE, PostgreSQL 15).
   */
  workMemMb: number;
}

export const DEFAULT_POSTGRES_LIMITS: PostgresLimits = { connectTimeoutMs: 5000, statementTimeoutMs: 15000, poolMax: 10, workMemMb: 16 };

export type ConnectionErrorLog = (line: string) => void;

/** One line on stderr: operators grep for it, and it must not drown the log in stack traces. */
export const stderrLine: ConnectionErrorLog = (line) => {
  process.stderr.write(`${new Date().toISOString()} ${line}\n`);
};

// A client-side margin past the server's statement timeout: the server normally cancels first and
// says why; the client limit only catches a connection that went silent (a dead network path).
const CLIENT_MARGIN_MS = 5000;

export function createPostgresPool(connectionString: string, limits: PostgresLimits, log: ConnectionErrorLog = stderrLine): pg.Pool {
  const statementLimits =
    limits.statementTimeoutMs > 0
      ? {
          statement_timeout: limits.statementTimeoutMs,
          query_timeout: limits.statementTimeoutMs + CLIENT_MARGIN_MS,
          // A transaction left open by a vanished caller must not hold locks for ever.
          idle_in_transaction_session_timeout: limits.statementTimeoutMs + CLIENT_MARGIN_MS,
        }
      : {};
  const pool = new pg.Pool({
    connectionString,
    max: limits.poolMax,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    ...statementLimits,
    options: `-c work_mem=${limits.workMemMb}MB`,
    keepAlive: true,
  });
  // Idle clients: pg-pool removes the client and re-emits its error here.
  pool.on('error', (err) => log(`database connection lost, discarded (${describeDbError(err)}); the pool reconnects on demand`));
  // Checked-out clients between two statements (inside a transaction) emit on the client itself;
  // the statement in flight, if any, already rejects with the same error and reaches its caller.
  pool.on('connect', (client) => {
    client.on('error', (err) => log(`database connection lost while in use (${describeDbError(err)}); the current call fails and is rolled back`));
  });
  return pool;
}
