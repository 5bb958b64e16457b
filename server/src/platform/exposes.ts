// The modules a remote's build exposes (mf-manifest.json `exposes`, names without './'). The host
// asks a remote only for what its version has: after a rollback to a version from before a module
// was added, a page that embeds that module leaves it out instead of fetching, retrying and
// reporting an error against a version that has no fault (its release health would count it).
import fs from 'node:fs';
import path from 'node:path';

/** The exposed modules of a build, or undefined when its manifest is missing or lists none. */
export function readExposes(buildDir: string): string[] | undefined {
  let manifest: unknown;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const exposes = (manifest as { exposes?: unknown } | null)?.exposes;
  if (!Array.isArray(exposes)) return undefined;
  const names = exposes.map((e) => (e as { name?: unknown } | null)?.name).filter((name): name is string => typeof name === 'string' && name.length > 0);
  return names.length > 0 ? names : undefined;
}

// A released version's folder never changes, so what it exposes is read once per process.
const released = new Map<string, string[] | undefined>();

/** What a released version exposes: recorded at release, or read from its folder (versions released before the record). */
export function releasedExposes(versionDir: string, recorded: string[] | undefined): string[] | undefined {
  if (recorded) return recorded;
  if (!released.has(versionDir)) released.set(versionDir, readExposes(versionDir));
  return released.get(versionDir);
}
