import { Button, Card, Form, Input, Result, Select, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  navigation,
  validatePassword,
  validatePasswordConfirm,
  validatePasswordNotUserName,
  validatePhoneWithCountryCode,
  validateRegisterUserName,
  validateSmsCode,
} from '@portal/shared/core';
import { RegistrationSteps } from '@portal/shared/react';
import { ImageCodeField } from '../../common/ImageCodeField';
import { useImageCode } from '../../common/image-proof';
import { SmsCodeButton } from '../../common/SmsCodeButton';
import { checkUserName, registerUser, sendRegisterCode, verifyRegisterCode } from './register.api';

interface RegisterForm {
  userName: string;
  password: string;
  confirmPassword: string;
  countryCode: string;
  phone: string;
  code: string;
  imageCode: string;
}

const COUNTRY_CODES = ['+86', '+84'];

/**
 * /register, the first step: a user name (rules, then 'is it free?' on the server), a password
 * with confirmation, a phone with country code proven by SMS. Success creates the temporary user,
 * who logs in with the card to complete the supplier data.
 */
export default function RegisterPage() {
  const { t } = useTranslation('mf-auth');
  const [form] = Form.useForm<RegisterForm>();
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState<string | null>(null);
  const { randomStr, renew } = useImageCode();
  // The image code proves the SMS send, not the registration: the submit ignores it.
  const sending = useRef(false);
  const check = (key: string | null) => (key ? Promise.reject(new Error(t(`common:${key}`))) : Promise.resolve());
  const fullPhone = () => `${form.getFieldValue('countryCode') ?? '+86'} ${(form.getFieldValue('phone') ?? '').trim()}`;

  async function finish(v: RegisterForm) {
    setBusy(true);
    try {
      const phone = fullPhone();
      await verifyRegisterCode(phone, v.code.trim());
      const done = await registerUser({ userName: v.userName.trim(), password: v.password, confirmPassword: v.confirmPassword, phone, code: v.code.trim() });
      setRegistered(done.userName);
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  }

  if (registered) {
    return (
      <Card style={{ maxWidth: 560, margin: '32px auto' }} data-testid="register-success">
        <Result
          status="success"
          title={t('common:success.registered')}
          subTitle={t('register.nextStep', { userName: registered })}
          extra={<Button type="primary" onClick={() => navigation.go('/home')}>{t('register.toHome')}</Button>}
        />
      </Card>
    );
  }

  return (
    <Card title={t('register.title')} style={{ maxWidth: 560, margin: '32px auto' }}>
      <RegistrationSteps current={0} style={{ marginBottom: 24 }} />
      <Form form={form} layout="vertical" onFinish={finish} initialValues={{ countryCode: '+86' }} data-testid="register-form">
        <Form.Item
          name="userName"
          label={t('login.userName')}
          extra={t('register.userNameHint')}
          required
          validateTrigger="onBlur"
          rules={[
            { validator: (_, v: string) => check(validateRegisterUserName(v)) },
            {
              validator: async (_, v: string) => {
                if (validateRegisterUserName(v)) return;
                const answer = await checkUserName(v.trim());
                if (answer !== 'success') throw new Error(answer);
              },
            },
          ]}
        >
          <Input autoComplete="username" data-testid="register-user-name" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('login.password')}
          extra={t('register.passwordHint')}
          required
          dependencies={['userName']}
          rules={[({ getFieldValue }) => ({ validator: (_, v: string) => check(validatePassword(v) ?? validatePasswordNotUserName(v, getFieldValue('userName'))) })]}
        >
          <Input.Password autoComplete="new-password" data-testid="register-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('recovery.confirmPassword')}
          required
          dependencies={['password']}
          rules={[({ getFieldValue }) => ({ validator: (_, v: string) => check(validatePasswordConfirm(v, getFieldValue('password'))) })]}
        >
          <Input.Password autoComplete="new-password" data-testid="register-confirm" />
        </Form.Item>
        <Form.Item label={t('login.phone')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="countryCode" noStyle>
              <Select style={{ width: 90 }} options={COUNTRY_CODES.map((c) => ({ value: c, label: c }))} data-testid="register-country" />
            </Form.Item>
            <Form.Item name="phone" noStyle rules={[{ validator: () => check(validatePhoneWithCountryCode(fullPhone())) }]}>
              <Input inputMode="tel" data-testid="register-phone" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <ImageCodeField name="imageCode" randomStr={randomStr} renew={renew} testId="register-image-code" checkWhen={() => sending.current} />
        <Form.Item label={t('login.smsCode')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[{ validator: (_, v: string) => check(validateSmsCode(v)) }]}>
              <Input maxLength={6} inputMode="numeric" data-testid="register-code" />
            </Form.Item>
            <SmsCodeButton
              purpose="register"
              send={async () => {
                sending.current = true;
                const { imageCode } = await form.validateFields(['phone', 'imageCode']).finally(() => {
                  sending.current = false;
                });
                try {
                  await sendRegisterCode(fullPhone(), { randomStr, imageCode: imageCode.trim() });
                } finally {
                  // Used up by the send, right or wrong.
                  renew();
                  form.setFieldValue('imageCode', '');
                }
              }}
            />
          </Space.Compact>
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="register-submit">
            {t('register.submit')}
          </Button>
          <Button type="link" onClick={() => navigation.go('/login')}>
            {t('register.haveAccount')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
