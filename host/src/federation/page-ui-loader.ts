// Another app warms a page through the shared loader: the source detail's code is fetched while
// the supplier slides the puzzle (shared/src/core/source-detail-opener.ts) with its remote's
// `preloadPage`. That fetches the page's own chunks only; here the host adds the deferred antd
// parts the page's route records, as it does for the address a visitor opens (opened-page.ts).
// Without them the detail fetched its Descriptions after the pass came, unless the idle preload
// had happened to fetch them first.
import type { PagePreloader, RemoteModuleLoader } from '@portal/shared/core';
import { preloadDeferredUi } from '../ui/deferred-ui';
import { findRoute, type PortalRoute } from '../routing/route-table';

export function withPageUi(load: RemoteModuleLoader, routes: readonly PortalRoute[], loadUi: (names: string[] | undefined) => void = preloadDeferredUi): RemoteModuleLoader {
  return async (remote, exposed) => {
    const module = await load(remote, exposed);
    if (exposed !== 'app' || !module) return module;
    const app = module as PagePreloader;
    const preloadPage = (path: string) => {
      const route = findRoute(routes, path);
      if (route?.owner === remote) loadUi(route.ui);
      return app.preloadPage?.(path);
    };
    return { ...app, preloadPage };
  };
}
