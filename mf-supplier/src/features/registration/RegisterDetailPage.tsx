import { Alert, App, Button, Card, Flex, Form, Result } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  navigation,
  registrationAttachmentMessage,
  validateRegistrationAttachments,
  REGISTRATION_FILES_BUSINESS_ID,
  PERFORMANCE_CONTRACT_TYPE,
  type MainBusinessOption,
  type PerformanceRecord,
  type SupplierDetailFlag,
} from '@portal/shared/core';
import { PageLoading, usePageRequest, usePortalSession } from '@portal/shared/react';
import { AddressSection } from '../../supplier-form/AddressSection';
import { BankSection } from '../../supplier-form/BankSection';
import { CompanySection } from '../../supplier-form/CompanySection';
import { ContactsSection } from '../../supplier-form/ContactsSection';
import { supplierFormReady } from '../../supplier-form/check-form';
import { RulesContext, makeRulesFor } from '../../supplier-form/field-rules';
import { toFormValues, toPayload, type SupplierFormValues } from '../../supplier-form/form-values';
import { fetchSupplierDetail, saveSupplierDetail, type SupplierDetail } from '../../supplier-form/supplier-detail.api';
import { RegisterHeader } from './RegisterHeader';
import { BankLookup } from './bank/BankLookup';
import { MainBusinessSection } from './main-business/MainBusinessSection';
import { PerformanceSection } from './attachments/PerformanceSection';
import { QualificationSection } from './attachments/QualificationSection';
import { deleteSavedRecord } from './attachments/performance.api';
import { useRegistrationFiles } from './attachments/use-registration-files';
import { useRefreshOnFocus } from '../../common/use-refresh-on-focus';
import { portalLinkProps } from '@portal/shared/react';

/** The draft as the server keeps it, with the business selector's confirmed choice. */
type RegistrationDraft = SupplierDetail & { supplierMainBusiness?: MainBusinessOption[]; supplierInfoPerformanceWz?: PerformanceRecord[]; attachmentBusinessId?: string };

// A rejected registration is its owner's again to correct and send anew.
const EDITABLE = new Set(['new', 'draft', 'rejected']);

/**
 * /registerDetail (spec 02 §2): the temporary user enters the supplier data, temp-saves it as often
 * as they like and submits it once for approval. The draft lives on the server, so a reload or
 * another browser shows what was saved.
 */
export default function RegisterDetailPage() {
  const { t } = useTranslation('mf-supplier');
  const { tempUser } = usePortalSession();
  const request = usePageRequest(() => (tempUser ? fetchSupplierDetail() : Promise.resolve(undefined)), [tempUser?.userName]);
  // A decision made while the page was open shows when it is looked at again; the form starts anew
  // only when the status changed (a draft being typed is never replaced).
  useRefreshOnFocus(request.reload);

  if (!tempUser) return <Result status="info" title={t('common:validation.registrationTempOnly')} data-testid="register-temp-only" />;
  if (request.loading && !request.data) return <PageLoading />;
  if (!request.data) return <Result status="warning" title={request.error?.message} extra={<Button onClick={request.reload}>{t('common:common.retry')}</Button>} />;
  return <RegisterDetailForm key={request.data.status} initial={request.data} />;
}

function RegisterDetailForm({ initial }: { initial: RegistrationDraft }) {
  const { t } = useTranslation('mf-supplier');
  const { message } = App.useApp();
  const [form] = Form.useForm<SupplierFormValues>();
  const [detail, setDetail] = useState(initial);
  const [mainBusiness, setMainBusiness] = useState<MainBusinessOption[]>(initial.supplierMainBusiness ?? []);
  const [performance, setPerformance] = useState<PerformanceRecord[]>(initial.supplierInfoPerformanceWz ?? []);
  const { files, added, remove } = useRegistrationFiles();
  const [busy, setBusy] = useState<SupplierDetailFlag | null>(null);
  const flag = useRef<SupplierDetailFlag>('temp');
  const rulesFor = useMemo(() => makeRulesFor(flag, (key) => t(key)), [t]);
  const initialValues = useMemo(() => toFormValues(initial), [initial]);
  const editable = EDITABLE.has(detail.status);

  async function send(next: SupplierDetailFlag) {
    flag.current = next;
    const payload = () => Object.assign(toPayload(form.getFieldsValue(true), next), { supplierMainBusiness: mainBusiness, supplierInfoPerformanceWz: performance });
    if (!(await supplierFormReady(form, payload, { t, error: (text) => message.error(text) }))) return;
    // Spec 02 §5: the required qualification files and each filled record's contract (the server checks again).
    const missing = next === 'submit' && validateRegistrationAttachments(files, performance);
    if (missing) {
      message.error(registrationAttachmentMessage(missing, (key, vars) => t(`common:${key}`, vars)));
      document.querySelector(missing.key === 'validation.aptitudeRequired' ? '[data-testid="qualification-section"]' : '[data-testid="performance-section"]')?.scrollIntoView({ block: 'center' });
      return;
    }
    setBusy(next);
    try {
      const saved: RegistrationDraft = await saveSupplierDetail(payload());
      setDetail(saved);
      setMainBusiness(saved.supplierMainBusiness ?? mainBusiness);
      setPerformance(saved.supplierInfoPerformanceWz ?? performance);
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
      {detail.status === 'submitted' && <Alert type="info" showIcon title={t('registration.lockedNotice')} data-testid="register-locked" />}
      {detail.status === 'approved' && (
        <Alert
          type="success"
          showIcon
          title={t('registerInfo.approvedTitle')}
          description={t('registerInfo.approvedText')}
          action={<Button size="small" type="primary" {...portalLinkProps('/login')}>{t('registerInfo.toLogin')}</Button>}
          data-testid="register-approved"
        />
      )}
      {detail.status === 'rejected' && (
        <Alert type="error" showIcon title={t('registration.rejected')} description={detail.rejectReason} data-testid="register-rejected" />
      )}
      <RulesContext.Provider value={rulesFor}>
        <Form form={form} layout="vertical" initialValues={initialValues} disabled={!editable || busy !== null} data-testid="register-form">
          <Flex vertical gap={16}>
            <CompanySection />
            <AddressSection />
            <BankSection lookup={editable && <BankLookup disabled={busy !== null} />} />
            <ContactsSection checkNewUserNames />
          </Flex>
        </Form>
      </RulesContext.Provider>
      <MainBusinessSection value={mainBusiness} onChange={setMainBusiness} disabled={busy !== null} readOnly={!editable} />
      <QualificationSection
        businessId={detail.attachmentBusinessId ?? REGISTRATION_FILES_BUSINESS_ID}
        files={files.filter((f) => f.fileBusinessType !== PERFORMANCE_CONTRACT_TYPE)}
        editable={editable && busy === null}
        onUploaded={added}
        onDelete={remove}
      />
      <PerformanceSection
        records={performance}
        onChange={setPerformance}
        onRemoveSaved={(r) => {
          // Only a record the server keeps is removed there; a new row was never sent.
          if ((detail.supplierInfoPerformanceWz ?? []).some((x) => x.id === r.id)) deleteSavedRecord(r.id).catch(() => undefined);
        }}
        contracts={files.filter((f) => f.fileBusinessType === PERFORMANCE_CONTRACT_TYPE)}
        editable={editable && busy === null}
        onUploaded={added}
        onDelete={remove}
      />
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
