import { Kysely, sql } from 'kysely';
import type { Database } from './schema';
import { createDialect, type DbKind } from './dialect';

export type { Database } from './schema';
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
}

export async function openDb(opts: { databaseUrl?: string; pgliteDir: string }): Promise<DbHandle> {
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

export async function pingDb(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
