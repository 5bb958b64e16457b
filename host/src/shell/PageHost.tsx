import { useSyncExternalStore } from 'react';
import type { PortalRoute } from '../routing/route-table';
import { findRoute } from '../routing/route-table';
import { HostPage } from '../pages/HostPage';
import { RemotePage } from './RemotePage';
import { tagsStore } from './tags-store';

/**
 * Renders the open tags. Keep-alive pages stay mounted (hidden) while their tag is open, so what
 * a user typed survives switching tags; other pages mount only while active.
 */
export function PageHost({ routes }: { routes: PortalRoute[] }) {
  const { tags, active } = useSyncExternalStore(tagsStore.subscribe, tagsStore.getState);
  return (
    <>
      {tags.map((tag) => {
        const route = findRoute(routes, tag.value);
        const isActive = tag.value === active;
        if (!route || (!isActive && !route.keepAlive)) return null;
        return (
          <div key={tag.value} style={{ display: isActive ? 'block' : 'none' }} data-page={tag.value}>
            {route.owner === 'host' ? (
              <HostPage route={route.path} />
            ) : (
              <RemotePage remote={route.owner} route={route.path} query={tag.query} />
            )}
          </div>
        );
      })}
    </>
  );
}
