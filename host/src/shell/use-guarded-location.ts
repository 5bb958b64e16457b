import { useEffect } from 'react';
import { buildUrl, getStore, navigation, removeStore, session } from '@portal/shared/core';
import { LOCK_RETURN_KEY } from '../session/lock-return';
import { usePortalSession } from '@portal/shared/react';
import { goTo, useAddress } from '../routing/address';
import { decide, sessionFacts } from '../routing/guard';
import { findRoute, type PortalRoute } from '../routing/route-table';
import { openTag } from './tags-store';

const queryOf = (search: string): Record<string, string> => Object.fromEntries(new URLSearchParams(search));

/** Only a path of this portal, never the lock page itself. */
function safeReturn(path: string | undefined): string | undefined {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/lock') ? path : undefined;
}

/** Applies the guard to every address change and opens (or activates) the page's tag. */
export function useGuardedLocation(routes: PortalRoute[]): PortalRoute | undefined {
  const location = useAddress();
  const state = usePortalSession();
  const route = findRoute(routes, location.pathname);

  useEffect(() => {
    navigation.setNavigator({
      go: (path, query) => goTo(buildUrl(path, query)),
      replace: (path, query) => goTo(buildUrl(path, query), { replace: true }),
      open: (path, query) => window.open(buildUrl(path, query), '_blank'),
    });
  }, []);

  useEffect(() => {
    const unlockedOnLockPage = location.pathname === '/lock' && !state.lock.locked;
    const decision = decide({
      lockReturn: unlockedOnLockPage ? safeReturn(getStore<string>({ name: LOCK_RETURN_KEY })) : undefined,
      path: location.pathname,
      route,
      locked: state.lock.locked,
      ...sessionFacts(state),
    });
    if (decision.kind === 'redirect') {
      if (decision.logout) session.logout();
      if (unlockedOnLockPage) removeStore({ name: LOCK_RETURN_KEY });
      goTo(decision.to, { replace: true });
      return;
    }
    // Keyed on the address object, not its path: a close of the shown tag and a return to its page
    // can be drawn in one transition, leaving the path as it was while the tag is gone.
    if (route && (route.layout ?? 'shell') === 'shell') openTag({ value: route.path, labelKey: route.labelKey, namespace: route.namespace, query: queryOf(location.search) });
  }, [location, route, state.accessToken, state.lock.locked, state.portalUser, state.tempUser, state.userInfo]);

  return route;
}
