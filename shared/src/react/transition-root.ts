// What single-spa-react is given as react-dom/client for a remote's parcels: its roots draw as a
// transition. single-spa-react calls root.render() as it is, a default-priority update that React
// draws in one piece: a page's first draw was one task of ~250 ms at 4× CPU on /home, right after
// its remote's code came. As a transition React yields to the browser every few milliseconds, as
// the host's own first render already does (host/src/bootstrap.tsx).
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
