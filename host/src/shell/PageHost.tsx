import { Suspense, useSyncExternalStore } from 'react';
import { ErrorBoundary, FailurePanel, PageLoading } from '@portal/shared/react';
import { HostPage } from '../pages/HostPage';
import { useAddress } from '../routing/address';
import { findRoute, subPathOf, type PortalRoute } from '../routing/route-table';
import { RemotePage } from './RemotePage';
import { tagsStore } from './tags-store';

function PageOf({ route, routes, query, subPath = '' }: { route: PortalRoute; routes: PortalRoute[]; query: Record<string, string>; subPath?: string }) {
  if (route.owner !== 'host') return <RemotePage remote={route.owner} route={route.path} query={query} subPath={subPath} ui={route.ui} />;
  // A host page may draw a component of the deferred part of antd (host/src/ui/deferred-ui.ts), and
  // some come in chunks of their own: one that cannot come (the network gone) offers a reload.
  return (
    <ErrorBoundary fallback={() => <FailurePanel onRetry={() => window.location.reload()} />}>
      <Suspense fallback={<PageLoading />}>
        <HostPage route={route.path} routes={routes} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Renders the pages. Shell pages live in tags: keep-alive ones stay mounted (hidden) while their
 * tag is open, so what a user typed survives switching tags and visiting public pages; others
 * mount only while active. A portal or blank page is rendered on its own while it is current.
 */
export function PageHost({ routes, current }: { routes: PortalRoute[]; current: PortalRoute | undefined }) {
  const { tags, active } = useSyncExternalStore(tagsStore.subscribe, tagsStore.getState);
  const location = useAddress();
  const currentIsShell = current !== undefined && (current.layout ?? 'shell') === 'shell';
  return (
    <>
      {tags.map((tag) => {
        const route = findRoute(routes, tag.value);
        const visible = currentIsShell && tag.value === active;
        if (!route || (!visible && !route.keepAlive)) return null;
        return (
          <div key={tag.value} style={{ display: visible ? 'block' : 'none' }} data-page={tag.value}>
            <PageOf route={route} routes={routes} query={tag.query} />
          </div>
        );
      })}
      {current && !currentIsShell && (
        <div key={`single:${current.path}`} data-page={current.path}>
          <PageOf route={current} routes={routes} query={Object.fromEntries(new URLSearchParams(location.search))} subPath={subPathOf(current, location.pathname)} />
        </div>
      )}
    </>
  );
}
