// The host loads the page at an address in steps, each waiting for the one before: the remote's
// mf-manifest.json, then its remoteEntry.js and `./app`, then the page's own chunks. The page the
// server sends for an address names all of them in <link rel="preload"> tags, so the browser
// fetches them beside the host's scripts and each step finds its files already there. What a
// page fetches is a fact of the live release (its mf-manifest.json and portal-page-files.json).
import fs from 'node:fs';
import path from 'node:path';
import { findRoute } from '@portal/shared/core';
import { fileMemo } from './file-memo';
import { registryView, releasesDir, type RegistryState } from './registry';

/** Written beside a remote's build (tooling/src/route-ui.ts): route path → its page's scripts. */
export const PAGE_FILES_RECORD = 'portal-page-files.json';

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

const readJson = <T>(file: string): T | null => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
};
// Read once per release: the page is served on every visit, the files change only with a release.
const readManifest = fileMemo((file) => readJson<FederationManifest>(file));
const readPageFiles = fileMemo((file) => readJson<Record<string, string[]>>(file));

/** A file name from a build record that is safe to put in a tag: no path, no markup. */
const plainName = (name: unknown): name is string => typeof name === 'string' && /^[\w.-]+\.js$/.test(name);

/**
 * The preload tags for the remote page at this address: its manifest, entry, `./app` and the page's
 * chunks, from the live release. None where the address is no remote's page, where the remote has
 * a canary (which version a browser gets is chosen in the browser), or where the release recorded
 * nothing (an older build: the page loads as before).
 */
export function remotePagePreload(state: RegistryState, dataDir: string, urlPath: string): string {
  const entries = registryView(state, false).remotes;
  const owner = entries.find((entry) => findRoute(entry.routes ?? [], urlPath));
  if (!owner || owner.canary) return '';
  const route = findRoute(owner.routes ?? [], urlPath);
  const dir = path.join(releasesDir(dataDir), owner.remote, owner.version);
  const manifest = readManifest(path.join(dir, 'mf-manifest.json'));
  const pageFiles = route && readPageFiles(path.join(dir, PAGE_FILES_RECORD))?.[route.path];
  if (!manifest || !Array.isArray(pageFiles)) return '';
  const app = manifest.exposes?.find((expose) => expose.name === 'app')?.assets?.js?.sync ?? [];
  const entry = manifest.metaData?.remoteEntry?.path ? undefined : manifest.metaData?.remoteEntry?.name;
  const scripts = [entry, ...app, ...pageFiles].filter(plainName);
  const base = `/remotes/${owner.remote}/${owner.version}/`;
  // crossorigin: the runtime fetches the manifest with fetch(), a CORS-mode request; a preload
  // without it would not be the one reused.
  const tags = [`<link rel="preload" as="fetch" crossorigin href="${base}mf-manifest.json">`];
  for (const file of [...new Set(scripts)]) tags.push(`<link rel="preload" as="script" href="${base}${file}">`);
  return tags.join('');
}
