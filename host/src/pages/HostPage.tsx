import { lazy } from 'react';
import type { PortalRoute } from '../routing/route-table';
import { ErrorPage, isErrorPage } from './ErrorPage';
import { LockPage } from './LockPage';

// Pages for a logged-in user in the back-office layout, fetched when one opens: a public page's
// first load does not carry them. The lock screen stays in: it must show even when the network
// has gone away.
const HomeIndexPage = lazy(() => import(/* webpackChunkName: "host-pages" */ './HomeIndexPage').then((m) => ({ default: m.HomeIndexPage })));
const PersonalInfoPage = lazy(() => import(/* webpackChunkName: "host-pages" */ './PersonalInfoPage').then((m) => ({ default: m.PersonalInfoPage })));

/** The shell's own pages: first page, personal info, lock screen and the error pages. */
export function HostPage({ route, routes }: { route: string; routes: PortalRoute[] }) {
  if (route === '/lock') return <LockPage />;
  if (route === '/info/index') return <PersonalInfoPage />;
  if (isErrorPage(route)) return <ErrorPage route={route} />;
  return <HomeIndexPage routes={routes} />;
}
