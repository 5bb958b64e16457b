// The databases every API test file starts from, made once per Jest run (global-setup.ts) instead
// of once per file: a fresh PGlite runs initdb (seconds on a busy machine) and every migration, and
// the demo seed took another 0.75 s per file; loading a dumped data directory or copying a
// PostgreSQL template takes a fraction. Two templates: migrated, and migrated with the demo seed
// (its uploads in a folder beside, copied per file). Each file still gets a database of its own; a
// file with its own clock seeds itself, since the seed's dates follow the file's clock.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { PGLITE_EXTENSIONS } from '../../../src/db/dialect';
import { openDb, type Database, type Db } from '../../../src/db/index';
import { migrateToLatest } from '../../../src/db/migrate';
import { seed } from '../../../src/demo/index';
import { FolderStorage } from '../../../src/platform/storage-folder';
import {
  PGLITE_SEEDED_TEMPLATE_ENV,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_SEEDED_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
  SEED_FILES_ENV,
  adminDatabaseUrl,
  dropTestDatabase,
  withAdminClient,
} from './database';

/** The demo seed of the run, its uploads written to `filesDir`. */
const seedTemplate = (db: Db, filesDir: string) => seed(db, { now: new Date(), storage: new FolderStorage(filesDir) });

async function writeDump(client: PGlite, file: string): Promise<void> {
  // A checkpointed data directory starts without replaying its write-ahead log: 0.6 → 0.5 s a file.
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
}

/**
 * A test file's PGlite never creates a database, so the copies it loads leave out template0 and
 * template1: 598 of the data directory's 1,405 files, which every file wrote into PGlite's
 * in-memory file system one by one (about a third of the time it took to open the copy).
 */
async function dropTemplateDatabases(client: PGlite): Promise<void> {
  await client.exec(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
  await client.exec('drop database template0');
  await client.exec('drop database template1');
}

/**
 * Migrates a fresh PGlite and writes its data directory to a tarball, then seeds it and writes a
 * second one; the seed's uploads go to files/ beside them. Answers the three paths.
 */
export async function createPgliteTemplates(): Promise<{ migrated: string; seeded: string; files: string }> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-template-'));
  const paths = { migrated: path.join(dir, 'pgdata.tar'), seeded: path.join(dir, 'pgdata-seeded.tar'), files: path.join(dir, 'files') };
  try {
    await dropTemplateDatabases(client);
    await migrateToLatest(db);
    await writeDump(client, paths.migrated);
    await seedTemplate(db, paths.files);
    await writeDump(client, paths.seeded);
    return paths;
  } finally {
    await db.destroy();
    if (!client.closed) await client.close();
  }
}

/** Creates portal_tmpl_<random> (from `from` when given), runs `fill` on it and closes it to connections; returns its name. */
async function createPostgresTemplate(fill: (db: Db) => Promise<unknown>, from?: string): Promise<string> {
  const name = `portal_tmpl_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}${from ? ` template ${from}` : ''}`));
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  try {
    const handle = await openDb({ databaseUrl: url.toString(), pgliteDir: 'memory', onConnectionError: () => undefined });
    try {
      await fill(handle.db);
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

/** Makes the templates for the database of this run (TEST_DB) and names them to the test workers. */
export async function setUpTemplate(): Promise<void> {
  if (process.env.TEST_DB === 'postgres') {
    const migrated = await createPostgresTemplate(migrateToLatest);
    process.env[POSTGRES_TEMPLATE_ENV] = migrated;
    const files = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-template-'));
    process.env[SEED_FILES_ENV] = files;
    process.env[POSTGRES_SEEDED_TEMPLATE_ENV] = await createPostgresTemplate((db) => seedTemplate(db, files), migrated);
    return;
  }
  const paths = await createPgliteTemplates();
  process.env[PGLITE_TEMPLATE_ENV] = paths.migrated;
  process.env[PGLITE_SEEDED_TEMPLATE_ENV] = paths.seeded;
  process.env[SEED_FILES_ENV] = paths.files;
}

export async function tearDownTemplate(): Promise<void> {
  const tarball = process.env[PGLITE_TEMPLATE_ENV];
  if (tarball) fs.rmSync(path.dirname(tarball), { recursive: true, force: true });
  const files = process.env[SEED_FILES_ENV];
  if (files) fs.rmSync(files, { recursive: true, force: true });
  for (const env of [POSTGRES_SEEDED_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV]) {
    const database = process.env[env];
    if (database) await dropTestDatabase(database);
  }
}
