import type { PagePreloader } from '@portal/shared/core';
import { preloadRemoteApp } from './remote-loader';
import { preloadDeferredUi } from '../ui/deferred-ui';
import { opensSomePage, type SessionFacts } from '../routing/guard';
import { findRoute, type PortalRoute } from '../routing/route-table';

export interface OpenedPageDeps {
  loadApp?: (remote: string) => Promise<PagePreloader | undefined>;
  loadUi?: (names: string[] | undefined) => void;
}

/**
 * Starts fetching the page at the address the browser opened — its remote's `./app`, the page's own
 * chunks and the deferred antd parts it draws — as soon as the registry is read, beside the host's
 * first render of the frame. Left to the page (RemotePage), the remote's first request went out
 * only once the frame had been drawn, and the page's chunks one round trip after that. A page the
 * session may not open (the guard sends it elsewhere) is not fetched. Nothing here reports a
 * failure: the page, when it opens, retries and reports.
 */
export function startOpenedPage(routes: readonly PortalRoute[], pathname: string, facts: SessionFacts, deps: OpenedPageDeps = {}): PortalRoute | undefined {
  const { loadApp = (remote: string) => preloadRemoteApp<PagePreloader>(remote), loadUi = preloadDeferredUi } = deps;
  const route = findRoute(routes, pathname);
  if (!route || route.owner === 'host' || !opensSomePage([route], facts)) return undefined;
  loadUi(route.ui);
  void loadApp(route.owner).then((app) => app?.preloadPage?.(route.path));
  return route;
}
