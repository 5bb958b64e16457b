import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateImageCode, validateLoginPassword, validateLoginUserName } from '@portal/shared/core';
import { rule } from '../../common/form-rules';
import { imageCodeUrl, newRandomStr, type PasswordForm } from './login.api';

interface Props {
  submit: (values: PasswordForm) => Promise<boolean>;
}

/** User name, password and the 4-character image code; a failed attempt always brings a new image. */
export function PasswordLoginForm({ submit }: Props) {
  const { t } = useTranslation('mf-auth');
  const [form] = Form.useForm<Omit<PasswordForm, 'randomStr'>>();
  const [randomStr, setRandomStr] = useState(newRandomStr);
  const [busy, setBusy] = useState(false);

  async function finish(values: Omit<PasswordForm, 'randomStr'>) {
    setBusy(true);
    const done = await submit({ ...values, randomStr }).catch(() => false);
    setBusy(false);
    if (!done) {
      // The code was used up by the attempt: a new image, an empty field.
      setRandomStr(newRandomStr());
      form.setFieldValue('code', '');
    }
  }

  return (
    <Form form={form} layout="vertical" onFinish={finish} data-testid="login-form" requiredMark={false}>
      <Form.Item name="username" label={t('login.userName')} rules={[rule(validateLoginUserName, t)]}>
        <Input prefix={<UserOutlined />} autoComplete="username" placeholder={t('login.userNamePlaceholder')} />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[rule(validateLoginPassword, t)]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} />
      </Form.Item>
      <Form.Item label={t('login.imageCode')}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[rule(validateImageCode, t)]}>
            <Input prefix={<SafetyOutlined />} maxLength={4} placeholder={t('login.imageCodePlaceholder')} data-testid="image-code-input" />
          </Form.Item>
          <img
            src={imageCodeUrl(randomStr)}
            alt={t('login.imageCode')}
            title={t('login.refreshCode')}
            height={32}
            width={96}
            style={{ cursor: 'pointer', border: '1px solid #d9d9d9', borderLeft: 0 }}
            onClick={() => setRandomStr(newRandomStr())}
            data-testid="image-code"
            data-random-str={randomStr}
          />
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
