import { App, Button, Card, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, session, validateImageCode, validateLoginPassword, validateLoginUserName } from '@portal/shared/core';
import { imageCodeUrl, newRandomStr, passwordLogin } from './login.api';

interface LoginForm {
  username: string;
  password: string;
  code: string;
}

/** Turns a shared validator (null or an i18n key) into an antd form rule in the current language. */
function rule(validate: (value: string) => string | null, t: (key: string) => string) {
  return {
    validator: (_: unknown, value: string | undefined) => {
      const key = validate(value ?? '');
      return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
    },
  };
}

export default function LoginCard({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('mf-auth');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const [randomStr, setRandomStr] = useState(newRandomStr);
  const [busy, setBusy] = useState(false);

  async function submit(values: LoginForm) {
    setBusy(true);
    try {
      const reply = await passwordLogin({ ...values, randomStr });
      session.setTokens({ accessToken: reply.access_token, refreshToken: reply.refresh_token });
      session.setUserInfo(reply.user_info ?? null);
      session.setPortalUser(reply.protalUser ?? null);
      message.success(t('login.welcome'));
      navigation.go(reply.protalUser ? '/supplier_home_todo' : '/home');
    } catch {
      // The HTTP client has already shown the server's message; a used code must not be offered again.
      setRandomStr(newRandomStr());
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('login.title')} style={compact ? { width: '100%' } : { maxWidth: 420, margin: '32px auto' }}>
      <Form<LoginForm> layout="vertical" onFinish={submit} data-testid="login-form">
        <Form.Item name="username" label={t('login.userName')} rules={[rule(validateLoginUserName, tc)]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[rule(validateLoginPassword, tc)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label={t('login.imageCode')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[rule(validateImageCode, tc)]}>
              <Input maxLength={4} />
            </Form.Item>
            <img
              src={imageCodeUrl(randomStr)}
              alt={t('login.imageCode')}
              title={t('login.refreshCode')}
              height={32}
              style={{ cursor: 'pointer' }}
              onClick={() => setRandomStr(newRandomStr())}
              data-testid="image-code"
            />
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('login.submit')}
        </Button>
      </Form>
    </Card>
  );
}
