// Remotes take Module Federation's runtime from the host (experiments.externalRuntime) instead of
// each carrying a copy in its remoteEntry.js (19 KiB gzip of every page's scripts): the host puts
// its runtime core on the page (provideExternalRuntime) before any remote starts. A remote built so
// cannot start on a host that does not, so each build records its side in RUNTIME_RECORD_FILE and
// the release check (server/src/platform/compatibility.ts) refuses a remote whose live host does
// not provide a runtime it can use, and a host that would leave a live remote without one.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { buildRecordPlugin } from './build-record-plugin';

export const RUNTIME_RECORD_FILE = 'portal-federation-runtime.json';

/** What a build wrote: the host provides its runtime core; a remote requires one within `requires`. */
export type RuntimeRecord = { provides: string } | { requires: string; builtWith: string };

const PLUGIN = '@module-federation/enhanced';

/**
 * Federation's packages are released together: the enhanced plugin's version is its runtime core's.
 * Read from the package folder above its entry, as its exports map does not export package.json.
 */
export function federationVersion(appDir: string): string {
  let dir = path.dirname(createRequire(path.join(appDir, 'package.json')).resolve(PLUGIN));
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === PLUGIN && pkg.version) return pkg.version;
  }
  throw new Error(`${PLUGIN}: no package.json above its entry (from ${appDir})`);
}

/**
 * A remote needs the same minor of the runtime core: the bundler runtime it carries calls the
 * core's internals, which a minor release may change; a patch does not.
 */
export function runtimeRecord(version: string, host: boolean): RuntimeRecord {
  return host ? { provides: version } : { requires: `~${version}`, builtWith: version };
}

export function federationExperiments(host: boolean): { provideExternalRuntime: true } | { externalRuntime: true } {
  return host ? { provideExternalRuntime: true } : { externalRuntime: true };
}

export function runtimeRecordPlugin(record: RuntimeRecord): { apply(compiler: Compiler): void } {
  return buildRecordPlugin(RUNTIME_RECORD_FILE, () => record);
}
