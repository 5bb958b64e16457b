import { registerNamespace } from '@portal/shared/core';
import { loadManifests } from './load-manifests';
import type { RegistryEntry } from './registry';
import { routesOf, type PortalRoute } from '../routing/route-table';

/**
 * Every remote's pages, from what its release recorded in the registry (routes and their labels),
 * so the host starts without fetching any remote: menu, guard, tag labels and titles need only
 * this. A remote whose registry entry lacks routes or labels (dev servers, releases made before
 * the build recorded them) is asked for its `./manifest` instead.
 */
export async function registryRoutes(list: RegistryEntry[]): Promise<PortalRoute[]> {
  const recorded = list.filter((entry) => entry.routes && entry.labels);
  const routes: PortalRoute[] = [];
  for (const entry of recorded) {
    const namespace = entry.namespace ?? entry.remote;
    // Never overwrite: once the remote itself loads, its full locale files take over.
    registerNamespace(namespace, entry.labels ?? {}, { overwrite: false });
    routes.push(...routesOf(entry.name, { namespace, routes: entry.routes ?? [] }));
  }
  const unrecorded = list.filter((entry) => !(entry.routes && entry.labels));
  if (unrecorded.length > 0) routes.push(...(await loadManifests(unrecorded)).routes);
  return routes;
}
