import { rmSync } from 'node:fs';
import { TEMPLATE_ENV, compileServer, prepareTemplate, startPortal } from './portal-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  compileServer();
  // Read by every startPortal of the run, in the workers too: they inherit this environment.
  const template = await prepareTemplate();
  process.env[TEMPLATE_ENV] = template;
  const portal = await startPortal(Number(process.env.E2E_PORT)).catch((error: unknown) => {
    rmSync(template, { recursive: true, force: true });
    throw error;
  });
  // Tests that drive the CLI (release, rollback) need the same data directory as the server. Passed
  // in the environment, which the workers inherit, not in a file that a second run at once would
  // overwrite (support/server-env.ts).
  process.env.E2E_SERVER_DATA_DIR = portal.dataDir;
  process.env.E2E_SERVER_URL = portal.url;
  return async () => {
    await portal.stop();
    rmSync(template, { recursive: true, force: true });
  };
}
