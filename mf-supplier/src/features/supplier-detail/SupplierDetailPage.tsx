import { Alert, App, Button, Card, Flex, Form, Result, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markTodoSeen, type MainBusinessOption, type SupplierDetailFlag } from '@portal/shared/core';
import { PageLoading, usePageRequest, usePortalSession, type PageProps } from '@portal/shared/react';
import { useRefreshOnFocus } from '../../common/use-refresh-on-focus';
import { SupplierProfileCard } from './SupplierProfileCard';
import { AddressSection } from '../../supplier-form/AddressSection';
import { BankSection } from '../../supplier-form/BankSection';
import { CompanySection } from '../../supplier-form/CompanySection';
import { ContactsSection } from '../../supplier-form/ContactsSection';
import { supplierFormReady } from '../../supplier-form/check-form';
import { RulesContext, makeRulesFor } from '../../supplier-form/field-rules';
import { toFormValues, toPayload, type SupplierFormValues } from '../../supplier-form/form-values';
import { fetchSupplierDetail, type SupplierDetail } from '../../supplier-form/supplier-detail.api';
import { MainBusinessSection } from '../registration/main-business/MainBusinessSection';
import { ChangeFilesCard } from './ChangeFilesCard';
import { ChangeHistory } from './ChangeHistory';
import { ChangeStateBanner } from '../decisions/ChangeStateBanner';
import { ThreeToOneDialog } from './ThreeToOneDialog';
import { askForNewBusiness, fetchChangeNumber, fetchChanges, fetchOpenChange, submitChange, type ChangeSummary, type SentChange } from './supplier-change.api';

/**
 * /supplier_detail (spec 02 §2, §4 "Changes"): the supplier's data as approved, read-only. A change
 * is asked for on the same form and sent as a change request with a change number; nothing takes
 * effect until the buyer approves it, and one request may wait at a time.
 */
export default function SupplierDetailPage({ query }: Partial<PageProps>) {
  const { t } = useTranslation('mf-supplier');
  const { portalUser } = usePortalSession();
  const [version, setVersion] = useState(0);
  const request = usePageRequest(
    async () => (portalUser ? { detail: await fetchSupplierDetail(), open: await fetchOpenChange(), latest: (await fetchChanges(1, 1)).records[0] ?? null } : undefined),
    [portalUser?.supplierId, version],
  );
  // A decision made while the page was open shows when the supplier looks at it again.
  useRefreshOnFocus(request.reload);
  // The page lists the change requests, rejected ones included: the to-do list counts only later ones.
  const shown = Boolean(request.data);
  useEffect(() => {
    if (portalUser && shown) markTodoSeen('changesRejected').catch(() => undefined);
  }, [portalUser, shown]);

  if (!portalUser) return <Result status="info" title={t('supplierDetail.suppliersOnly')} data-testid="supplier-detail-only" />;
  if (request.loading && !request.data) return <PageLoading />;
  if (!request.data) return <Result status="warning" title={request.error?.message} extra={<Button onClick={request.reload}>{t('common:common.retry')}</Button>} />;
  return (
    <SupplierDetailView
      key={version}
      detail={request.data.detail}
      open={request.data.open}
      latest={request.data.latest}
      showFiles={query?.show === 'files'}
      onSent={() => setVersion((v) => v + 1)}
      version={version}
    />
  );
}

interface ViewProps {
  detail: SupplierDetail & { supplierMainBusiness?: MainBusinessOption[] };
  open: Awaited<ReturnType<typeof fetchOpenChange>>;
  /** The newest change request, for the banner of its decision. */
  latest: ChangeSummary | null;
  showFiles: boolean;
  onSent: () => void;
  version: number;
}

