import { Layout } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WIDTH } from '@portal/shared/core';
import type { PortalRoute } from '../routing/route-table';
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
  return (
    <Layout className="portal-shell">
      <HeaderBar />
      <Layout>
        <Layout.Sider width={220} theme="light" breakpoint="md" collapsedWidth={0}>
          <SideMenu routes={routes} active={route?.path} />
        </Layout.Sider>
        <Layout.Content className="portal-main" style={{ maxWidth: MAIN_WIDTH }}>
          <TagBar />
          <PageHost routes={routes} />
        </Layout.Content>
      </Layout>
      <Layout.Footer className="portal-footer">{t('footer')}</Layout.Footer>
    </Layout>
  );
}
