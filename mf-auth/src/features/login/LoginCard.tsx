import { QrcodeOutlined } from '@ant-design/icons';
import { App, Card, Segmented, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, session, tokenLogin } from '@portal/shared/core';
import { mobileFlow, passwordFlow, type FlowEnd, type FlowUi } from './login-flow';
import { MobileLoginForm } from './MobileLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';

type Mode = 'password' | 'mobile';

/** Where a login from the /login page leads; on the home page the card stays and the page shows the welcome panel. */
function landingPath(): string {
  const { portalUser, tempUser } = session.getState();
  if (portalUser) return '/supplier_home_todo';
  if (tempUser) return '/registerDetail';
  return '/home/index';
}

/**
 * The login card of spec 01 (home page and /login): password with image code, or phone with SMS
 * code; links to QR login, recovery and registration. Also answers /home?args= (token login).
 */
export default function LoginCard({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('mf-auth');
  const { message, modal } = App.useApp();
  const [mode, setMode] = useState<Mode>('password');

  useEffect(() => {
    const args = new URLSearchParams(window.location.search).get('args');
    if (args && window.location.pathname === '/home') void tokenLogin(args);
  }, []);

  const ui: FlowUi = {
    confirmForceOffline: () =>
      new Promise((resolve) => {
        modal.confirm({
          title: t('login.forceOfflineTitle'),
          content: t('common:login.forceOfflineConfirm'),
          okText: t('common:common.ok'),
          cancelText: t('common:common.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    info: (text) => message.info(text),
    error: (text) => message.error(text),
    t,
  };

  function after(end: FlowEnd): boolean {
    if (end === 'loggedIn') {
      message.success(t('login.welcome'));
      if (!compact) navigation.go(landingPath());
    }
    return end !== 'cancelled';
  }

  return (
    <Card
      title={t('login.title')}
      style={compact ? { width: '100%' } : { maxWidth: 420, margin: '32px auto' }}
      extra={
        <Typography.Link onClick={() => navigation.go('/middle')} data-testid="qr-login-link">
          <QrcodeOutlined /> {t('login.qr')}
        </Typography.Link>
      }
    >
      <Segmented<Mode>
        block
        value={mode}
        onChange={setMode}
        style={{ marginBottom: 16 }}
        options={[
          { label: t('login.modePassword'), value: 'password' },
          { label: t('login.modeMobile'), value: 'mobile' },
        ]}
        data-testid="login-mode"
      />
      {mode === 'password' ? (
        <PasswordLoginForm submit={async (values) => after(await passwordFlow(values, ui))} />
      ) : (
        <MobileLoginForm submit={async (phone, code) => after(await mobileFlow(phone, code, ui))} />
      )}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 12 }} wrap>
        <Typography.Link onClick={() => navigation.go('/forgetPassword')}>{t('login.forgetPassword')}</Typography.Link>
        <Typography.Link onClick={() => navigation.go('/forgetUserName')}>{t('login.forgetUserName')}</Typography.Link>
        <Typography.Link onClick={() => navigation.go('/register')} strong>
          {t('login.register')}
        </Typography.Link>
      </Space>
    </Card>
  );
}
