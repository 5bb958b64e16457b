import { findRoute, normalisedPath, type RemoteManifest, type RemoteRoute } from '@portal/shared/core';

export type RemoteStatus = 'ready' | 'failed';

export interface PortalRoute extends RemoteRoute {
  /** Federation name of the remote that owns the page, or 'host' for the shell's own pages. */
  owner: string;
  /** i18n namespace of the label. */
  namespace: string;
}

export interface RemoteState {
  name: string;
  namespace: string;
  status: RemoteStatus;
  error?: string;
}

/** The shell's own pages. */
export const HOST_ROUTES: PortalRoute[] = [
  { path: '/home/index', labelKey: 'route.homeIndex', owner: 'host', namespace: 'host', public: true, hideInMenu: true },
  { path: '/info/index', labelKey: 'route.info', owner: 'host', namespace: 'host', hideInMenu: true },
  { path: '/lock', labelKey: 'route.lock', owner: 'host', namespace: 'host', public: true, hideInMenu: true, layout: 'blank' },
  { path: '/404', labelKey: 'route.404', owner: 'host', namespace: 'host', public: true, hideInMenu: true, layout: 'blank' },
  { path: '/401', labelKey: 'route.401', owner: 'host', namespace: 'host', public: true, hideInMenu: true, layout: 'blank' },
  { path: '/403', labelKey: 'route.403', owner: 'host', namespace: 'host', public: true, hideInMenu: true, layout: 'blank' },
  { path: '/500', labelKey: 'route.500', owner: 'host', namespace: 'host', public: true, hideInMenu: true, layout: 'blank' },
];

export function routesOf(owner: string, manifest: Pick<RemoteManifest, 'namespace' | 'routes'>): PortalRoute[] {
  return manifest.routes.map((route) => ({ ...route, owner, namespace: manifest.namespace }));
}

// The server picks the page for an address by the same match (@portal/shared/core route-match).
export { findRoute };

/** What a prefix route's page gets of the address below its own path, as typed (still encoded). */
export function subPathOf(route: PortalRoute | undefined, path: string): string {
  if (!route?.prefix || normalisedPath(path) === route.path.toLowerCase()) return '';
  return path.slice(route.path.length + 1);
}

/** An entry is visible when it names no roles or the user holds one of them. */
export function allowedForRoles(route: Pick<RemoteRoute, 'roles'>, userRoles: string[]): boolean {
  return !route.roles || route.roles.length === 0 || route.roles.some((role) => userRoles.includes(role));
}
