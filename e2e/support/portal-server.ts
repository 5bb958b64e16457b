import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
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

/**
 * Compiles the server to dist/ as `pnpm build:server` does (esbuild, under a second): the run's
 * servers and CLI commands then start as `pnpm serve` starts, without tsx transforming every module
 * at each of them. Once per run, in global setup, so every worker uses the current source.
 */
export function compileServer(): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: SERVER, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`compiling the server failed:\n${result.stdout}\n${result.stderr}`);
}

/** Runs a command of the server's CLI (compiled) against the test data directory. */
export function portalCli(env: NodeJS.ProcessEnv, ...args: string[]): string {
  const result = spawnSync(process.execPath, ['dist/cli.js', ...args], { cwd: SERVER, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`portal ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** portalCli without blocking, so that commands that share nothing can run side by side. */
function portalCliAsync(env: NodeJS.ProcessEnv, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/cli.js', ...args], { cwd: SERVER, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`portal ${args.join(' ')} failed:\n${stdout}\n${stderr}`))));
  });
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

/**
 * A port for a run's portals, below Linux's ephemeral range (32768 and up). A port up there can be
 * held at any moment by the local end of an outgoing connection (the browser's, the tests' own), and
 * a portal then fails to listen: a version-skew portal at E2E_PORT + 1 did, twice in one run.
 * Leaves room for the offsets specs add for portals of their own (up to + 16).
 */
export const pickRunPort = (): number => 20000 + Math.floor(Math.random() * 12000);

/** The environment of a test portal and of the CLI commands run against its data directory. */
function portalEnv(port: number, dataDir: string, opts: { movableClock?: boolean } = {}): NodeJS.ProcessEnv {
  // Every browser test logs in as one of a few demo users through the API, three workers at a time,
  // all from 127.0.0.1: more than the login limit's 20 a minute per user and address, and the shell
  // and login tests together ask for more than 120 image codes a minute (their codes are for one
  // address). The limits themselves are held by the API tests (rate-limit.api.test.ts), so here
  // they are only raised, not switched off.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PORTAL_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORTAL_TEST_CAPTCHA: '1',
    PORTAL_RATE_LIMIT_LOGIN: '600',
    PORTAL_RATE_LIMIT_CODE: '6000',
    // Hundreds of logins and new users a run: the API tests' cheap password hash (never set in
    // production; the production cost is held by passwords.test.ts) instead of 19 MiB of Argon2id each.
    PORTAL_PASSWORD_COST: 'test',
  };
  // A test that moves the server's clock past deadlines gets a portal of its own, so that no other
  // test's puzzle, code or deadline moves under it, and it can jump instead of stepping.
  if (opts.movableClock) env.PORTAL_MOVABLE_CLOCK = '1';
  else delete env.PORTAL_MOVABLE_CLOCK;
  delete env.DATABASE_URL;
  return env;
}

/** Seeds the data directory of `env` (PORTAL_DATA_DIR) and releases every app into it. */
async function seedAndRelease(env: NodeJS.ProcessEnv): Promise<void> {
  // The seed migrates first (as every command that opens the database does), and releasing reads
  // only the builds and the releases folder: so no separate migrate, and both at once.
  await Promise.all([portalCliAsync(env, 'seed'), portalCliAsync(env, 'ensure-released')]);
}

/**
 * The environment variable naming a run's template data directory (global setup): seeded and
 * released once, copied by every portal of the run in under a second instead of seeding its own,
 * which took 8 s of both cores each, five times a run. Seeded times are whole hours and days from
 * the seed's moment, so a copy made later in the run holds the same pages.
 */
export const TEMPLATE_ENV = 'E2E_PORTAL_TEMPLATE';

/** Seeds a template data directory (TEMPLATE_ENV); the caller removes it. */
export async function prepareTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-template-'));
  await seedAndRelease(portalEnv(0, dataDir));
  return dataDir;
}

/**
 * A built portal on a throwaway embedded database, listening on 127.0.0.1 only: a copy of the
 * run's template where there is one (TEMPLATE_ENV), else seeded on its own (the benchmarks).
 */
export async function startPortal(port: number, opts: { movableClock?: boolean } = {}): Promise<PortalServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const env = portalEnv(port, dataDir, opts);
  const template = process.env[TEMPLATE_ENV];
  if (template) cpSync(template, dataDir, { recursive: true });
  else await seedAndRelease(env);
  const child = spawn(process.execPath, ['dist/main.js'], { cwd: SERVER, env, stdio: ['ignore', 'ignore', 'inherit'] });
  // A worker that ends before it could stop its portal (a hook that timed out while the portal was
  // starting, which then never reached the spec's `portal`) must not leave it running after the run.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    process.off('exit', killOnExit);
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    env,
    async stop() {
      process.off('exit', killOnExit);
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
