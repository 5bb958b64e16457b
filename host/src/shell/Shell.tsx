import { Layout } from 'antd';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT, MAIN_WIDTH } from '@portal/shared/core';
import { ErrorBoundary, usePreferences } from '@portal/shared/react';
import { findRoute, type PortalRoute } from '../routing/route-table';
import { PortalFooter } from '../portal-frame/PortalFooter';
import { PortalHeader } from '../portal-frame/PortalHeader';
import { useSessionTimer } from '../session/use-session-timer';
import { isFloatingMenu, setFloatingMenuOpen, useMenuFold } from './menu-fold';
import { PageHost } from './PageHost';
import { SettingsDrawer } from './SettingsDrawer';
import { TagBar } from './TagBar';
import { useGuardedLocation } from './use-guarded-location';
import { useWidthClass } from './use-width-class';
import './shell.css';
import './themes.css';

const frame = () => import(/* webpackChunkName: "back-office-frame" */ './back-office-frame');
const HeaderBar = lazy(() => frame().then((m) => ({ default: m.HeaderBar })));
const SideMenu = lazy(() => frame().then((m) => ({ default: m.SideMenu })));
const ShellFooter = lazy(() => frame().then((m) => ({ default: m.ShellFooter })));

/** The header bar's place while its chunk comes: the same box, so the page below does not move. */
const headerPlace = <div className="shell-header" style={{ height: HEADER_HEIGHT }} />;

/** A part of the frame from its chunk; should the chunk not come (the network gone), its place stays and the page works on. */
function FramePart({ place = null, children }: { place?: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => place}>
      <Suspense fallback={place}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function Shell({ routes }: { routes: PortalRoute[] }) {
  const { t, i18n } = useTranslation('host');
  const route = useGuardedLocation(routes);
  const { themeName, switches } = usePreferences();
  const { collapsed } = useMenuFold();
  const width = useWidthClass();
  const floating = isFloatingMenu(width);
  useSessionTimer();
  useEffect(() => {
    // A window that becomes narrow starts with its floating menu folded away (menu-fold.ts: the
    // desktop's stored preference is not touched).
    if (floating) setFloatingMenuOpen(false);
  }, [floating]);
  useEffect(() => {
    // The page title is the current tag label followed by the product title.
    document.title = route ? `${i18n.t(route.labelKey, { ns: route.namespace })}-${t('title')}` : t('title');
    document.documentElement.lang = i18n.language;
  }, [route, t, i18n, i18n.language]);
  const layout = route?.layout ?? 'shell';
  const theme = themeName.startsWith('theme-') ? themeName : `theme-${themeName}`;
  // Siblings keep their positions whatever the layout, so PageHost (and the keep-alive pages in
  // it) stays mounted when the user moves between shell, portal and blank pages.
  return (
    <Layout className={`portal-shell layout-${layout} ${theme} width-${width}`} data-testid="portal-shell" data-theme={theme} data-width-class={width}>
      {layout === 'shell' ? (
        <FramePart place={headerPlace}>
          <HeaderBar routes={routes} active={route?.path} />
        </FramePart>
      ) : layout === 'portal' ? (
        <PortalHeader />
      ) : null}
      <Layout className="shell-body">
        {layout === 'shell' && (
          <Layout.Sider className="shell-sider" data-testid="shell-sider" data-collapsed={collapsed ? '1' : '0'} width={220} collapsed={collapsed} collapsedWidth={width <= 1 ? 0 : 64} trigger={null} theme="light">
            <FramePart>
              <SideMenu routes={routes} active={route?.path} collapsed={collapsed} />
            </FramePart>
          </Layout.Sider>
        )}
        <Layout.Content className="portal-main" style={{ maxWidth: layout === 'blank' ? undefined : MAIN_WIDTH }}>
          {layout === 'shell' && switches.tag && <TagBar shownTag={() => findRoute(routes, window.location.pathname)?.path} />}
          <PageHost routes={routes} current={route} />
        </Layout.Content>
      </Layout>
      {layout === 'shell' ? (
        <FramePart>
          <ShellFooter />
        </FramePart>
      ) : layout === 'portal' ? (
        <PortalFooter />
      ) : null}
      {/* The drawer is in the deferred part of antd (host/src/ui/deferred-ui.ts). */}
      {layout === 'shell' && (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      )}
    </Layout>
  );
}
