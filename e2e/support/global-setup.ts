import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO, startPortal } from './portal-server';

export const SERVER_ENV_FILE = path.join(REPO, '.test-results', 'e2e-server.json');

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Made before the server starts: `playwright test` run on its own has no .test-results yet, and a
  // failed write after the start would leave the server running.
  mkdirSync(path.dirname(SERVER_ENV_FILE), { recursive: true });
  const portal = await startPortal(Number(process.env.E2E_PORT));
  // Tests that drive the CLI (release, rollback) need the same data directory as the server.
  writeFileSync(SERVER_ENV_FILE, JSON.stringify({ dataDir: portal.dataDir, url: portal.url }));
  return () => portal.stop();
}
