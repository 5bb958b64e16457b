// Builds of the previous commit, for the version-skew test, kept under .skew-builds/<key>/
// (gitignored). The key is what the builds read at that commit (the git trees of the apps, the
// runtime, shared and tooling; of the root package.json and lockfile, what an app build reads:
// no scripts, no server or test packages), so a commit that touched only the server, its
// dependencies, a script or the tests reuses the builds of its parent. When the cache has none, an app
// whose inputs at that commit are those of the working tree is the current build (checked up to
// date, then copied): nothing is built twice, and only the apps that differ are built, in a
// throwaway git worktree. The host counts as unchanged when its own inputs are and the apps import
// the same UI exports (the only thing its build reads of theirs: its trimmed antd), so a commit
// that touched one remote builds that remote alone. A fresh clone whose last commit left the apps
// alone builds nothing here.
//
// `npm test` starts this before its first test step (prepare-previous-builds.ts), so the build runs
// beside type-check, unit and API tests; the skew test then finds it done, or waits for it (a lock
// file beside the cache entry names the building process).
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { otherProcessAlive } from './other-process';
import { REPO } from './portal-server';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const APPS = ['host', 'mf-public', 'mf-auth', 'mf-supplier', 'mf-sourcing', 'mf-contracts'] as const;
export const SKEW_CACHE = path.join(REPO, '.skew-builds');
const COMPLETE = 'complete';
/** Builds kept: the newest few, so switching between branches stays cheap and the disk does not fill. */
const KEEP = 3;

const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO, encoding: 'utf8' }).trim();

/**
 * The commit the skew test compares with: SKEW_BASE when set (any commit-ish), else HEAD's parent;
 * null when there is none (a shallow clone).
 */
export function previousCommit(): string | null {
  try {
    return git('rev-parse', '--verify', '--quiet', `${process.env.SKEW_BASE ?? 'HEAD~1'}^{commit}`);
  } catch {
    // A base asked for by name must exist; only the default may be missing.
    if (process.env.SKEW_BASE) throw new Error(`SKEW_BASE=${process.env.SKEW_BASE} is not a commit of this repository`);
    return null;
  }
}

