// Release and rollback of remotes (ARCHITECTURE.md "Release and rollback"). A release copies a
// remote's build into an immutable version folder and switches the registry; a rollback only
// switches the registry. Neither touches the host or other remotes.
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { systemClock, type Clock } from './clock';
import {
  REMOTES,
  isRemoteName,
  readState,
  releasesDir,
  writeState,
  type RemoteState,
  type RouteRecord,
  type VersionEntry,
  type HistoryEntry,
} from './registry';

export class ReleaseError extends Error {}

interface Common {
  remote: string;
  dataDir: string;
  clock?: Clock;
}

function assertRemote(remote: string): void {
  if (!isRemoteName(remote)) throw new ReleaseError(`unknown remote '${remote}': expected one of ${REMOTES.join(', ')}`);
}

function listFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full, base));
    else if (entry.isFile()) out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}

/** sha256 over every file's relative path and bytes, in sorted order: equal builds, equal hash. */
export function hashBuild(dir: string): { hash: string; files: string[] } {
  const files = listFiles(dir);
  const h = createHash('sha256');
  for (const rel of files) {
    h.update(rel + '\0');
    h.update(fs.readFileSync(path.join(dir, rel)));
    h.update('\0');
  }
  return { hash: h.digest('hex'), files };
}

function checkBuild(remote: string, fromDir: string): { hash: string; files: string[] } {
  if (!fs.existsSync(fromDir) || !fs.statSync(fromDir).isDirectory()) {
    throw new ReleaseError(`no build of ${remote} at ${fromDir}: run pnpm build first`);
  }
  const built = hashBuild(fromDir);
  if (built.files.length === 0) throw new ReleaseError(`the build of ${remote} at ${fromDir} is empty: run pnpm build first`);
  if (!built.files.includes('mf-manifest.json')) {
    throw new ReleaseError(`the build of ${remote} at ${fromDir} has no mf-manifest.json: is it a federation build?`);
  }
  return built;
}

function remoteState(state: ReturnType<typeof readState>, remote: string): RemoteState {
  return state.remotes[remote] ?? { live: null, history: [], versions: [] };
}

export const defaultBuildDir = (repoRoot: string, remote: string) => path.join(repoRoot, remote, 'dist');

/** The routes a remote's build wrote beside itself; absent in builds that predate the file. */
function readRouteTable(dir: string): RouteRecord[] | undefined {
  const file = path.join(dir, 'portal-routes.json');
  if (!fs.existsSync(file)) return undefined;
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(parsed)) throw new ReleaseError(`${file} is not a list of routes`);
  return parsed as RouteRecord[];
}

export function releaseRemote(opts: Common & { fromDir: string }): VersionEntry {
  assertRemote(opts.remote);
  const clock = opts.clock ?? systemClock;
  const built = checkBuild(opts.remote, opts.fromDir);
  const state = readState(opts.dataDir);
  const current = remoteState(state, opts.remote);

  // N continues from the highest number ever used, so a version name is never reused.
  const highest = current.versions.reduce((max, v) => Math.max(max, Number(/^r(\d+)-/.exec(v.version)?.[1] ?? 0)), 0);
  const version = `r${highest + 1}-${built.hash.slice(0, 8)}`;
  const remoteDir = path.join(releasesDir(opts.dataDir), opts.remote);
  const target = path.join(remoteDir, version);
  if (fs.existsSync(target)) throw new ReleaseError(`version folder ${target} already exists; refusing to overwrite an immutable release`);

  // Copy into a temp folder then rename, so a half-copied version is never visible.
  fs.mkdirSync(remoteDir, { recursive: true });
  const temp = path.join(remoteDir, `.tmp-${version}-${randomBytes(4).toString('hex')}`);
  fs.cpSync(opts.fromDir, temp, { recursive: true });
  fs.renameSync(temp, target);

  const at = clock.now().toISOString();
  const routes = readRouteTable(target);
  const entry: VersionEntry = { version, at, hash: built.hash, files: built.files.length, ...(routes ? { routes } : {}) };
  const history: HistoryEntry = { version, at, action: 'release', ...(current.live ? { from: current.live } : {}) };
  state.remotes[opts.remote] = { live: version, history: [...current.history, history], versions: [...current.versions, entry] };
  writeState(opts.dataDir, state);
  return entry;
}

/**
 * Makes `version` live, or without it the version that was live before the current one.
 * @returns the version now live
 */
export function rollbackRemote(opts: Common & { version?: string }): string {
  assertRemote(opts.remote);
  const clock = opts.clock ?? systemClock;
  const state = readState(opts.dataDir);
  const current = remoteState(state, opts.remote);
  if (!current.live) throw new ReleaseError(`${opts.remote} has no live version to roll back from`);

  let target = opts.version;
  if (target) {
    if (!current.versions.some((v) => v.version === target)) {
      throw new ReleaseError(`${opts.remote} has no version '${target}'; known: ${current.versions.map((v) => v.version).join(', ') || 'none'}`);
    }
    if (target === current.live) throw new ReleaseError(`${target} is already live for ${opts.remote}`);
  } else {
    // The live version before the current one = the newest history entry whose version differs.
    target = [...current.history].reverse().find((h) => h.version !== current.live)?.version;
    if (!target) throw new ReleaseError(`${opts.remote} has no earlier version to roll back to (live: ${current.live})`);
  }
  if (!fs.existsSync(path.join(releasesDir(opts.dataDir), opts.remote, target))) {
    throw new ReleaseError(`the files of ${opts.remote} ${target} are missing from the releases folder`);
  }
  const history: HistoryEntry = { version: target, at: clock.now().toISOString(), action: 'rollback', from: current.live };
  state.remotes[opts.remote] = { ...current, live: target, history: [...current.history, history] };
  writeState(opts.dataDir, state);
  return target;
}

export interface RemoteSummary {
  remote: string;
  live: string | null;
  versions: VersionEntry[];
  history: HistoryEntry[];
}

export function listRemotes(opts: { dataDir: string }): RemoteSummary[] {
  const state = readState(opts.dataDir);
  return REMOTES.map((remote) => ({ remote, ...remoteState(state, remote) }));
}

/**
 * Releases the build only if nothing is live or the build differs from the live version, so the
 * start script can call it every time without piling up identical versions.
 */
export function ensureReleased(opts: Common & { fromDir: string }): { released: boolean; version: string } {
  assertRemote(opts.remote);
  const built = checkBuild(opts.remote, opts.fromDir);
  const current = remoteState(readState(opts.dataDir), opts.remote);
  const live = current.versions.find((v) => v.version === current.live);
  if (live && live.hash === built.hash && fs.existsSync(path.join(releasesDir(opts.dataDir), opts.remote, live.version))) {
    return { released: false, version: live.version };
  }
  return { released: true, version: releaseRemote(opts).version };
}
