import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateLoginPhone, validateSmsCode } from '@portal/shared/core';
import { rule } from '../../common/form-rules';
import { SmsCodeButton } from '../../common/SmsCodeButton';
import { checkUserTypeByPhone, sendLoginCode } from './login.api';

interface Props {
  submit: (phone: string, code: string) => Promise<boolean>;
}

/** Phone and SMS code; the phone is checked (registered, one user) before a code is sent. */
export function MobileLoginForm({ submit }: Props) {
  const { t } = useTranslation('mf-auth');
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const [busy, setBusy] = useState(false);

  async function send() {
    const { phone } = await form.validateFields(['phone']);
    await checkUserTypeByPhone(phone.trim());
    await sendLoginCode(phone.trim());
  }

  async function finish(values: { phone: string; code: string }) {
    setBusy(true);
    await submit(values.phone.trim(), values.code.trim()).catch(() => false);
    setBusy(false);
  }

  return (
    <Form form={form} layout="vertical" onFinish={finish} data-testid="mobile-login-form" requiredMark={false}>
      <Form.Item name="phone" label={t('login.phone')} rules={[rule(validateLoginPhone, t)]}>
        <Input prefix={<MobileOutlined />} maxLength={11} inputMode="numeric" autoComplete="tel" placeholder={t('login.phonePlaceholder')} />
      </Form.Item>
      <Form.Item label={t('login.smsCode')}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[rule(validateSmsCode, t)]}>
            <Input prefix={<SafetyOutlined />} maxLength={6} inputMode="numeric" autoComplete="one-time-code" placeholder={t('login.smsCodePlaceholder')} />
          </Form.Item>
          <SmsCodeButton purpose="login" send={send} />
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="mobile-login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