function run(cwd: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env: { ...process.env, CI: '1' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
}

const SHARED_INPUTS = ['runtime', 'shared', 'tooling', 'pnpm-workspace.yaml'];
const BUILD_INPUTS = [...APPS, ...SHARED_INPUTS];
// Required, not imported: tooling is a CommonJS package, and Playwright's ES-module loader finds
// no named exports in its TypeScript (tsx and Playwright both compile a required .ts file).
const { lockfileBuildView, packageJsonBuildView } = createRequire(import.meta.url)('../../tooling/src/manifest-build-view.ts') as typeof import('../../tooling/src/manifest-build-view');
/** Root manifests, compared by what the builds read of them (tooling/src/manifest-build-view.ts). */
const MANIFESTS: Record<string, (text: string) => string> = { 'package.json': packageJsonBuildView, 'pnpm-lock.yaml': lockfileBuildView };

/** A root manifest's text at `commit`, or in the working tree for null; '' where the commit has none. */
function manifestText(commit: string | null, file: string): string {
  if (commit === null) return readFileSync(path.join(REPO, file), 'utf8');
  const shown = spawnSync('git', ['show', `${commit}:${file}`], { cwd: REPO, encoding: 'utf8', maxBuffer: 1 << 28 });
  return shown.status === 0 ? shown.stdout : '';
}

// Each view made once: the plan compares every app's inputs with the working tree's, and the
// lockfile's view walks its whole dependency graph.
const views = new Map<string, string>();
function manifestAt(commit: string | null, file: string): string {
  const id = `${commit ?? 'working tree'}:${file}`;
  if (!views.has(id)) {
    const text = manifestText(commit, file);
    views.set(id, text === '' ? '' : MANIFESTS[file](text));
  }
  return views.get(id)!;
}

// What the build of an app reads: its own folder and the shared code (and the manifests, below).
// The host also reads which UI exports every app imports (hostIsCurrent).
const inputsOf = (app: (typeof APPS)[number]): string[] => [app, ...SHARED_INPUTS];

/**
 * True when the working tree holds what `commit` holds under `paths` (untracked files included),
 * and the root manifests read the same to a build.
 */
function workingTreeMatches(commit: string, paths: string[]): boolean {
  if (spawnSync('git', ['diff', '--quiet', commit, '--', ...paths], { cwd: REPO }).status !== 0) return false;
  if (git('ls-files', '--others', '--exclude-standard', '--', ...paths) !== '') return false;
  return Object.keys(MANIFESTS).every((file) => manifestAt(commit, file) === manifestAt(null, file));
}

/**
 * True when the host's build at `commit` is the current one: its own inputs are the working tree's
 * (so is the UI scanner, in tooling) and the apps of that commit import the same UI exports as
 * the working tree's, which the current host build was made from (tooling/src/build-all.ts).
 */
function hostIsCurrent(commit: string, differing: readonly string[]): boolean {
  if (!workingTreeMatches(commit, inputsOf('host'))) return false;
  const appsThen = git('ls-tree', '--name-only', '-d', commit).split('\n').filter((name) => name === 'host' || name.startsWith('mf-'));
  const sources = mkdtempSync(path.join(os.tmpdir(), 'portal-skew-ui-'));
  try {
    const dirs = appsThen.map((app) => {
      if (!differing.includes(app) && existsSync(path.join(REPO, app))) return path.join(REPO, app, 'src');
      const archive = spawnSync('git', ['archive', '--format=tar', commit, `${app}/src`], { cwd: REPO, maxBuffer: 1 << 30 });
      if (archive.status !== 0) return path.join(sources, app, 'src'); // no src at that commit
      const untar = spawnSync('tar', ['-x', '-C', sources], { input: archive.stdout });
      if (untar.status !== 0) throw new Error(`could not unpack ${app}/src of ${commit}: ${untar.stderr}`);
      return path.join(sources, app, 'src');
    });
    const report = spawnSync(process.execPath, ['--import', 'tsx', path.join(HERE, 'ui-usage-report.ts'), ...[...dirs, path.join(REPO, 'shared/src'), path.join(REPO, 'runtime/src')].filter(existsSync)], {
      cwd: HERE,
      encoding: 'utf8',
    });
    if (report.status !== 0) throw new Error(`ui-usage-report.ts failed:\n${report.stdout}\n${report.stderr}`);
    const { scanned, workspace } = JSON.parse(report.stdout) as { scanned: unknown; workspace: unknown };
    return JSON.stringify(scanned) === JSON.stringify(workspace);
  } finally {
    rmSync(sources, { recursive: true, force: true });
  }
}

/** Which apps' builds at `commit` are the current builds, and which differ (built in a worktree). */
export function planPreviousBuilds(commit: string): { current: string[]; differing: string[] } {
  const remotes = APPS.filter((app) => app !== 'host');
  const differingRemotes = remotes.filter((app) => !workingTreeMatches(commit, inputsOf(app)));
  const current = [...(hostIsCurrent(commit, differingRemotes) ? ['host'] : []), ...remotes.filter((app) => !differingRemotes.includes(app))];
  return { current, differing: APPS.filter((app) => !current.includes(app)) };
}

/** Identifies the build inputs at `commit` by their git object ids: equal inputs, equal key. */
export function buildKey(commit: string): string {
  const hash = createHash('sha256').update(git('ls-tree', commit, '--', ...BUILD_INPUTS));
  for (const file of Object.keys(MANIFESTS)) hash.update(`\0${file}\0`).update(manifestAt(commit, file));
  return hash.digest('hex').slice(0, 16);
}

/** What previousBuilds did: the folder, and which apps it copied from the current build or built. */
export interface PreviousBuilds {
  folder: string;
  cached: boolean;
  reused: string[];
  built: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the lock of a cache entry (a file naming this process), or answers the process that holds
 * it. A lock whose process is gone is taken over.
 */
function lock(file: string): number | null {
  mkdirSync(path.dirname(file), { recursive: true });
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (holder && otherProcessAlive(holder)) return holder;
    rmSync(file, { force: true });
  }
}

/**
 * The folder holding `<app>/dist` of every app as built at `commit`; builds what is missing. When
 * another process is building it (npm test starts that early), waits for it instead.
 */
export async function previousBuilds(commit: string): Promise<PreviousBuilds> {
  const key = buildKey(commit);
  const target = path.join(SKEW_CACHE, key);
  const lockFile = path.join(SKEW_CACHE, `${key}.lock`);
  for (;;) {
    if (existsSync(path.join(target, COMPLETE))) return { folder: target, cached: true, reused: [], built: [] };
    if (lock(lockFile) === null) break;
    await sleep(1000);
  }
  try {
    if (existsSync(path.join(target, COMPLETE))) return { folder: target, cached: true, reused: [], built: [] };
    rmSync(target, { recursive: true, force: true });
    const { current, differing } = planPreviousBuilds(commit);
    if (current.length > 0) {
      // Skips every app whose build stamp matches its inputs: a no-op after `npm test`'s setup.
      run(REPO, 'pnpm', ['build', ...current]);
      keepBuilds(REPO, current, target);
    }
    if (differing.length > 0) buildInWorktree(commit, differing, target);
    writeFileSync(path.join(target, COMPLETE), `${commit}\n`);
    pruneCache();
    return { folder: target, cached: false, reused: current, built: differing };
  } finally {
    rmSync(lockFile, { force: true });
  }
}

/** Copies `<app>/dist` of each app from `root` into `target`, without source maps (two thirds of
 * a build, and no test reads them). */
function keepBuilds(root: string, apps: readonly string[], target: string): void {
  for (const app of apps) cpSync(path.join(root, app, 'dist'), path.join(target, app, 'dist'), { recursive: true, filter: (file) => !file.endsWith('.map') });
}

function buildInWorktree(commit: string, apps: readonly string[], target: string): void {
  const worktree = mkdtempSync(path.join(os.tmpdir(), 'portal-skew-'));
  try {
    git('worktree', 'add', '--detach', worktree, commit);
    // From the local pnpm store when it holds everything that commit's lockfile names (the usual
    // case); a package since removed from the workspace may be missing there, then the registry.
    try {
      run(worktree, 'pnpm', ['install', '--offline', '--frozen-lockfile']);
    } catch {
      run(worktree, 'pnpm', ['install', '--prefer-offline', '--frozen-lockfile']);
    }
    run(worktree, 'pnpm', ['build', ...apps]);
    keepBuilds(worktree, apps, target);
  } finally {
    try {
      git('worktree', 'remove', '--force', worktree);
    } catch {
      rmSync(worktree, { recursive: true, force: true });
      git('worktree', 'prune');
    }
  }
}

function pruneCache(): void {
  const entries = readdirSync(SKEW_CACHE)
    .filter((name) => !name.endsWith('.lock'))
    .map((name) => ({ name, at: statSync(path.join(SKEW_CACHE, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of entries.slice(KEEP)) rmSync(path.join(SKEW_CACHE, old.name), { recursive: true, force: true });
}
