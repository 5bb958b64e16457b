// Release and rollback of remotes (ARCHITECTURE.md "Release and rollback"). A release copies a
// remote's build into an immutable version folder and switches the registry; a rollback only
// switches the registry. Neither touches the host or other remotes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { systemClock, type Clock } from './clock';
import { describeConflict, findConflicts, readSharedRecords, type SharedRecord } from './compatibility';
import { readExposes } from './exposes';
import {
  APPS,
  HOST,
  REMOTES,
  isAppName,
  readState,
  releasesDir,
  writeState,
  type RegistryState,
  type CanaryState,
  type RemoteState,
  type RouteRecord,
  type VersionEntry,
  type HistoryEntry,
} from './registry';
import { RegistryBusyError, withRegistryLock } from './registry-lock';

export class ReleaseError extends Error {}

/**
 * Reads the registry, lets `change` change it and writes it back, as the only one doing so
 * (registry-lock.ts). A change that throws writes nothing.
 */
function changeRegistry<T>(dataDir: string, change: (state: RegistryState) => T): T {
  try {
    return withRegistryLock(dataDir, () => {
      const state = readState(dataDir);
      const result = change(state);
      writeState(dataDir, state);
      return result;
    });
  } catch (err) {
    throw err instanceof RegistryBusyError ? new ReleaseError(err.message) : err;
  }
}

interface Common {
  /** 'host' or a remote's folder name. */
  remote: string;
  dataDir: string;
  clock?: Clock;
  /** Who runs the command (default: the OS user). */
  by?: string;
}

interface Checked {
  /** Make it live even when the compatibility check fails; the failures go into the history. */
  force?: boolean;
  /** The host build that serves while no host was ever released (config.hostDist). */
  hostFallbackDir?: string;
}

function assertRemote(remote: string): void {
  if (!isAppName(remote)) throw new ReleaseError(`unknown remote '${remote}': expected one of ${APPS.join(', ')}`);
}

export function osUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    // No passwd entry (some containers): the environment is the next best witness.
    return process.env.USER || process.env.USERNAME || 'unknown';
  }
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

/** The route labels a remote's build wrote beside its routes; absent in builds that predate the file. */
function readRouteLabels(dir: string): { namespace: string; labels: Record<string, object> } | undefined {
  const file = path.join(dir, 'portal-labels.json');
  if (!fs.existsSync(file)) return undefined;
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { namespace?: unknown; labels?: unknown };
  if (typeof parsed?.namespace !== 'string' || typeof parsed.labels !== 'object' || !parsed.labels) throw new ReleaseError(`${file} is not a label table`);
  return { namespace: parsed.namespace, labels: parsed.labels as Record<string, object> };
}

/** The shared modules of a released version: recorded at release, or read from its manifest (older records). */
export function sharedOf(dataDir: string, app: string, entry: VersionEntry | undefined): SharedRecord[] | null {
  if (!entry) return null;
  return entry.shared ?? readSharedRecords(path.join(releasesDir(dataDir), app, entry.version));
}

export function liveEntry(state: RegistryState, app: string): VersionEntry | undefined {
  const current = state.remotes[app];
  return current?.versions.find((v) => v.version === current.live);
}

/**
 * What would break if `app` went live with `shared`: for a remote, its requirements against the
 * live host; for the host, every live remote's requirements against it. Empty when nothing to
 * compare with (no host known yet).
 */
export function compatibilityProblems(opts: { dataDir: string; app: string; shared: SharedRecord[]; hostFallbackDir?: string }, state: RegistryState = readState(opts.dataDir)): string[] {
  if (opts.app === HOST) {
    const problems: string[] = [];
    for (const remote of REMOTES) {
      const shared = sharedOf(opts.dataDir, remote, liveEntry(state, remote));
      if (shared) problems.push(...findConflicts({ name: remote, shared }, { name: HOST, shared: opts.shared }).map(describeConflict));
      // A canary is live for some browsers: the host must serve it as well (issue 38).
      const canary = state.remotes[remote]?.canary;
      const canaryShared = canary ? sharedOf(opts.dataDir, remote, state.remotes[remote]?.versions.find((v) => v.version === canary.version)) : null;
      if (canary && canaryShared) problems.push(...findConflicts({ name: `${remote} (canary ${canary.version})`, shared: canaryShared }, { name: HOST, shared: opts.shared }).map(describeConflict));
    }
    return problems;
  }
  let hostShared = sharedOf(opts.dataDir, HOST, liveEntry(state, HOST));
  if (!hostShared && opts.hostFallbackDir && fs.existsSync(path.join(opts.hostFallbackDir, 'mf-manifest.json'))) hostShared = readSharedRecords(opts.hostFallbackDir);
  if (!hostShared) return [];
  return findConflicts({ name: opts.app, shared: opts.shared }, { name: HOST, shared: hostShared }).map(describeConflict);
}

