// Starts the real app on 127.0.0.1, port 0, against a throwaway database with the demo seed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { loadConfig, type Config } from '../../../src/config';
import { seed } from '../../../src/demo/index';
import type { Db } from '../../../src/db/index';
import { systemClock, type Clock } from '../../../src/platform/clock';
import { createStorage, storageSettings } from '../../../src/platform/storage';
import { SEED_FILES_ENV, createTestDb, hasSeededTemplate, type TestDb } from './database';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Db;
  config: Config;
  tmpDir: string;
  close: () => Promise<void>;
}

export async function startTestServer(opts: { clock?: Clock; env?: Record<string, string>; seed?: boolean } = {}): Promise<TestServer> {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-'));
  const hostDist = path.join(tmpDir, 'host-dist');
  const config = loadConfig({
    PORTAL_DATA_DIR: path.join(tmpDir, 'data'),
    HOST_DIST: hostDist,
    PGLITE_DIR: 'memory',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORTAL_TEST_CAPTCHA: '1',
    ...opts.env,
  });
  let testDb: TestDb | undefined;
  try {
    const clock = opts.clock ?? systemClock;
    const storage = storageSettings({ ...process.env, ...opts.env }, config.dataDir);
    // The run's seeded template holds the seed as of the run's start: right for a file on the real
    // clock, not for one with a clock of its own (the seed's dates follow it), nor for storage other
    // than a folder to copy the seed's uploads into.
    const fromSeededTemplate = opts.seed !== false && !opts.clock && storage.kind === 'folder' && hasSeededTemplate();
    testDb = await createTestDb({ seeded: fromSeededTemplate });
    if (fromSeededTemplate && storage.kind === 'folder') fs.cpSync(process.env[SEED_FILES_ENV] as string, storage.root, { recursive: true });
    // The seed's uploads go where this server reads files from (its own data folder), not the repo's.
    else if (opts.seed !== false) await seed(testDb.db, { now: clock.now(), storage: await createStorage(storage) });
    const app = await buildApp({ db: testDb.db, dbKind: testDb.kind, config, clock });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const handle = testDb;
    return {
      url: `http://127.0.0.1:${port}`,
      app,
      db: handle.db,
      config,
      tmpDir,
      close: async () => {
        await app.close();
        await handle.drop();
        fs.rmSync(tmpDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    // A server that failed to start must not leave its database or folder behind.
    await testDb?.drop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
    throw err;
  }
}
