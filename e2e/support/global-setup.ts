import { compileServer, startPortal } from './portal-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  compileServer();
  const portal = await startPortal(Number(process.env.E2E_PORT));
  // Tests that drive the CLI (release, rollback) need the same data directory as the server. Passed
  // in the environment, which the workers inherit, not in a file that a second run at once would
  // overwrite (support/server-env.ts).
  process.env.E2E_SERVER_DATA_DIR = portal.dataDir;
  process.env.E2E_SERVER_URL = portal.url;
  return () => portal.stop();
}