function SupplierDetailView({ detail, open, latest, showFiles, onSent, version }: ViewProps) {
  const { t } = useTranslation('mf-supplier');
  const { message } = App.useApp();
  const [form] = Form.useForm<SupplierFormValues>();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [changeNum, setChangeNum] = useState<string | undefined>();
  const [threeToOne, setThreeToOne] = useState(false);
  const approvedBusiness = detail.supplierMainBusiness ?? [];
  const [mainBusiness, setMainBusiness] = useState<MainBusinessOption[]>(approvedBusiness);
  // A change request is checked as a registration's submit.
  const flag = useRef<SupplierDetailFlag>('submit');
  const rulesFor = useMemo(() => makeRulesFor(flag, (key) => t(key)), [t]);
  const initialValues = useMemo(() => toFormValues(detail), [detail]);

  async function sending(request: () => Promise<SentChange>) {
    setBusy(true);
    try {
      const sent = await request();
      message.success(`${t('common:notice.changeSubmitted')} (${sent.changeNum})`);
      onSent();
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setBusy(false);
    }
  }

  async function send() {
    const payload = () => toPayload(form.getFieldsValue(true), 'submit', detail.supplierId);
    if (!(await supplierFormReady(form, payload, { t, error: (text) => message.error(text) }))) return;
    await sending(() => submitChange({ ...payload(), changeNum, supplierMainBusiness: mainBusiness }));
  }

  /** Outside a change application, the selector asks for the added businesses only (toNewBusiness). */
  async function askForAdded(selection: MainBusinessOption[]) {
    const added = selection.filter((s) => !approvedBusiness.some((a) => a.mainbusinessCode === s.mainbusinessCode)).map((s) => s.mainbusinessCode);
    if (added.length === 0) {
      message.info(t('supplierDetail.noNewBusiness'));
      return;
    }
    await sending(() => askForNewBusiness(added));
  }

  function start() {
    setEditing(true);
    // The number shows while the application is written; without one the server numbers it on sending.
    fetchChangeNumber()
      .then(setChangeNum)
      .catch(() => undefined);
  }

  function cancel() {
    form.resetFields();
    setMainBusiness(approvedBusiness);
    setEditing(false);
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200, margin: '0 auto', padding: '0 12px 16px' }} data-testid="supplier-detail">
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Space direction="vertical" size={0}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="supplier-detail-name">
              {detail.supplierInfoAll.supplierName}
            </Typography.Title>
            {detail.supplierInfoAll.supplierNameEn && <Typography.Text type="secondary">{detail.supplierInfoAll.supplierNameEn}</Typography.Text>}
          </Space>
          {!open && !editing && (
            <Flex gap={8} wrap>
              <Button onClick={() => setThreeToOne(true)} data-testid="three-to-one-open">
                {t('threeToOne.action')}
              </Button>
              <Button type="primary" onClick={start} data-testid="supplier-change-start">
                {t('supplierDetail.applyChange')}
              </Button>
            </Flex>
          )}
        </Flex>
      </Card>
      <ChangeStateBanner open={open} latest={latest} />
      {threeToOne && <ThreeToOneDialog detail={detail} onClose={() => setThreeToOne(false)} onSent={onSent} />}
      {detail.profile && <SupplierProfileCard profile={detail.profile} showFiles={showFiles} onRenew={!open && !editing ? start : undefined} />}
      {editing && (
        <Alert type="warning" showIcon title={t('supplierDetail.editingHint')} description={changeNum && t('supplierDetail.changeNumIs', { changeNum })} data-testid="supplier-change-editing" />
      )}
      <RulesContext.Provider value={rulesFor}>
        <Form form={form} layout="vertical" initialValues={initialValues} disabled={!editing || busy} data-testid="supplier-detail-form">
          <Flex vertical gap={16}>
            <CompanySection />
            <AddressSection />
            <BankSection />
            <ContactsSection />
          </Flex>
        </Form>
      </RulesContext.Provider>
      <MainBusinessSection value={mainBusiness} onChange={editing ? setMainBusiness : askForAdded} disabled={busy} readOnly={Boolean(open)} />
      {!editing && !open && <Typography.Text type="secondary">{t('supplierDetail.newBusinessHint')}</Typography.Text>}
      {editing && <ChangeFilesCard disabled={busy} />}
      {editing && (
        <Card size="small">
          <Flex justify="flex-end" gap={12} wrap>
            <Button onClick={cancel} disabled={busy} data-testid="supplier-change-cancel">
              {t('supplierDetail.cancel')}
            </Button>
            <Button type="primary" onClick={send} loading={busy} data-testid="supplier-change-submit">
              {t('supplierDetail.submitChange')}
            </Button>
          </Flex>
        </Card>
      )}
      <Card size="small" title={t('supplierDetail.history')}>
        <ChangeHistory reloadKey={version} />
      </Card>
    </Flex>
  );
}
