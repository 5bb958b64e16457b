// Builds of the previous commit, for the version-skew test: made in a throwaway git worktree and
// kept under .skew-builds/<key>/ (gitignored). The key is what the build reads at that commit (the
// git trees of the apps, the runtime, shared, tooling and the lockfile), so a commit that touched
// only the server or the tests reuses the builds of its parent: most runs cost nothing.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO } from './portal-server';

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

const BUILD_INPUTS = [...APPS, 'runtime', 'shared', 'tooling', 'package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml'];

/** Identifies the build inputs at `commit` by their git object ids: equal inputs, equal key. */
export function buildKey(commit: string): string {
  const listing = git('ls-tree', commit, '--', ...BUILD_INPUTS);
  return createHash('sha256').update(listing).digest('hex').slice(0, 16);
}

/** The folder holding `<app>/dist` of every app as built at `commit`; builds it when missing. */
export function previousBuilds(commit: string): string {
  const target = path.join(SKEW_CACHE, buildKey(commit));
  if (existsSync(path.join(target, COMPLETE))) return target;
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
    run(worktree, 'pnpm', ['build']);
    rmSync(target, { recursive: true, force: true });
    // Source maps are two thirds of a build and no test reads them.
    for (const app of APPS) cpSync(path.join(worktree, app, 'dist'), path.join(target, app, 'dist'), { recursive: true, filter: (file) => !file.endsWith('.map') });
    writeFileSync(path.join(target, COMPLETE), `${commit}\n`);
    pruneCache();
    return target;
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
    .map((name) => ({ name, at: statSync(path.join(SKEW_CACHE, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of entries.slice(KEEP)) rmSync(path.join(SKEW_CACHE, old.name), { recursive: true, force: true });
}
