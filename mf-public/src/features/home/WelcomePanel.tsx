import { BellOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logOff, navigation, session } from '@portal/shared/core';
import { portalLinkProps, usePortalSession } from '@portal/shared/react';
import { pendingNoticeCount } from '../../common/public.api';

/** Shown instead of the login card to a logged-in supplier or registering (temporary) user. */
export function WelcomePanel() {
  const { t } = useTranslation('mf-public');
  const { portalUser, tempUser } = usePortalSession();
  const [pending, setPending] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    pendingNoticeCount().then(
      (n) => current && setPending(n),
      // Spec 01 §4: a failure to load the pending count logs the user out to /home.
      () => {
        if (!current) return;
        session.logout();
        navigation.go('/home');
      },
    );
    return () => {
      current = false;
    };
  }, [portalUser?.supplierId, tempUser?.userName]);
  const name = portalUser?.supplierName ?? tempUser?.userName ?? '';
  // Real links (open in a new tab works): the centre, or the registration for a temporary user.
  const centre = portalLinkProps(portalUser ? '/supplier_home_todo' : '/registerDetail');
  const exit = async () => {
    await logOff();
    navigation.go('/home');
  };
  return (
    <Card className="welcome-panel" data-testid="welcome-panel">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('welcome.greeting')}</Typography.Text>
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="welcome-name">
          <UserOutlined /> {name}
        </Typography.Title>
        <Button type="primary" block {...centre} data-testid="welcome-centre">
          {t('welcome.centre')}
        </Button>
        <Button block {...centre} data-testid="welcome-pending">
          <Badge count={pending ?? 0} showZero overflowCount={99} size="small" offset={[8, -2]} data-testid="pending-badge" data-count={pending ?? ''}>
            <BellOutlined /> {t('welcome.pending')}
          </Badge>
        </Button>
        <Button block icon={<LogoutOutlined />} onClick={exit} data-testid="welcome-logoff">
          {t('welcome.logOff')}
        </Button>
      </Space>
    </Card>
  );
}
