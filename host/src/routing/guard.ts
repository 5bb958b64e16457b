import type { SessionState } from '@portal/shared/core';
import { allowedForRoles, type PortalRoute } from './route-table';

export interface GuardInput {
  path: string;
  route: PortalRoute | undefined;
  hasToken: boolean;
  locked: boolean;
  /** A portal user or a temporary registration user is present. */
  hasPortalOrTempUser: boolean;
  hasShellUser: boolean;
  /** Roles of the logged-in user; a route that names roles the user lacks answers /403. */
  roles?: string[];
  /** Where the user locked the screen from; unlocking returns there. */
  lockReturn?: string;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; logout?: boolean };

/** The route guard of spec 01 §2, as a pure decision. */
export function decide(input: GuardInput): GuardDecision {
  if (input.locked) return input.path === '/lock' ? { kind: 'allow' } : { kind: 'redirect', to: '/lock' };
  // Unlocked on the lock page (or never locked): back to the page the lock was set on.
  if (input.path === '/lock') return { kind: 'redirect', to: input.lockReturn ?? '/home' };
  if (input.path === '/' || input.path === '') return { kind: 'redirect', to: '/home' };
  if (input.hasToken && input.path.toLowerCase() === '/login') return { kind: 'redirect', to: '/' };
  if (!input.route) return { kind: 'redirect', to: '/404' };
  if (input.route.public) return { kind: 'allow' };
  if (!input.hasToken) return { kind: 'redirect', to: '/home', logout: true };
  if (!input.hasPortalOrTempUser && !input.hasShellUser) return { kind: 'redirect', to: '/home' };
  // The menu hides such an entry; an address typed or bookmarked must not open it either.
  if (!allowedForRoles(input.route, input.roles ?? [])) return { kind: 'redirect', to: '/403' };
  return { kind: 'allow' };
}

/** What the guard reads of the session. */
export type SessionFacts = Pick<GuardInput, 'hasToken' | 'hasPortalOrTempUser' | 'hasShellUser' | 'roles'>;

export function sessionFacts(state: Pick<SessionState, 'accessToken' | 'portalUser' | 'tempUser' | 'userInfo'>): SessionFacts {
  return {
    hasToken: Boolean(state.accessToken),
    hasPortalOrTempUser: Boolean(state.portalUser || state.tempUser),
    hasShellUser: Boolean(state.userInfo),
    roles: state.userInfo?.roles ?? [],
  };
}

/** Whether the guard would let this session open at least one of these pages (a lock aside). */
export function opensSomePage(routes: PortalRoute[], facts: SessionFacts): boolean {
  return routes.some((route) => decide({ ...facts, path: route.path, route, locked: false }).kind === 'allow');
}
