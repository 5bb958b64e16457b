// The check a release passes before it goes live: every shared singleton a remote requires must be
// satisfied by what the live host provides (ARCHITECTURE.md, "Two kinds of shared code"). The
// versions come from the federation manifest each build writes (mf-manifest.json `shared`), and
// are copied into the release record, so the check never needs a browser.
import fs from 'node:fs';
import path from 'node:path';
import { satisfies } from './semver-range';
import { readUiRecord } from './ui-record';

/** One shared module as a build declared it: the version it provides and the range it accepts. */
export interface SharedRecord {
  name: string;
  version: string;
  requiredVersion?: string;
  /** Exports of a trimmed library (antd, its icons) the build imports (portal-ui.json). */
  uses?: string[];
  /** Exports the build provides when it provides the library trimmed (the host); absent: all of it. */
  provides?: string[];
  /** false: the build carries no copy of the module (a remote since fallbacks were dropped); absent: it does. */
  bundled?: false;
}

export interface Conflict {
  module: string;
  /** A version outside the range, or exports missing from a trimmed build ('required' lists them). */
  kind?: 'version' | 'exports';
  /** The app that requires the module, and the range it requires. */
  consumer: string;
  required: string;
  /** The app expected to provide it, and the version it provides ('none' when it does not). */
  provider: string;
  provided: string;
}

/**
 * Modules that must come from the host. A remote that brought its own copy of the portal runtime
 * would run with a second session, navigation bus and i18n instance: a silent split, not a
 * fallback. Any other library a build carries no copy of must come from the host as well; one it
 * carries (remotes built before they stopped bundling the libraries) it loads itself.
 */
export const HOST_PROVIDED = ['@portal/runtime'];

/**
 * Module Federation's runtime core: remotes built since the host provides it carry no copy
 * (tooling/src/federation-runtime.ts), which their build records beside the manifest. It stands in
 * the shared records as a module the remote does not bundle, so the check below treats it as one.
 */
export const FEDERATION_RUNTIME = '@module-federation/runtime-core';
const RUNTIME_RECORD_FILE = 'portal-federation-runtime.json';

/** The runtime core as a shared record of this build, if its build recorded one. */
function runtimeRecord(buildDir: string): SharedRecord[] {
  let record: { provides?: unknown; requires?: unknown; builtWith?: unknown };
  try {
    record = JSON.parse(fs.readFileSync(path.join(buildDir, RUNTIME_RECORD_FILE), 'utf8')) as typeof record;
  } catch {
    return [];
  }
  if (typeof record?.provides === 'string') return [{ name: FEDERATION_RUNTIME, version: record.provides }];
  if (typeof record?.requires === 'string' && typeof record.builtWith === 'string') return [{ name: FEDERATION_RUNTIME, version: record.builtWith, requiredVersion: record.requires, bundled: false }];
  return [];
}

/** The federation manifest lists no file for a shared module the build does not bundle (`import: false`). */
function bundlesNoCopy(assets: unknown): boolean {
  const js = (assets as { js?: { sync?: unknown; async?: unknown } } | null)?.js;
  return Array.isArray(js?.sync) && Array.isArray(js?.async) && js.sync.length === 0 && js.async.length === 0;
}

/** The shared modules of a build, from its mf-manifest.json; [] when the file has none. */
export function readSharedRecords(buildDir: string): SharedRecord[] {
  const file = path.join(buildDir, 'mf-manifest.json');
  if (!fs.existsSync(file)) return [];
  let manifest: unknown;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return [];
  const ui = readUiRecord(buildDir);
  const records = shared
    .filter((s): s is { name: string; version: string; requiredVersion?: unknown; assets?: unknown } => typeof s?.name === 'string' && typeof s?.version === 'string')
    .map((s) => ({
      name: s.name,
      version: s.version,
      ...(typeof s.requiredVersion === 'string' ? { requiredVersion: s.requiredVersion } : {}),
      ...(ui.uses[s.name] ? { uses: ui.uses[s.name] } : {}),
      ...(ui.provides[s.name] ? { provides: ui.provides[s.name] } : {}),
      ...(bundlesNoCopy(s.assets) ? { bundled: false as const } : {}),
    }));
  return [...records, ...runtimeRecord(buildDir)];
}

/** What `remote` requires that `host` does not satisfy. */
export function findConflicts(remote: { name: string; shared: SharedRecord[] }, host: { name: string; shared: SharedRecord[] }): Conflict[] {
  const provided = new Map(host.shared.map((s) => [s.name, s.version]));
  const conflicts: Conflict[] = [];
  for (const wanted of remote.shared) {
    const required = wanted.requiredVersion;
    if (!required) continue;
    const version = provided.get(wanted.name);
    if (version === undefined) {
      if (HOST_PROVIDED.includes(wanted.name) || wanted.bundled === false) conflicts.push({ module: wanted.name, consumer: remote.name, required, provider: host.name, provided: 'none' });
      continue;
    }
    if (!satisfies(version, required)) conflicts.push({ module: wanted.name, consumer: remote.name, required, provider: host.name, provided: version });
  }
  return conflicts;
}

/**
 * Exports a remote imports from a library the host provides trimmed without them. Not a refusal:
 * while there are any, the server serves the host's whole-library variant (ui-shortfall.ts).
 */
export function missingExports(remote: { name: string; shared: SharedRecord[] }, host: { name: string; shared: SharedRecord[] }): Conflict[] {
  const conflicts: Conflict[] = [];
  for (const wanted of remote.shared) {
    const provided = host.shared.find((s) => s.name === wanted.name)?.provides;
    if (!wanted.uses || !provided) continue;
    const have = new Set(provided);
    const missing = wanted.uses.filter((name) => !have.has(name));
    if (missing.length > 0) conflicts.push({ module: wanted.name, kind: 'exports', consumer: remote.name, required: missing.join(', '), provider: host.name, provided: 'trimmed' });
  }
  return conflicts;
}

export function describeConflict(c: Conflict): string {
  if (c.kind === 'exports') return `${c.consumer} uses ${c.required} of ${c.module}, which ${c.provider}'s trimmed ${c.module} does not provide (pages load ${c.provider}'s whole-antd variant until ${c.provider} is rebuilt and released)`;
  return `${c.consumer} requires ${c.module} ${c.required}, but ${c.provider} provides ${c.provided === 'none' ? 'no version of it' : c.provided}`;
}
