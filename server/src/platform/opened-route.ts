// The page an address opens among the live remotes' routes, found once per page request: the
// after-paint preloads (deferred antd parts, the remote's scripts) and the first screen all follow
// the same route, matched as the host matches it (shared core's findRoute).
import { findRoute } from '@portal/shared/core';
import { registryView, type RegistryState, type RegistryView, type RouteRecord } from './registry';

export interface OpenedRoute {
  /** The live remote whose page it is. */
  remote: RegistryView['remotes'][number];
  route: RouteRecord;
}

/** The released remote page at this address, or null (a host page, an unknown address). */
export function openedRoute(state: RegistryState, urlPath: string): OpenedRoute | null {
  const { remotes } = registryView(state, false);
  const route = findRoute(remotes.flatMap((remote) => remote.routes ?? []), urlPath);
  const remote = route && remotes.find((candidate) => candidate.routes?.includes(route));
  return route && remote ? { remote, route } : null;
}
