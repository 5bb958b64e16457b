// A throwaway database per test file: PGlite in memory by default; with TEST_DB=postgres a fresh
// database portal_test_<random> on the server at DATABASE_URL (or local trust auth), dropped after.
// Both start from the run's migrated template (database-template.ts) when global setup made one.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDb, type DbHandle } from '../../../src/db/index';
import { migrateToLatest } from '../../../src/db/migrate';

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDb extends DbHandle {
  /** postgres://…/portal_test_x for PostgreSQL; undefined on PGlite. */
  url?: string;
  /** The PostgreSQL database name; undefined on PGlite. */
  name?: string;
  drop: () => Promise<void>;
}

/** Where global setup left the migrated PGlite data directory (a tarball). */
export const PGLITE_TEMPLATE_ENV = 'PORTAL_TEST_PGLITE_TEMPLATE';
/** The name of the migrated PostgreSQL template database of this run. */
export const POSTGRES_TEMPLATE_ENV = 'PORTAL_TEST_POSTGRES_TEMPLATE';
/** The same two, with the demo seed of the run in them. */
export const PGLITE_SEEDED_TEMPLATE_ENV = 'PORTAL_TEST_PGLITE_SEEDED_TEMPLATE';
export const POSTGRES_SEEDED_TEMPLATE_ENV = 'PORTAL_TEST_POSTGRES_SEEDED_TEMPLATE';
/** The folder of the seeded templates' uploads, to copy into a test server's file storage. */
export const SEED_FILES_ENV = 'PORTAL_TEST_SEED_FILES';

/** Whether this run has a seeded template (global setup made one) for createTestDb({ seeded: true }). */
export const hasSeededTemplate = (): boolean =>
  Boolean(process.env[SEED_FILES_ENV] && process.env[process.env.TEST_DB === 'postgres' ? POSTGRES_SEEDED_TEMPLATE_ENV : PGLITE_SEEDED_TEMPLATE_ENV]);

export const adminDatabaseUrl = () => process.env.DATABASE_URL || DEFAULT_PG_URL;

/** Runs fn on a short-lived connection to the admin database, closed before it returns. */
export async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl(), connectionTimeoutMillis: 5000 });
  // A backend ended under us must fail the call, not the test process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const connectionsTo = async (client: pg.Client, name: string): Promise<number> =>
  Number((await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name])).rows[0].n);

/**
 * Drops a test database once nothing is connected to it. pg-pool's end() resolves before its
 * connections have finished closing, and `drop … with (force)` on a database that still has one
 * ends it with 57P01 — an error event the closing client no longer listens for, which used to
 * crash the test file. So wait for the last backend to go; force only what a test leaked.
 */
export async function dropTestDatabase(name: string): Promise<void> {
  await withAdminClient(async (client) => {
    for (let i = 0; i < 100 && (await connectionsTo(client, name)) > 0; i++) await new Promise((r) => setTimeout(r, 50));
    await client.query(`drop database if exists ${name} with (force)`);
  });
}

/** A fresh database; `seeded` starts it from the run's seeded template (check hasSeededTemplate first). */
export async function createTestDb(opts: { seeded?: boolean } = {}): Promise<TestDb> {
  if (opts.seeded && !hasSeededTemplate()) throw new Error('this run has no seeded template');
  if (process.env.TEST_DB !== 'postgres') {
    const tarball = process.env[opts.seeded ? PGLITE_SEEDED_TEMPLATE_ENV : PGLITE_TEMPLATE_ENV];
    const handle = await openDb({ pgliteDir: 'memory', pgliteData: tarball ? { bytes: fs.readFileSync(tarball) } : undefined });
    if (!tarball) await migrateToLatest(handle.db);
    return { ...handle, drop: handle.close };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[opts.seeded ? POSTGRES_SEEDED_TEMPLATE_ENV : POSTGRES_TEMPLATE_ENV];
  await withAdminClient((client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString(), pgliteDir: 'memory', onConnectionError: () => undefined });
  try {
    if (!template) await migrateToLatest(handle.db);
  } catch (err) {
    await handle.close();
    await dropTestDatabase(name);
    throw err;
  }
  return {
    ...handle,
    url: url.toString(),
    name,
    drop: async () => {
      await handle.close();
      await dropTestDatabase(name);
    },
  };
}
