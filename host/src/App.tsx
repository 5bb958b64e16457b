import { Suspense } from 'react';
import { PageLoading, PortalRoot } from '@portal/shared/react';
import { AddressProvider } from './routing/address';
import type { PortalRoute } from './routing/route-table';
import { HttpUiBridge } from './shell/HttpUiBridge';
import { Shell } from './shell/Shell';

export function App({ routes }: { routes: PortalRoute[] }) {
  return (
    <PortalRoot>
      <HttpUiBridge />
      <AddressProvider>
        {/* The last resort for anything that draws a deferred antd component before it is in
            (host/src/ui/deferred-ui.ts); the frame's own parts have boundaries nearer to them. */}
        <Suspense fallback={<PageLoading />}>
          <Shell routes={routes} />
        </Suspense>
      </AddressProvider>
    </PortalRoot>
  );
}
