// What single-spa-react is given as react-dom/client for a remote's parcels: its roots draw as a
// transition. single-spa-react calls root.render() as it is, a default-priority update that React
// draws in one piece; as a transition React yields to the browser every few milliseconds, as the
// host's own first render already does (host/src/bootstrap.tsx). Measured with bench:blocking
// (docs/benchmarks.md): lower median blocking time on /home, /source_list and /index_list in two
// rounds, /login mixed. A React task of 150-250 ms at 4x CPU still follows /home's page code in a
// trace, so not all of that work is the page's render.
import { startTransition, type ReactNode } from 'react';
import { createRoot, type RootOptions } from 'react-dom/client';

export const transitionRoots = {
  createRoot(container: Element | DocumentFragment, options?: RootOptions) {
    const root = createRoot(container, options);
    return {
      render: (children: ReactNode) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};
