// A server started before its PostgreSQL (a host reboot, a container started first) waits for it
// with backoff and says what it waits for, instead of dying on the first refused connection. A
// database that refuses for good (wrong password, no such database) is not waited for.
import type { Config } from '../config';
import { openDb, pingDb, type Db, type DbHandle } from './index';
import { stderrLine } from './postgres-pool';
import { describeDbError, isDatabaseUnavailable } from './unavailable';

export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

export interface WaitOptions {
  maxWaitSeconds: number;
  pingTimeoutMs: number;
  /** Where, for the log line: host, port and database, never the password. */
  target: string;
  log: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const MAX_DELAY_MS = 10_000;

export async function waitForDatabase(db: Db, opts: WaitOptions): Promise<void> {
  const sleep = opts.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = opts.now ?? Date.now;
  const deadline = now() + opts.maxWaitSeconds * 1000;
  let delay = 500;
  for (let attempt = 1; ; attempt++) {
    try {
      await pingDb(db, opts.pingTimeoutMs);
      if (attempt > 1) opts.log(`database at ${opts.target} answers after ${attempt} attempts`);
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) {
        throw new DatabaseStartError(`cannot use the database at ${opts.target}: ${describeDbError(err)}`);
      }
      const left = deadline - now();
      if (left <= 0) {
        throw new DatabaseStartError(`gave up waiting for the database at ${opts.target} after ${opts.maxWaitSeconds} s (${describeDbError(err)}); PORTAL_DB_START_WAIT_S sets how long`);
      }
      const wait = Math.min(delay, left);
      opts.log(`waiting for the database at ${opts.target} (attempt ${attempt}: ${describeDbError(err)}); next try in ${(wait / 1000).toFixed(1)} s`);
      await sleep(wait);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  }
}

/** postgres://user:secret@db.example:5432/portal → db.example:5432/portal */
export function describeTarget(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'DATABASE_URL (unparsable)';
  }
}

/** Opens the configured database; on PostgreSQL, waits for it as configured before answering. */
export async function openDbWhenReady(config: Config, log: (line: string) => void = stderrLine): Promise<DbHandle> {
  const handle = await openDb(config);
  if (!config.databaseUrl) return handle;
  try {
    await waitForDatabase(handle.db, {
      maxWaitSeconds: config.dbStartWaitSeconds,
      pingTimeoutMs: config.postgres.connectTimeoutMs,
      target: describeTarget(config.databaseUrl),
      log,
    });
    return handle;
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }
}
