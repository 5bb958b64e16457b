import { App, Button, Card, Form, Input, Result, Space, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlank, navigation, validateEmailOptional, validateLoginUserName } from '@portal/shared/core';
import { rule } from '../../common/form-rules';
import { ImageCodeField } from '../../common/ImageCodeField';
import { useImageCode } from '../../common/image-proof';
import { SmsCodeButton } from '../../common/SmsCodeButton';
import { NewPasswordFields } from './NewPasswordFields';
import { checkCode, checkUserEmail, checkUserPhone, updatePw, updatePwByPhone } from './recovery.api';

const required = (t: (k: string) => string) => ({ required: true, whitespace: true, message: t('common:validation.required') });

/** /forgetPassword: a new password by e-mail code or by SMS code. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation('mf-auth');
  const [done, setDone] = useState(false);
  if (done) return <PasswordChanged />;
  return (
    <Card title={t('recovery.forgetPasswordTitle')} style={{ maxWidth: 520, margin: '32px auto' }}>
      <Tabs
        items={[
          { key: 'email', label: t('recovery.byEmail'), children: <ByEmail onDone={() => setDone(true)} /> },
          { key: 'phone', label: t('recovery.byPhone'), children: <ByPhone onDone={() => setDone(true)} /> },
        ]}
      />
    </Card>
  );
}

export function PasswordChanged() {
  const { t } = useTranslation('mf-auth');
  return (
    <Card style={{ maxWidth: 520, margin: '32px auto' }} data-testid="password-changed">
      <Result status="success" title={t('recovery.passwordChanged')} extra={<Button type="primary" onClick={() => navigation.go('/login')}>{t('recovery.toLogin')}</Button>} />
    </Card>
  );
}

interface EmailForm {
  userName: string;
  userEmail: string;
  imageCode?: string;
  typeCode: string;
  password: string;
  confirmPassword: string;
}

/** Step 1 sends the code to the account's e-mail, step 2 checks it, step 3 sets the password. */
function ByEmail({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('mf-auth');
  const { message } = App.useApp();
  const [form] = Form.useForm<EmailForm>();
  const [step, setStep] = useState<'send' | 'code' | 'password'>('send');
  const [busy, setBusy] = useState(false);
  const { randomStr, renew } = useImageCode();

  async function run(action: () => Promise<void>) {
    setBusy(true);
    await action().catch(() => undefined);
    setBusy(false);
  }
  const finish = (v: EmailForm) =>
    run(async () => {
      if (step === 'send') {
        try {
          message.success(await checkUserEmail(v.userName.trim(), v.userEmail.trim(), { randomStr, imageCode: (v.imageCode ?? '').trim() }));
        } finally {
          // Used up by the send, right or wrong.
          renew();
          form.setFieldValue('imageCode', '');
        }
        setStep('code');
      } else if (step === 'code') {
        await checkCode(v.userName.trim(), v.typeCode.trim());
        setStep('password');
      } else {
        await updatePw(v.userName.trim(), v.password, v.typeCode.trim());
        onDone();
      }
    });

  return (
    <Form form={form} layout="vertical" onFinish={finish} data-testid="recovery-email-form">
      <Form.Item name="userName" label={t('login.userName')} required rules={[rule(validateLoginUserName, t)]}>
        <Input disabled={step !== 'send'} />
      </Form.Item>
      <Form.Item name="userEmail" label={t('recovery.email')} rules={[required(t), rule(validateEmailOptional, t)]}>
        <Input type="email" disabled={step !== 'send'} />
      </Form.Item>
      {step === 'send' && <ImageCodeField name="imageCode" randomStr={randomStr} renew={renew} testId="email-image-code" />}
      {step !== 'send' && (
        <Form.Item name="typeCode" label={t('recovery.emailCode')} rules={[required(t)]}>
          <Input maxLength={6} disabled={step === 'password'} data-testid="email-code" />
        </Form.Item>
      )}
      {step === 'password' && <NewPasswordFields userName={() => form.getFieldValue('userName') ?? ''} />}
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="recovery-email-next">
          {t(step === 'send' ? 'recovery.sendEmailCode' : step === 'code' ? 'recovery.checkCode' : 'recovery.savePassword')}
        </Button>
        <Button type="link" onClick={() => navigation.go('/login')}>
          {t('recovery.toLogin')}
        </Button>
      </Space>
    </Form>
  );
}

interface PhoneForm {
  userName: string;
  idNumber: string;
  phone: string;
  imageCode: string;
  code: string;
  password: string;
  confirmPassword: string;
}

function ByPhone({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('mf-auth');
  const [form] = Form.useForm<PhoneForm>();
  const [busy, setBusy] = useState(false);
  const { randomStr, renew } = useImageCode();
  // The image code proves the SMS send, not the new password: the submit ignores it.
  const sending = useRef(false);

  async function send() {
    sending.current = true;
    const v = await form.validateFields(['userName', 'idNumber', 'phone', 'imageCode']).finally(() => {
      sending.current = false;
    });
    try {
      // The server's 'code sent' text: the button shows it and starts the countdown.
      return await checkUserPhone(v.userName.trim(), v.idNumber.trim(), v.phone.trim(), { randomStr, imageCode: v.imageCode.trim() });
    } finally {
      renew();
      form.setFieldValue('imageCode', '');
    }
  }
  async function finish(v: PhoneForm) {
    setBusy(true);
    try {
      await updatePwByPhone(v.userName.trim(), v.phone.trim(), v.code.trim(), v.password);
      onDone();
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  }
  return (
    <Form form={form} layout="vertical" onFinish={finish} data-testid="recovery-phone-form">
      <Form.Item name="userName" label={t('login.userName')} required rules={[rule(validateLoginUserName, t)]}>
        <Input />
      </Form.Item>
      <Form.Item name="idNumber" label={t('recovery.idNumber')} rules={[required(t)]}>
        <Input />
      </Form.Item>
      <Form.Item name="phone" label={t('login.phone')} required rules={[{ validator: (_, v: string) => (isBlank(v) ? Promise.reject(new Error(t('common:validation.phoneRequired'))) : Promise.resolve()) }]}>
        <Input />
      </Form.Item>
      <ImageCodeField name="imageCode" randomStr={randomStr} renew={renew} testId="reset-image-code" checkWhen={() => sending.current} />
      <Form.Item label={t('login.smsCode')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[required(t)]}>
            <Input maxLength={6} data-testid="reset-sms-code" />
          </Form.Item>
          <SmsCodeButton purpose="reset" send={send} />
        </Space.Compact>
      </Form.Item>
      <NewPasswordFields userName={() => form.getFieldValue('userName') ?? ''} />
      <Button type="primary" htmlType="submit" loading={busy} data-testid="recovery-phone-save">
        {t('recovery.savePassword')}
      </Button>
    </Form>
  );
}
