import { Kysely, sql } from 'kysely';
import type { Database } from './schema';
import { createDialect, type DbKind, type DbOptions } from './dialect';

export type { Database } from './schema';
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
}

export async function openDb(opts: DbOptions): Promise<DbHandle> {
  const choice = await createDialect(opts);
  const db = new Kysely<Database>({ dialect: choice.dialect });
  let closed = false;
  return {
    db,
    kind: choice.kind,
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
 * Runs fn on one connection without the statement timeout that protects callers: for operator
 * work that is long by nature (migrations, bulk loads, VACUUM on a large table). RESET returns the
 * connection to its configured limit before the pool hands it out again.
 */
export async function withoutStatementTimeout<T>(db: Db, fn: (conn: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`set statement_timeout = 0`.execute(conn);
    try {
      return await fn(conn);
    } finally {
      await sql`reset statement_timeout`.execute(conn).catch(() => undefined);
    }
  });
}
