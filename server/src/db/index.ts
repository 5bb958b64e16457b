import { Kysely, sql } from 'kysely';
import type { Database } from './schema';
import { createDialect, type DbKind, type DbOptions } from './dialect';

export type { Database } from './schema';
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
  /** Set on the embedded database only: what a backup copies (modules/backup). */
  pglite?: import('@electric-sql/pglite').PGlite;
}

// Where operator work on a PostgreSQL database gets its own connection without the callers'
// limits (see withoutStatementTimeout); PGlite runs in the process and has none to lift.
const unlimitedConnection = new WeakMap<Db, () => Promise<DbHandle>>();

// The pool behind a PostgreSQL database, for /metrics (platform/metrics.ts); PGlite has none.
const pools = new WeakMap<Db, import('pg').Pool>();
export const poolOf = (db: Db): import('pg').Pool | undefined => pools.get(db);

export async function openDb(opts: DbOptions): Promise<DbHandle> {
  const choice = await createDialect(opts);
  const db = new Kysely<Database>({ dialect: choice.dialect });
  if (choice.pool) pools.set(db, choice.pool);
  if (opts.databaseUrl) {
    unlimitedConnection.set(db, () => openDb({ ...opts, postgres: { ...opts.postgres, statementTimeoutMs: 0, poolMax: 1 } }));
  }
  let closed = false;
  return {
    db,
    kind: choice.kind,
    pglite: choice.pglite,
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
      await choice.close();
    },
  };
}

/** Rejects when the database does not answer `select 1` within timeoutMs. */
export async function pingDb(db: Db, timeoutMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`the database did not answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs fn without the statement timeouts that protect callers: for operator work that is long by
 * nature (migrations, bulk loads, VACUUM on a large table). On PostgreSQL it gets a connection of
 * its own, closed afterwards, so no pooled connection ever loses its limits; inside a transaction
 * or on PGlite it runs as it is.
 */
export async function withoutStatementTimeout<T>(db: Db, fn: (conn: Db) => Promise<T>): Promise<T> {
  const open = unlimitedConnection.get(db);
  if (!open) return fn(db);
  const handle = await open();
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}
