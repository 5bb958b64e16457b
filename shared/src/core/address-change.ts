// The host moves through the portal with history.pushState, which (unlike the back and forward
// buttons' popstate) fires no event; it fires this one after each move instead, so that what lives
// outside a page's tree (a dialog in a root of its own) can tell the visitor has left.
export const ADDRESS_CHANGED_EVENT = 'portal:address-changed';

/** Calls `changed` after every move, by the host or the browser's buttons; returns the way to stop. */
export function onAddressChange(changed: () => void, target: Window = window): () => void {
  target.addEventListener('popstate', changed);
  target.addEventListener(ADDRESS_CHANGED_EVENT, changed);
  return () => {
    target.removeEventListener('popstate', changed);
    target.removeEventListener(ADDRESS_CHANGED_EVENT, changed);
  };
}

/**
 * Calls `left` once the address's path is no longer the one it is now (a changed query alone does
 * not count), and returns the way to stop watching.
 */
export function onLeavingPath(left: () => void, target: Window = window): () => void {
  const path = target.location.pathname.toLowerCase();
  return onAddressChange(() => {
    if (target.location.pathname.toLowerCase() !== path) left();
  }, target);
}
