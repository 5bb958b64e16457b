import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateLoginPassword, validateLoginUserName } from '@portal/shared/core';
import { rule } from '../../common/form-rules';
import { ImageCodeField } from '../../common/ImageCodeField';
import { useImageCode } from '../../common/image-proof';
import type { PasswordForm } from './login.api';

interface Props {
  submit: (values: PasswordForm) => Promise<boolean>;
}

/** User name, password and the 4-character image code; a failed attempt always brings a new image. */
export function PasswordLoginForm({ submit }: Props) {
  const { t } = useTranslation('mf-auth');
  const [form] = Form.useForm<Omit<PasswordForm, 'randomStr'>>();
  const { randomStr, renew } = useImageCode();
  const [busy, setBusy] = useState(false);

  async function finish(values: Omit<PasswordForm, 'randomStr'>) {
    setBusy(true);
    const done = await submit({ ...values, randomStr }).catch(() => false);
    setBusy(false);
    if (!done) {
      // The code was used up by the attempt: a new image, an empty field.
      renew();
      form.setFieldValue('code', '');
    }
  }

  return (
    <Form form={form} layout="vertical" onFinish={finish} data-testid="login-form">
      <Form.Item name="username" label={t('login.userName')} required rules={[rule(validateLoginUserName, t)]}>
        <Input prefix={<UserOutlined />} autoComplete="username" placeholder={t('login.userNamePlaceholder')} />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} required rules={[rule(validateLoginPassword, t)]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} />
      </Form.Item>
      <ImageCodeField name="code" randomStr={randomStr} renew={renew} />
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
