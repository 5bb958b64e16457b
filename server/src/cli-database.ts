// How an operator command reaches the database. PostgreSQL: directly, beside any number of
// running servers. The embedded database (PGlite) can be open in one process only: the command
// takes the folder's lock (db/embedded-lock.ts) and opens it itself when nobody holds it; when a
// running server holds it, a read is asked of that server over its local operator endpoint, and a
// write is refused with a message that says which process to stop.
import type { Config } from './config';
import type { DbHandle } from './db/index';
import { EmbeddedDbBusy, claimEmbeddedDb, describeHolder, type LockHolder } from './db/embedded-lock';
import { migrateToLatest } from './db/migrate';
import { openDbWhenReady } from './db/wait-for-database';
import { OPERATOR_HEADER } from './platform/local-door';

/** An operator mistake or a state to explain: printed as one line, exit code 1. */
export class OperatorError extends Error {
  override name = 'OperatorError';
  constructor(
    message: string,
    /** Set when the embedded database is held by another process. */
    readonly busy?: EmbeddedDbBusy,
  ) {
    super(message);
  }
}

const embedded = (config: Config) => !config.databaseUrl && config.pgliteDir !== 'memory';

function busyMessage(err: EmbeddedDbBusy, config: Config, command: string): string {
  const who = err.holder.pid ? describeHolder(err.holder) : 'another process (it is writing its lock this instant)';
  return (
    `'${command}' cannot open the embedded database at ${config.pgliteDir}: it is open in ${who}, and PGlite cannot be opened by two processes. ` +
    `Stop that process first and run the command again, or run the portal on PostgreSQL (DATABASE_URL), where commands work beside running servers. ` +
    `(If no such process runs, delete ${err.lockFile}.)`
  );
}

/** Opens the database for this command alone (migrated), runs fn, closes it and frees the folder. */
export async function withDb<T>(config: Config, command: string, fn: (db: DbHandle) => Promise<T>): Promise<T> {
  let lock;
  try {
    lock = embedded(config) ? claimEmbeddedDb(config.pgliteDir, { role: 'cli', command }) : null;
  } catch (err) {
    if (err instanceof EmbeddedDbBusy) throw new OperatorError(busyMessage(err, config, command), err);
    throw err;
  }
  try {
    const handle = await openDbWhenReady(config);
    try {
      await migrateToLatest(handle.db);
      return await fn(handle);
    } finally {
      await handle.close();
    }
  } finally {
    lock?.release();
  }
}

async function askServer<T>(holder: LockHolder, pathAndQuery: string, payload?: unknown): Promise<T> {
  let res: Response;
  try {
    const headers: Record<string, string> = { [OPERATOR_HEADER]: holder.secret ?? '', ...(payload === undefined ? {} : { 'content-type': 'application/json' }) };
    res = await fetch(`${holder.url}${pathAndQuery}`, { method: payload === undefined ? 'GET' : 'POST', headers, body: payload === undefined ? undefined : JSON.stringify(payload), signal: AbortSignal.timeout(15_000) });
  } catch (err) {
    throw new OperatorError(`the embedded database is open in ${describeHolder(holder)}, which does not answer (${(err as Error).message}); stop it and run the command again`);
  }
  const body = (await res.json().catch(() => null)) as { code?: number; msg?: string; data?: T } | null;
  if (!res.ok || body?.code !== 0) throw new OperatorError(`the running portal server (pid ${holder.pid}) refused '${pathAndQuery}': ${res.status} ${body?.msg ?? ''}`.trim());
  return body.data as T;
}

/**
 * A read, or an operator's decision: on the database when this command may open it, else by the
 * running server that holds it (its local door runs the same code). `onServer` is told when the
 * answer came from the server (the caller says so).
 */
export async function runOnDbOrServer<T>(
  config: Config,
  command: string,
  direct: (db: DbHandle) => Promise<T>,
  viaServer: { path: string; body?: unknown; onServer: (holder: LockHolder) => void },
): Promise<T> {
  try {
    return await withDb(config, command, direct);
  } catch (err) {
    const holder = err instanceof OperatorError ? err.busy?.holder : undefined;
    if (!holder || holder.role !== 'server' || !holder.url || !holder.secret) throw err;
    viaServer.onServer(holder);
    return askServer<T>(holder, viaServer.path, viaServer.body);
  }
}
