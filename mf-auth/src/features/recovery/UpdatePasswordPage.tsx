import { Alert, App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, session } from '@portal/shared/core';
import { usePortalSession, type PageProps } from '@portal/shared/react';
import { forgetReplacedPassword, replacedPassword } from '../../common/replaced-password';
import { PasswordChanged } from './ForgetPasswordPage';
import { NewPasswordFields } from './NewPasswordFields';
import { changSupplierPwd, updatePw } from './recovery.api';

/**
 * /updatePassword: with userName and typeCode (after login result userToChangePass) the forced
 * change; without, the logged-in user's voluntary change with the current password.
 */
export default function UpdatePasswordPage({ query }: PageProps) {
  const { t } = useTranslation('mf-auth');
  const { message } = App.useApp();
  const state = usePortalSession();
  const forced = Boolean(query.userName && query.typeCode);
  const userName = forced ? query.userName : (state.portalUser?.userName ?? state.tempUser?.userName ?? state.userInfo?.userName ?? '');
  const [form] = Form.useForm<{ oldPassword?: string; password: string }>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (done) return <PasswordChanged />;
  if (!forced && !state.accessToken) {
    return (
      <Card style={{ maxWidth: 520, margin: '32px auto' }}>
        <Alert type="info" showIcon message={t('recovery.needLogin')} action={<Button onClick={() => navigation.go('/login')}>{t('login.submit')}</Button>} />
      </Card>
    );
  }

  async function finish(v: { oldPassword?: string; password: string }) {
    setBusy(true);
    try {
      if (forced) await updatePw(userName, v.password, query.typeCode);
      else {
        await changSupplierPwd(userName, v.oldPassword ?? '', v.password);
        message.success(t('common:success.modified'));
      }
      // A forced change starts from no session; a voluntary one ended the others and keeps this one.
      if (forced) {
        session.logout();
        forgetReplacedPassword();
      }
      setDone(true);
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t(forced ? 'recovery.forcedTitle' : 'recovery.changeTitle')} style={{ maxWidth: 520, margin: '32px auto' }}>
      {forced && <Alert type="warning" showIcon message={t('common:login.changePassword')} description={t('recovery.forcedHint')} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={finish} data-testid="update-password-form">
        <Form.Item label={t('login.userName')}>
          <Input value={userName} disabled data-testid="update-user-name" />
        </Form.Item>
        {!forced && (
          <Form.Item name="oldPassword" label={t('recovery.oldPassword')} rules={[{ required: true, message: t('common:validation.passwordRequired') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        <NewPasswordFields
          userName={() => userName}
          current={() => (forced ? replacedPassword(userName) : form.getFieldValue('oldPassword'))}
          dependencies={forced ? undefined : ['oldPassword']}
        />
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="update-password-save">
          {t('recovery.savePassword')}
        </Button>
      </Form>
    </Card>
  );
}
