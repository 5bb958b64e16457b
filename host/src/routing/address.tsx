// The address bar as React state, for the host alone: it is the only part of the portal that
// routes (a page is a remote's parcel, found in the route table), and all it needs of a router is
// the address and a way to change it. react-router's BrowserRouter did that for 9 KiB gzip of
// every first visit, tree-shaken (README, "First load").
import { createContext, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { ADDRESS_CHANGED_EVENT, onAddressChange } from '@portal/shared/core';

export interface Address {
  pathname: string;
  search: string;
  hash: string;
}

const read = (): Address => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });
const same = (a: Address, b: Address) => a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/** Goes to `to`, a path of this portal with its query: a new history entry, or in place of the current one. */
export function goTo(to: string, opts: { replace?: boolean } = {}): void {
  if (opts.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  // pushState and replaceState, unlike the back and forward buttons, fire no event of their own.
  window.dispatchEvent(new Event(ADDRESS_CHANGED_EVENT));
}

const AddressContext = createContext<Address | null>(null);

/**
 * Holds the address for everything under it. A change is drawn as a transition (as react-router
 * did): a page that is not ready yet keeps the previous one on screen instead of a fallback.
 */
export function AddressProvider({ children }: { children: ReactNode }) {
  const [address, setAddress] = useState(read);
  useLayoutEffect(() => {
    const update = () => {
      const now = read();
      startTransition(() => setAddress((before) => (same(before, now) ? before : now)));
    };
    const stop = onAddressChange(update);
    // A goTo between the first draw and this effect would otherwise go unseen.
    update();
    return stop;
  }, []);
  return <AddressContext.Provider value={address}>{children}</AddressContext.Provider>;
}

/** The current address; only under AddressProvider. */
export function useAddress(): Address {
  const address = useContext(AddressContext);
  if (!address) throw new Error('useAddress needs an AddressProvider above it');
  return address;
}
