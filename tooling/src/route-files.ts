// Which scripts each page of a remote runs (its page `import()`'s chunks), written into its route
// table (portal-routes.json) and so into the registry: the server names them, with the remote's
// entry and `./app`, in the host page it serves for that address (server/src/platform/
// opened-page-preload.ts), so the browser fetches them beside the host's own first chunks instead
// of one after another once the host has run and asked for the remote's manifest.
import type { Compilation } from 'webpack';
import { pageChunkGroups } from './route-ui';

/** Route path → the sorted script files of its page's chunks. */
export function routePageFiles(compilation: Compilation, appFile: string): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [route, group] of pageChunkGroups(compilation, appFile)) {
    result[route] = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();
  }
  return result;
}
