import { QrcodeOutlined } from '@ant-design/icons';
import { App, Card, Segmented, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, session, tokenLogin } from '@portal/shared/core';
import { PortalLink } from '@portal/shared/react';
import { mobileFlow, passwordFlow, type FlowEnd, type FlowUi } from './login-flow';
import { MobileLoginForm } from './MobileLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';
import './login-card.css';

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
      title={<h2 className="login-card-title" data-testid="login-card-title">{t('login.title')}</h2>}
      className="login-card"
      data-testid="login-card"
      style={compact ? { width: '100%' } : { maxWidth: 420, margin: '32px auto' }}
      // antd cuts a card title to one line; a long one (Vietnamese, in the narrow home column) wraps instead.
      styles={{ title: { whiteSpace: 'normal', overflow: 'visible' }, extra: { marginInlineStart: 8 } }}
      extra={
        <PortalLink className="login-card-link" to="/middle" data-testid="qr-login-link">
          <QrcodeOutlined /> {t('login.qr')}
        </PortalLink>
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
        <PortalLink className="login-card-link" to="/forgetPassword" data-testid="forget-password-link">{t('login.forgetPassword')}</PortalLink>
        <PortalLink className="login-card-link" to="/forgetUserName" data-testid="forget-username-link">{t('login.forgetUserName')}</PortalLink>
        <PortalLink className="login-card-link" to="/register" data-testid="register-link">
          <strong>{t('login.register')}</strong>
        </PortalLink>
      </Space>
    </Card>
  );
}
