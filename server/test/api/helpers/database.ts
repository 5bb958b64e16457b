// A throwaway database per test file: PGlite in memory by default; with TEST_DB=postgres a fresh
// database portal_test_<random> on the server at DATABASE_URL (or local trust auth), dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type DbHandle } from '../../../src/db/index';
import { migrateToLatest } from '../../../src/db/migrate';

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDb extends DbHandle {
  drop: () => Promise<void>;
}

export async function createTestDb(): Promise<TestDb> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = await openDb({ pgliteDir: 'memory' });
    await migrateToLatest(handle.db);
    return { ...handle, drop: handle.close };
  }
  const adminUrl = process.env.DATABASE_URL || DEFAULT_PG_URL;
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString(), pgliteDir: 'memory' });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
