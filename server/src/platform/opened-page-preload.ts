// The remote code of the page an address opens, named in the host page the server sends for it:
// the remote's entry, its `./app` and the page's own chunks (the route's `files`, as its build
// recorded them: tooling/src/route-files.ts), in after-paint links the host turns into preloads
// with its own first chunks. Otherwise the browser asked for them one after another, once the host
// had run, read the registry and fetched the remote's manifest: on /home, the page's chunks left
// 450 ms after the host's. A remote with a canary gets none: a browser may be given either version.
import fs from 'node:fs';
import path from 'node:path';
import { afterPaintScriptLinks, isPlainScript } from './after-paint-links';
import { fileMemo } from './file-memo';
import type { OpenedRoute } from './opened-route';
import { releasesDir } from './registry';

interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/** The plain script names in a list read from a file; anything else is left out. */
const scripts = (list: unknown): string[] => (Array.isArray(list) ? list.filter(isPlainScript) : []);

// Read once per release: the page is served on every visit, the manifest changes only with a release.
const readEntryFiles = fileMemo((file) => {
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const app = manifest.exposes?.find((expose) => expose.name === 'app');
  return [...scripts([manifest.metaData?.remoteEntry?.name]), ...scripts(app?.assets?.js?.sync)];
});

/** The after-paint preload tags for the remote code of the opened page, or ''. */
export function openedPagePreload(opened: OpenedRoute | null, dataDir: string): string {
  if (!opened || opened.remote.canary) return '';
  const { remote, route } = opened;
  let entry: string[] | null;
  try {
    entry = readEntryFiles(path.join(releasesDir(dataDir), remote.remote, remote.version, 'mf-manifest.json'));
  } catch {
    // A manifest that cannot be read: the host says so when it loads the remote; the page still comes.
    return '';
  }
  if (!entry) return '';
  const files = [...new Set([...entry, ...scripts(route.files)])];
  return afterPaintScriptLinks(`/remotes/${remote.remote}/${remote.version}/`, files);
}
