// The host defers part of antd (host/src/ui/deferred-ui.ts). A page that needs it would fetch it
// only once the host has loaded and opened the page; the host page served for such an address
// names the chunk in a <link rel="preload"> instead, so the browser fetches it beside the host's
// own scripts. Which pages need it is what their builds recorded (the route's `ui`, in the
// registry) against what the live host build defers (its portal-ui.json).
import fs from 'node:fs';
import path from 'node:path';
import type { RegistryState, RouteRecord } from './registry';

/** What a host build defers: the antd names and the scripts that hold them (portal-ui.json). */
export interface DeferredUi {
  names: string[];
  files: string[];
}

const cache = new Map<string, { mtimeMs: number; deferred: DeferredUi | null }>();

/** The deferred part recorded beside a host page, or null (an older host, the whole-antd variant). */
export function deferredUiOf(pageDir: string): DeferredUi | null {
  const file = path.join(pageDir, 'portal-ui.json');
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  const known = cache.get(file);
  if (known?.mtimeMs === stat.mtimeMs) return known.deferred;
  let deferred: DeferredUi | null = null;
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { deferred?: { names?: unknown; files?: unknown } };
    const { names, files } = parsed.deferred ?? {};
    const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
    // Only plain chunk names: the file goes into the page as an address.
    if (strings(names) && strings(files) && files.every((f) => /^[\w.-]+\.js$/.test(f))) deferred = { names, files };
  } catch {
    deferred = null;
  }
  cache.set(file, { mtimeMs: stat.mtimeMs, deferred });
  return deferred;
}

const normalised = (p: string) => p.replace(/\/+$/, '').toLowerCase() || '/';

/** The live remote route an address opens, matched as the host matches it (host/src/routing/route-table.ts). */
export function liveRouteOf(state: RegistryState, urlPath: string): RouteRecord | undefined {
  const wanted = normalised(urlPath);
  const routes = Object.values(state.remotes).flatMap((remote) => remote?.versions.find((v) => v.version === remote.live)?.routes ?? []);
  return (
    routes.find((route) => route.path.toLowerCase() === wanted) ??
    routes.find((route) => route.prefix === true && wanted.startsWith(`${route.path.toLowerCase()}/`))
  );
}

/** The preload tags for the page at this address: the deferred part when its route needs it. */
export function deferredUiPreload(state: RegistryState, urlPath: string, pageDir: string, publicPath: string): string {
  const deferred = deferredUiOf(pageDir);
  if (!deferred) return '';
  const route = liveRouteOf(state, urlPath);
  if (!route) return '';
  const ui = route.ui;
  // A route whose build recorded no names may need anything: the host assumes so too.
  const needs = !Array.isArray(ui) || ui.some((name) => deferred.names.includes(name as string));
  return needs ? deferred.files.map((file) => `<link rel="preload" as="script" href="${publicPath}${file}">`).join('') : '';
}
