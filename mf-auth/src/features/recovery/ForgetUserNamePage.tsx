import { Button, Card, Form, Input, Result, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation } from '@portal/shared/core';
import { ImageCodeField } from '../../common/ImageCodeField';
import { useImageCode } from '../../common/image-proof';
import { retrieveUserName } from './recovery.api';

/** /forgetUserName: the user names of a supplier go by SMS to the phone on file. */
export default function ForgetUserNamePage() {
  const { t } = useTranslation('mf-auth');
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ supplierName: string; phone: string; imageCode: string }>();
  const { randomStr, renew } = useImageCode();

  async function finish(v: { supplierName: string; phone: string; imageCode: string }) {
    setBusy(true);
    try {
      setSent(await retrieveUserName(v.supplierName.trim(), v.phone.trim(), { randomStr, imageCode: v.imageCode.trim() }));
    } catch {
      // shown by the HTTP client; the image code was used up, right or wrong
      renew();
      form.setFieldValue('imageCode', '');
    } finally {
      setBusy(false);
    }
  }
  if (sent) {
    return (
      <Card style={{ maxWidth: 520, margin: '32px auto' }} data-testid="user-name-sent">
        <Result status="success" title={sent} extra={<Button type="primary" onClick={() => navigation.go('/login')}>{t('recovery.toLogin')}</Button>} />
      </Card>
    );
  }
  const required = { required: true, whitespace: true, message: t('common:validation.required') };
  return (
    <Card title={t('recovery.forgetUserNameTitle')} style={{ maxWidth: 520, margin: '32px auto' }}>
      <Form form={form} layout="vertical" onFinish={finish} data-testid="forget-user-name-form">
        <Form.Item name="supplierName" label={t('recovery.supplierName')} rules={[required]}>
          <Input />
        </Form.Item>
        <Form.Item name="phone" label={t('login.phone')} rules={[{ ...required, message: t('common:validation.phoneRequired') }]}>
          <Input />
        </Form.Item>
        <ImageCodeField name="imageCode" randomStr={randomStr} renew={renew} testId="user-name-image-code" />
        <Space>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="forget-user-name-send">
            {t('recovery.sendUserName')}
          </Button>
          <Button type="link" onClick={() => navigation.go('/login')}>
            {t('recovery.toLogin')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
