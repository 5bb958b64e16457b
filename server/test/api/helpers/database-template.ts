// The migrated database every API test file starts from, made once per Jest run (global-setup.ts)
// instead of once per file: a fresh PGlite runs initdb (seconds on a busy machine) and every
// migration; loading a dumped data directory or copying a PostgreSQL template takes a fraction.
// Each file still gets a database of its own; the demo seed stays per file because its dates
// follow the file's clock.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { PGLITE_EXTENSIONS } from '../../../src/db/dialect';
import { openDb, type Database } from '../../../src/db/index';
import { migrateToLatest } from '../../../src/db/migrate';
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV, adminDatabaseUrl, dropTestDatabase, withAdminClient } from './database';

/** Migrates a fresh PGlite and writes its data directory to a tarball; returns the tarball's path. */
export async function createPgliteTemplate(): Promise<string> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  try {
    await migrateToLatest(db);
    const dump = await client.dumpDataDir('none');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-template-'));
    const file = path.join(dir, 'pgdata.tar');
    fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    return file;
  } finally {
    await db.destroy();
    if (!client.closed) await client.close();
  }
}

/** Creates and migrates portal_tmpl_<random> and closes it to connections; returns its name. */
export async function createPostgresTemplate(): Promise<string> {
  const name = `portal_tmpl_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  try {
    const handle = await openDb({ databaseUrl: url.toString(), pgliteDir: 'memory', onConnectionError: () => undefined });
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to: wait until the pool's
    // connections are gone, then let nobody in again.
    await withAdminClient(async (client) => {
      for (let i = 0; i < 100; i++) {
        const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await client.query(`alter database ${name} allow_connections false`);
    });
    return name;
  } catch (err) {
    await dropTestDatabase(name);
    throw err;
  }
}

/** Makes the template for the database of this run (TEST_DB) and names it to the test workers. */
export async function setUpTemplate(): Promise<void> {
  if (process.env.TEST_DB === 'postgres') process.env[POSTGRES_TEMPLATE_ENV] = await createPostgresTemplate();
  else process.env[PGLITE_TEMPLATE_ENV] = await createPgliteTemplate();
}

export async function tearDownTemplate(): Promise<void> {
  const tarball = process.env[PGLITE_TEMPLATE_ENV];
  if (tarball) fs.rmSync(path.dirname(tarball), { recursive: true, force: true });
  const database = process.env[POSTGRES_TEMPLATE_ENV];
  if (database) await dropTestDatabase(database);
}
