import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateLoginPhone, validateSmsCode } from '@portal/shared/core';
import { rule } from '../../common/form-rules';
import { SmsCodeButton } from '../../common/SmsCodeButton';
import { ImageCodeField } from '../../common/ImageCodeField';
import { useImageCode } from '../../common/image-proof';
import { checkUserTypeByPhone, sendLoginCode } from './login.api';

interface Props {
  submit: (phone: string, code: string) => Promise<boolean>;
}

/**
 * Phone, image code and SMS code. Before a code is sent the phone is checked (registered, one user)
 * and the image code proves a person asks: the server sends nothing without it (issue 12).
 */
export function MobileLoginForm({ submit }: Props) {
  const { t } = useTranslation('mf-auth');
  const [form] = Form.useForm<{ phone: string; imageCode: string; code: string }>();
  const { randomStr, renew } = useImageCode();
  const [busy, setBusy] = useState(false);
  // The image code proves the send, not the login: the login form ignores it.
  const sending = useRef(false);

  async function send() {
    sending.current = true;
    const { phone, imageCode } = await form.validateFields(['phone', 'imageCode']).finally(() => {
      sending.current = false;
    });
    try {
      const proof = { randomStr, imageCode: imageCode.trim() };
      await checkUserTypeByPhone(phone.trim(), proof);
      await sendLoginCode(phone.trim(), proof);
    } finally {
      // Used up by the send, right or wrong.
      renew();
      form.setFieldValue('imageCode', '');
    }
  }

  async function finish(values: { phone: string; code: string }) {
    setBusy(true);
    await submit(values.phone.trim(), values.code.trim()).catch(() => false);
    setBusy(false);
  }

  return (
    <Form form={form} layout="vertical" onFinish={finish} data-testid="mobile-login-form">
      <Form.Item name="phone" label={t('login.phone')} required rules={[rule(validateLoginPhone, t)]}>
        <Input prefix={<MobileOutlined />} maxLength={11} inputMode="numeric" autoComplete="tel" placeholder={t('login.phonePlaceholder')} />
      </Form.Item>
      <ImageCodeField name="imageCode" randomStr={randomStr} renew={renew} testId="sms-image-code" checkWhen={() => sending.current} />
      {/* The label names the code field inside the compact group (antd only ties it to a named item). */}
      <Form.Item label={t('login.smsCode')} htmlFor="code" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[rule(validateSmsCode, t)]}>
            <Input prefix={<SafetyOutlined />} maxLength={6} inputMode="numeric" autoComplete="one-time-code" placeholder={t('login.smsCodePlaceholder')} data-testid="mobile-sms-code" />
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
