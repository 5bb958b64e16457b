import { Alert, App, Button, Card, Flex, Form, Result, Spin } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, validateSupplierDetail, type SupplierDetailFlag } from '@portal/shared/core';
import { usePageRequest, usePortalSession } from '@portal/shared/react';
import { AddressSection } from '../../supplier-form/AddressSection';
import { BankSection } from '../../supplier-form/BankSection';
import { CompanySection } from '../../supplier-form/CompanySection';
import { ContactsSection } from '../../supplier-form/ContactsSection';
import { RulesContext, makeRulesFor } from '../../supplier-form/field-rules';
import { toFormValues, toPayload, type SupplierFormValues } from '../../supplier-form/form-values';
import { fetchSupplierDetail, saveSupplierDetail, type SupplierDetail } from '../../supplier-form/supplier-detail.api';
import { RegisterHeader } from './RegisterHeader';

const EDITABLE = new Set(['new', 'draft']);

/**
 * /registerDetail (spec 02 §2): the temporary user enters the supplier data, temp-saves it as often
 * as they like and submits it once for approval. The draft lives on the server, so a reload or
 * another browser shows what was saved.
 */
export default function RegisterDetailPage() {
  const { t } = useTranslation('mf-supplier');
  const { tempUser } = usePortalSession();
  const request = usePageRequest(() => (tempUser ? fetchSupplierDetail() : Promise.resolve(undefined)), [tempUser?.userName]);

  if (!tempUser) return <Result status="info" title={t('common:validation.registrationTempOnly')} data-testid="register-temp-only" />;
  if (request.loading && !request.data) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (!request.data) return <Result status="warning" title={request.error?.message} extra={<Button onClick={request.reload}>{t('common:common.retry')}</Button>} />;
  return <RegisterDetailForm initial={request.data} />;
}

function RegisterDetailForm({ initial }: { initial: SupplierDetail }) {
  const { t } = useTranslation('mf-supplier');
  const { message } = App.useApp();
  const [form] = Form.useForm<SupplierFormValues>();
  const [detail, setDetail] = useState(initial);
  const [busy, setBusy] = useState<SupplierDetailFlag | null>(null);
  const flag = useRef<SupplierDetailFlag>('temp');
  const rulesFor = useMemo(() => makeRulesFor(flag, (key) => t(key)), [t]);
  const initialValues = useMemo(() => toFormValues(initial), [initial]);
  const editable = EDITABLE.has(detail.status);

  async function send(next: SupplierDetailFlag) {
    flag.current = next;
    try {
      await form.validateFields({ recursive: true });
    } catch (err) {
      const first = (err as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      message.error(t('registration.fixFields'));
      return;
    }
    const payload = toPayload(form.getFieldsValue(true), next);
    // Rules about a whole section or the contact list have no field to show them under.
    const overall = validateSupplierDetail(payload).find((p) => p.path === 'supplierUsers' || p.path === 'supplierBank');
    if (overall) {
      message.error(t(`common:${overall.key}`));
      return;
    }
    setBusy(next);
    try {
      setDetail(await saveSupplierDetail(payload));
      if (next === 'temp') {
        message.success(t('common:success.saved'));
      } else {
        message.success(t('common:success.registered'));
        navigation.go('/registerInfo');
      }
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setBusy(null);
    }
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200, margin: '16px auto', padding: '0 12px' }} data-testid="register-detail">
      <RegisterHeader userName={detail.userName} status={detail.status} />
      {!editable && <Alert type="info" showIcon title={t('registration.lockedNotice')} data-testid="register-locked" />}
      <RulesContext.Provider value={rulesFor}>
        <Form form={form} layout="vertical" initialValues={initialValues} disabled={!editable || busy !== null} data-testid="register-form">
          <Flex vertical gap={16}>
            <CompanySection />
            <AddressSection />
            <BankSection />
            <ContactsSection />
          </Flex>
        </Form>
      </RulesContext.Provider>
      {editable && (
        <Card size="small">
          <Flex justify="flex-end" gap={12} wrap>
            <Button onClick={() => send('temp')} loading={busy === 'temp'} disabled={busy === 'submit'} data-testid="register-temp-save">
              {t('registration.tempSave')}
            </Button>
            <Button type="primary" onClick={() => send('submit')} loading={busy === 'submit'} disabled={busy === 'temp'} data-testid="register-submit">
              {t('registration.submit')}
            </Button>
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