function refuseOrRecord(app: string, action: string, problems: string[], force: boolean | undefined): string[] | undefined {
  if (problems.length === 0) return undefined;
  if (!force) {
    throw new ReleaseError(`refusing to ${action} ${app}: it is not compatible with what is live:\n  ${problems.join('\n  ')}\n(--force makes it live anyway and records that in the history)`);
  }
  return problems;
}

/** The routes a remote's build wrote beside itself; absent in builds that predate the file. */
function readRouteTable(dir: string): RouteRecord[] | undefined {
  const file = path.join(dir, 'portal-routes.json');
  if (!fs.existsSync(file)) return undefined;
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(parsed)) throw new ReleaseError(`${file} is not a list of routes`);
  return parsed as RouteRecord[];
}

export function releaseRemote(opts: Common & Checked & { fromDir: string; /** 1–99: live for that share of browsers only (a canary). */ canary?: number }): VersionEntry {
  assertRemote(opts.remote);
  const built = checkBuild(opts.remote, opts.fromDir);
  // Copied before the registry is locked (seconds for a large build, where the lock is held for
  // milliseconds), into a temp folder renamed once the version's number is known.
  fs.mkdirSync(releasesDir(opts.dataDir), { recursive: true });
  const temp = path.join(releasesDir(opts.dataDir), `.tmp-${opts.remote}-${built.hash.slice(0, 8)}-${randomBytes(4).toString('hex')}`);
  fs.cpSync(opts.fromDir, temp, { recursive: true });
  try {
    return changeRegistry(opts.dataDir, (state) => releaseCopied(state, opts, built, temp));
  } finally {
    // Renamed into its version folder on success; a refused build leaves no trace in the releases folder.
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

function releaseCopied(
  state: RegistryState,
  opts: Common & Checked & { fromDir: string; canary?: number },
  built: ReturnType<typeof checkBuild>,
  temp: string,
): VersionEntry {
  const current = remoteState(state, opts.remote);
  if (opts.canary !== undefined) assertCanaryAllowed(opts.remote, current, opts.canary);
  const shared = readSharedRecords(opts.fromDir);
  const forced = refuseOrRecord(opts.remote, 'release', compatibilityProblems({ dataDir: opts.dataDir, app: opts.remote, shared, hostFallbackDir: opts.hostFallbackDir }, state), opts.force);
  const by = opts.by ?? osUser();

  // N continues from the highest number ever used, so a version name is never reused.
  const highest = current.versions.reduce((max, v) => Math.max(max, Number(/^r(\d+)-/.exec(v.version)?.[1] ?? 0)), 0);
  const version = `r${highest + 1}-${built.hash.slice(0, 8)}`;
  const target = path.join(releasesDir(opts.dataDir), opts.remote, version);
  if (fs.existsSync(target)) throw new ReleaseError(`version folder ${target} already exists; refusing to overwrite an immutable release`);
  // The copy was whole before it got the version's name: a half-copied version is never visible.
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.renameSync(temp, target);

  const at = (opts.clock ?? systemClock).now().toISOString();
  const routes = readRouteTable(target);
  const labels = readRouteLabels(target);
  const exposes = readExposes(target);
  const entry: VersionEntry = { version, at, hash: built.hash, files: built.files.length, by, shared, ...(exposes ? { exposes } : {}), ...(routes ? { routes } : {}), ...(labels ?? {}) };
  if (opts.canary !== undefined) {
    // The stable version stays live; the new one goes to opts.canary % of browsers (host/src/federation/canary.ts).
    const history: HistoryEntry = { version, at, action: 'canary', percent: opts.canary, by, ...(current.live ? { from: current.live } : {}), ...(forced ? { forced } : {}) };
    state.remotes[opts.remote] = { live: current.live, canary: { version, percent: opts.canary, at, by }, history: [...current.history, history], versions: [...current.versions, entry] };
    return entry;
  }
  const history: HistoryEntry = { version, at, action: 'release', by, ...(current.live ? { from: current.live } : {}), ...(forced ? { forced } : {}) };
  // A plain release ends any canary: the new version is live for everyone.
  state.remotes[opts.remote] = { live: version, history: [...current.history, history], versions: [...current.versions, entry] };
  return entry;
}

/**
 * Makes `version` live, or without it the version that was live before the current one.
 * @returns the version now live
 */
export function rollbackRemote(opts: Common & Checked & { version?: string }): string {
  assertRemote(opts.remote);
  return changeRegistry(opts.dataDir, (state) => {
    const clock = opts.clock ?? systemClock;
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
    // A rollback goes through the same check: an older host may lack what a live remote needs.
    const targetShared = sharedOf(opts.dataDir, opts.remote, current.versions.find((v) => v.version === target)) ?? [];
    const forced = refuseOrRecord(opts.remote, `roll back to ${target}`, compatibilityProblems({ dataDir: opts.dataDir, app: opts.remote, shared: targetShared, hostFallbackDir: opts.hostFallbackDir }, state), opts.force);
    const history: HistoryEntry = { version: target, at: clock.now().toISOString(), action: 'rollback', from: current.live, by: opts.by ?? osUser(), ...(forced ? { forced } : {}) };
    // A rollback ends any canary too: everyone gets the version rolled back to.
    state.remotes[opts.remote] = { live: target, history: [...current.history, history], versions: current.versions };
    return target;
  });
}

export interface RemoteSummary {
  remote: string;
  live: string | null;
  canary?: CanaryState;
  versions: VersionEntry[];
  history: HistoryEntry[];
}

/** The host and every remote, released or not. */
export function listRemotes(opts: { dataDir: string }): RemoteSummary[] {
  const state = readState(opts.dataDir);
  return APPS.map((remote) => ({ remote, ...remoteState(state, remote) }));
}

/**
 * Releases the build only if nothing is live or the build differs from the live version, so the
 * start script can call it every time without piling up identical versions.
 */
export function ensureReleased(opts: Common & Checked & { fromDir: string }): { released: boolean; version: string } {
  assertRemote(opts.remote);
  const built = checkBuild(opts.remote, opts.fromDir);
  const current = remoteState(readState(opts.dataDir), opts.remote);
  const live = current.versions.find((v) => v.version === current.live);
  if (live && live.hash === built.hash && fs.existsSync(path.join(releasesDir(opts.dataDir), opts.remote, live.version))) {
    return { released: false, version: live.version };
  }
  return { released: true, version: releaseRemote(opts).version };
}

function assertCanaryAllowed(remote: string, current: RemoteState, percent: number): void {
  if (remote === HOST) throw new ReleaseError('the host is not released as a canary: it chooses the remotes\' versions; release a remote as a canary');
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new ReleaseError(`--canary takes a share of browsers from 1 to 99 (per cent), got '${percent}'`);
  if (!current.live) throw new ReleaseError(`${remote} has no live version to keep for the other browsers: release it first`);
  if (current.canary) throw new ReleaseError(`${remote} already has a canary (${current.canary.version} at ${current.canary.percent}%): --promote or --abort it first`);
}

/** The canary made live for every browser; it passed the release check when it was released. */
export function promoteCanary(opts: Common): string {
  assertRemote(opts.remote);
  return changeRegistry(opts.dataDir, (state) => {
    const current = remoteState(state, opts.remote);
    if (!current.canary) throw new ReleaseError(`${opts.remote} has no canary to promote`);
    const at = (opts.clock ?? systemClock).now().toISOString();
    const history: HistoryEntry = { version: current.canary.version, at, action: 'promote', by: opts.by ?? osUser(), ...(current.live ? { from: current.live } : {}) };
    state.remotes[opts.remote] = { live: current.canary.version, history: [...current.history, history], versions: current.versions };
    return current.canary.version;
  });
}

/** Every browser back on the live (stable) version; `reason` is kept in the history (the automatic abort says why). */
export function abortCanary(opts: Common & { reason?: string }): { aborted: string; live: string | null } {
  assertRemote(opts.remote);
  return changeRegistry(opts.dataDir, (state) => {
    const current = remoteState(state, opts.remote);
    if (!current.canary) throw new ReleaseError(`${opts.remote} has no canary to abort`);
    const at = (opts.clock ?? systemClock).now().toISOString();
    const history: HistoryEntry = { version: current.canary.version, at, action: 'abort', by: opts.by ?? osUser(), ...(opts.reason ? { reason: opts.reason } : {}) };
    state.remotes[opts.remote] = { live: current.live, history: [...current.history, history], versions: current.versions };
    return { aborted: current.canary.version, live: current.live };
  });
}
