import { BrowserRouter } from 'react-router-dom';
import { PortalRoot } from '@portal/shared/react';
import type { PortalRoute } from './routing/route-table';
import { HttpUiBridge } from './shell/HttpUiBridge';
import { Shell } from './shell/Shell';

export function App({ routes }: { routes: PortalRoute[] }) {
  return (
    <PortalRoot>
      <HttpUiBridge />
      <BrowserRouter>
        <Shell routes={routes} />
      </BrowserRouter>
    </PortalRoot>
  );
}
