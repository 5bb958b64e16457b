// Builds the host and every remote, skipping an app whose inputs have not changed since its last
// build (a stamp of its sources and of the shared code sits in dist/). Two at a time: two cores.
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './federation-shared';
import { workspaceUiUsage } from './trimmed-ui';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APPS = ['host', ...REMOTES];
const STAMP = '.build-stamp';

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) hashTree(hash, full);
    else hash.update(full).update(readFileSync(full));
  }
}

function inputsHash(app: string): string {
  const hash = createHash('sha256');
  for (const dir of [app, 'runtime', 'shared/src', 'tooling/src']) hashTree(hash, path.join(root, dir));
  hash.update(readFileSync(path.join(root, 'pnpm-lock.yaml')));
  hash.update(process.env.NODE_ENV ?? 'production');
  // The host's trimmed antd follows what every remote imports, not only the host's own sources.
  if (app === 'host') hash.update(JSON.stringify(workspaceUiUsage()));
  return hash.digest('hex');
}

function buildOnce(app: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tooling/src/build-app.ts')], {
      cwd: path.join(root, app),
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${app}: build failed (exit ${code})`))));
  });
}

/** One webpack run: an app, or the host's second variant with whole antd (see webpack-base.ts). */
interface Job {
  app: string;
  env?: NodeJS.ProcessEnv;
}

// The host's two variants are two jobs, so they build side by side rather than one after the
// other while the remotes (seconds each) queue behind: 37 → 30 s for the whole build here.
const jobsOf = (app: string): Job[] => (app === 'host' ? [{ app }, { app, env: { PORTAL_UI_WHOLE: '1' } }] : [{ app }]);

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const stale = new Map<string, string>();
  for (const app of APPS.filter((a) => only.length === 0 || only.includes(a))) {
    const stampFile = path.join(root, app, 'dist', STAMP);
    const hash = inputsHash(app);
    if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) console.log(`${app}: up to date`);
    else stale.set(app, hash);
  }
  const queue = [...stale.keys()].flatMap(jobsOf);
  const left = new Map([...stale.keys()].map((app) => [app, jobsOf(app).length]));
  const work = async (): Promise<void> => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      await buildOnce(job.app, job.env);
      const remaining = (left.get(job.app) ?? 1) - 1;
      left.set(job.app, remaining);
      if (remaining === 0) writeFileSync(path.join(root, job.app, 'dist', STAMP), stale.get(job.app) ?? '');
    }
  };
  await Promise.all([work(), work()]);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
