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

/** The host twice: trimmed antd, then whole antd into dist/whole/ (see webpack-base.ts). */
async function build(app: string): Promise<void> {
  await buildOnce(app);
  if (app === 'host') await buildOnce(app, { PORTAL_UI_WHOLE: '1' });
}

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const queue = APPS.filter((app) => only.length === 0 || only.includes(app));
  const work = async (): Promise<void> => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const stampFile = path.join(root, app, 'dist', STAMP);
      const hash = inputsHash(app);
      if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) {
        console.log(`${app}: up to date`);
        continue;
      }
      await build(app);
      writeFileSync(stampFile, hash);
    }
  };
  await Promise.all([work(), work()]);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
