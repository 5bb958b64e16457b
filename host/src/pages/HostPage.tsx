import type { PortalRoute } from '../routing/route-table';
import { ErrorPage, isErrorPage } from './ErrorPage';
import { HomeIndexPage } from './HomeIndexPage';
import { LockPage } from './LockPage';
import { PersonalInfoPage } from './PersonalInfoPage';

/** The shell's own pages: first page, personal info, lock screen and the error pages. */
export function HostPage({ route, routes }: { route: string; routes: PortalRoute[] }) {
  if (route === '/lock') return <LockPage />;
  if (route === '/info/index') return <PersonalInfoPage />;
  if (isErrorPage(route)) return <ErrorPage route={route} />;
  return <HomeIndexPage routes={routes} />;
}
