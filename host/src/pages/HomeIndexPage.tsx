import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { navigation, supplierNameIn } from '@portal/shared/core';
import { useLanguage, usePortalSession } from '@portal/shared/react';
import type { PortalRoute } from '../routing/route-table';
import { MenuIcon } from '../shell/MenuIcon';
import { useMenuEntries } from '../shell/use-menu-entries';

/** The shell's first page: a greeting and one shortcut per menu entry the user may open. */
export function HomeIndexPage({ routes }: { routes: PortalRoute[] }) {
  const { t } = useTranslation('host');
  const { portalUser, tempUser, userInfo } = usePortalSession();
  const entries = useMenuEntries(routes);
  const language = useLanguage();
  const name = supplierNameIn(portalUser, language) ?? userInfo?.userName ?? tempUser?.userName ?? t('homeIndex.visitor');
  return (
    <div data-testid="home-index">
      <Typography.Title level={3}>{t('homeIndex.welcome', { name })}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('homeIndex.intro')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('homeIndex.shortcuts')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {entries.map((entry) => (
          <Col key={entry.path} xs={12} sm={8} lg={6}>
            <Card hoverable size="small" onClick={() => navigation.go(entry.path)} data-testid="shortcut">
              <MenuIcon name={entry.icon} /> {entry.label}
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
