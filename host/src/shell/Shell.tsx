import { Layout } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WIDTH } from '@portal/shared/core';
import type { PortalRoute } from '../routing/route-table';
import { PortalFooter } from '../portal-frame/PortalFooter';
import { PortalHeader } from '../portal-frame/PortalHeader';
import { HeaderBar } from './HeaderBar';
import { PageHost } from './PageHost';
import { SideMenu } from './SideMenu';
import { TagBar } from './TagBar';
import { useGuardedLocation } from './use-guarded-location';
import './shell.css';

export function Shell({ routes }: { routes: PortalRoute[] }) {
  const { t, i18n } = useTranslation('host');
  const route = useGuardedLocation(routes);
  useEffect(() => {
    // The page title is the current tag label followed by the product title.
    document.title = route ? `${i18n.t(route.labelKey, { ns: route.namespace })}-${t('title')}` : t('title');
    document.documentElement.lang = i18n.language;
  }, [route, t, i18n, i18n.language]);
  const layout = route?.layout ?? 'shell';
  // Siblings keep their positions whatever the layout, so PageHost (and the keep-alive pages in
  // it) stays mounted when the user moves between shell, portal and blank pages.
  return (
    <Layout className={`portal-shell layout-${layout}`}>
      {layout === 'shell' ? <HeaderBar /> : layout === 'portal' ? <PortalHeader /> : null}
      <Layout>
        {layout === 'shell' && (
          <Layout.Sider width={220} theme="light" breakpoint="md" collapsedWidth={0}>
            <SideMenu routes={routes} active={route?.path} />
          </Layout.Sider>
        )}
        <Layout.Content className="portal-main" style={{ maxWidth: layout === 'blank' ? undefined : MAIN_WIDTH }}>
          {layout === 'shell' && <TagBar />}
          <PageHost routes={routes} current={route} />
        </Layout.Content>
      </Layout>
      {layout === 'shell' ? <Layout.Footer className="portal-footer">{t('footer')}</Layout.Footer> : layout === 'portal' ? <PortalFooter /> : null}
    </Layout>
  );
}
