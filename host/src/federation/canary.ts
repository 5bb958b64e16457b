// Canary releases (issue 38): the registry may offer, beside a remote's live version, a canary for a
// share of browsers. Each browser decides for itself from its random id (release-health.ts, kept in
// localStorage) hashed with the remote's name into 0–99: the same browser gets the same version on
// every load, about `percent` of browsers get the canary, and a browser's draw for one remote says
// nothing of its draw for another.
import type { RouteRemoteFacts, RegistryEntry } from './registry';

/** 0–99, stable for a browser and a remote. */
export function canaryBucket(browser: string, remote: string): number {
  const text = `${browser}:${remote}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // A final mix: FNV's low bits follow the last characters too closely for a fair share.
  h = (h ^ (h >>> 16)) >>> 0;
  h = Math.imul(h, 0x45d9f3b) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return h % 100;
}

/** The registry entry this browser uses: the canary when its draw falls inside the canary's share. */
export function chooseVersion(entry: RegistryEntry, browser: string): RegistryEntry {
  const { canary, routes, namespace, labels, exposes, ...rest } = entry;
  if (!canary || canaryBucket(browser, entry.remote) >= canary.percent) return { ...rest, ...facts({ routes, namespace, labels, exposes }) };
  return { ...rest, version: canary.version, entry: canary.entry, ...facts(canary) };
}

function facts(f: RouteRemoteFacts): RouteRemoteFacts {
  return {
    ...(f.routes ? { routes: f.routes } : {}),
    ...(f.namespace ? { namespace: f.namespace } : {}),
    ...(f.labels ? { labels: f.labels } : {}),
    ...(f.exposes ? { exposes: f.exposes } : {}),
  };
}
