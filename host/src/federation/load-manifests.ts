import { registerNamespace, type RemoteManifest } from '@portal/shared/core';
import { loadRemoteModule } from './remote-loader';
import type { RegistryEntry } from './registry';
import { routesOf, type PortalRoute, type RemoteState } from '../routing/route-table';

export interface LoadedRemotes {
  routes: PortalRoute[];
  remotes: RemoteState[];
}

/**
 * Reads every remote's small `./manifest` in parallel. A remote that fails keeps the routes the
 * registry recorded for it at release, so its pages show a fallback instead of a 404.
 */
export async function loadManifests(list: RegistryEntry[]): Promise<LoadedRemotes> {
  const settled = await Promise.allSettled(list.map((entry) => loadRemoteModule<{ default?: RemoteManifest; manifest?: RemoteManifest }>(entry.name, 'manifest')));
  const routes: PortalRoute[] = [];
  const remotes: RemoteState[] = [];
  settled.forEach((result, index) => {
    const entry = list[index];
    const manifest = result.status === 'fulfilled' ? (result.value.manifest ?? result.value.default) : undefined;
    if (manifest) {
      registerNamespace(manifest.namespace, manifest.locales);
      routes.push(...routesOf(entry.name, manifest));
      remotes.push({ name: entry.name, namespace: manifest.namespace, status: 'ready' });
    } else {
      const error = result.status === 'rejected' ? String((result.reason as Error)?.message ?? result.reason) : 'manifest missing';
      routes.push(...routesOf(entry.name, { namespace: entry.remote, routes: entry.routes ?? [] }));
      remotes.push({ name: entry.name, namespace: entry.remote, status: 'failed', error });
    }
  });
  return { routes, remotes };
}
