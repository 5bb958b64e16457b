// The release registry: which version of each remote is live. The state file is the single
// source of truth and is read fresh on every request, so a release or rollback by the CLI is
// live without restarting the server.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { SharedRecord } from './compatibility';
import { releasedExposes } from './exposes';

export const REMOTES = ['mf-public', 'mf-auth', 'mf-supplier', 'mf-sourcing', 'mf-contracts'] as const;
export type RemoteName = (typeof REMOTES)[number];
/** The host is released like a remote (same command, same check), but served from the site root. */
export const HOST = 'host';
export const APPS = [HOST, ...REMOTES] as const;

/** Ports of the webpack dev servers, used when PORTAL_DEV_REMOTES=1. */
export const DEV_PORTS: Record<RemoteName, number> = {
  'mf-public': 3001,
  'mf-auth': 3002,
  'mf-supplier': 3003,
  'mf-sourcing': 3004,
  'mf-contracts': 3005,
};

export interface HistoryEntry {
  version: string;
  at: string;
  /** canary: released to a share of browsers; promote: the canary made live for all; abort: everyone back on live. */
  action: 'release' | 'rollback' | 'canary' | 'promote' | 'abort';
  /** canary: the share of browsers (1–99) that get it. */
  percent?: number;
  /** abort: why (the automatic abort names the error rates). */
  reason?: string;
  from?: string;
  /** OS user who ran the command. */
  by?: string;
  /** Compatibility problems overridden with --force, as the refusal worded them. */
  forced?: string[];
}

/** A page of a remote as its build recorded it (dist/portal-routes.json). */
export interface RouteRecord {
  path: string;
  labelKey: string;
  [key: string]: unknown;
}

export interface VersionEntry {
  version: string;
  at: string;
  hash: string;
  files: number;
  /** The remote's routes at release, handed to the host so it knows them even when the remote is down. */
  routes?: RouteRecord[];
  /** i18n namespace and per-language labels of those routes (dist/portal-labels.json). */
  namespace?: string;
  labels?: Record<string, object>;
  /** Shared modules as the build declared them (mf-manifest.json): what it provides and requires. */
  shared?: SharedRecord[];
  /** The modules it exposes (mf-manifest.json), so the host never asks it for one it lacks. */
  exposes?: string[];
  /** OS user who released it. */
  by?: string;
}

/** A version live for a sticky share of browsers beside the live (stable) one (issue 38). */
export interface CanaryState {
  version: string;
  percent: number;
  at: string;
  by?: string;
}

export interface RemoteState {
  live: string | null;
  canary?: CanaryState;
  history: HistoryEntry[];
  versions: VersionEntry[];
}

export interface RegistryState {
  remotes: Partial<Record<string, RemoteState>>;
}

export interface RegistryView {
  remotes: ({ name: string; remote: string; version: string; entry: string; canary?: CanaryView } & RouteFacts)[];
}

type RouteFacts = { routes?: RouteRecord[]; namespace?: string; labels?: Record<string, object>; exposes?: string[] };
/** What the host needs to give a browser the canary instead (it decides per browser: host/src/federation/canary.ts). */
export type CanaryView = { version: string; percent: number; entry: string } & RouteFacts;

function routeFacts(record: VersionEntry | undefined, exposes: string[] | undefined): RouteFacts {
  return {
    ...(record?.routes ? { routes: record.routes } : {}),
    ...(record?.namespace ? { namespace: record.namespace } : {}),
    ...(record?.labels ? { labels: record.labels } : {}),
    ...(exposes ? { exposes } : {}),
  };
}

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTES as readonly string[]).includes(name);
}

export function isAppName(name: string): boolean {
  return name === HOST || isRemoteName(name);
}

/** Federation name of a remote folder: 'mf-public' → 'mf_public'. */
export function federationName(remote: string): string {
  return remote.replace(/-/g, '_');
}

export const releasesDir = (dataDir: string) => path.join(dataDir, 'releases');
export const statePath = (dataDir: string) => path.join(releasesDir(dataDir), 'registry.json');

export function readState(dataDir: string): RegistryState {
  let text: string;
  try {
    text = fs.readFileSync(statePath(dataDir), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
    throw err;
  }
  const parsed = JSON.parse(text) as RegistryState;
  return parsed && typeof parsed === 'object' && parsed.remotes ? parsed : { remotes: {} };
}

/** Temp file + rename: a reader sees the old state or the new one, never half a file. */
export function writeState(dataDir: string, state: RegistryState): void {
  const target = statePath(dataDir);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(state, null, 2) + '\n');
  fs.renameSync(temp, target);
}

/** The remotes with no live release: their pages show the host's fallback until one goes live. */
export function unreleasedRemotes(state: RegistryState): RemoteName[] {
  return REMOTES.filter((remote) => !state.remotes[remote]?.live);
}

/** What the host reads at start; with `dataDir`, versions released before exposes were recorded have theirs read from their folder. */
export function registryView(state: RegistryState, devRemotes: boolean, dataDir?: string): RegistryView {
  if (devRemotes) {
    return {
      remotes: REMOTES.map((remote) => ({
        name: federationName(remote),
        remote,
        version: 'dev',
        entry: `http://127.0.0.1:${DEV_PORTS[remote]}/mf-manifest.json`,
      })),
    };
  }
  const remotes: RegistryView['remotes'] = [];
  for (const remote of REMOTES) {
    const live = state.remotes[remote]?.live;
    if (!live) continue; // never released: the host shows its fallback for this remote
    const record = state.remotes[remote]?.versions.find((v) => v.version === live);
    const canary = state.remotes[remote]?.canary;
    const canaryRecord = canary && state.remotes[remote]?.versions.find((v) => v.version === canary.version);
    const exposes = (version: string, record: VersionEntry | undefined) => (dataDir ? releasedExposes(path.join(releasesDir(dataDir), remote, version), record?.exposes) : record?.exposes);
    remotes.push({
      name: federationName(remote),
      remote,
      version: live,
      entry: `/remotes/${remote}/${live}/mf-manifest.json`,
      ...routeFacts(record, exposes(live, record)),
      ...(canary && canaryRecord
        ? { canary: { version: canary.version, percent: canary.percent, entry: `/remotes/${remote}/${canary.version}/mf-manifest.json`, ...routeFacts(canaryRecord, exposes(canary.version, canaryRecord)) } }
        : {}),
    });
  }
  return { remotes };
}

/** The folder of the live host release, or null while the host was never released (then host/dist serves). */
export function liveHostDir(dataDir: string, state: RegistryState = readState(dataDir)): string | null {
  const live = state.remotes[HOST]?.live;
  if (!live) return null;
  const dir = path.join(releasesDir(dataDir), HOST, live);
  return fs.existsSync(dir) ? dir : null;
}

/** The live version of the host and every remote (null: never released), for /health and operators. */
export function liveVersions(state: RegistryState): Record<string, string | null> {
  return Object.fromEntries(APPS.map((app) => [app, state.remotes[app]?.live ?? null]));
}
