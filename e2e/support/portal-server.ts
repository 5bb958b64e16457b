import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(REPO, 'server');

export interface PortalServer {
  url: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/** Runs a command of the server's CLI against the test data directory. */
export function portalCli(env: NodeJS.ProcessEnv, ...args: string[]): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: SERVER, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`portal ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('portal server did not become healthy within 180 s');
}

/** A built portal on a throwaway embedded database, listening on 127.0.0.1 only. */
export async function startPortal(port: number): Promise<PortalServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PORTAL_DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORTAL_TEST_CAPTCHA: '1' };
  delete env.DATABASE_URL;
  portalCli(env, 'migrate');
  portalCli(env, 'seed');
  portalCli(env, 'ensure-released');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: SERVER, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return {
    url,
    dataDir,
    env,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
