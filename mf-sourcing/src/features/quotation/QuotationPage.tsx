import { CloudUploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Flex, Form, Input, Row, Select, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatInstantWithZone, isHttpError, lineAmounts, serverNow, sumAmounts, validateArrivalDays } from '@portal/shared/core';
import { AttachmentTable, DateField, fetchFiles, LocaleNumberInput, PageLoading, PortalLink, removeFile, StatePanel, UploadDialog, useFileTypes, useLanguage, usePageRequest, usePortalSession, type PageProps, type StoredFile } from '@portal/shared/react';
import {
  cancelQuotation,
  copyFirstRoundFiles,
  fetchQuotationSource,
  fetchTaxRates,
  findQuotation,
  findRoundQuotation,
  saveQuotation,
  saveQuotationAsPageLeaves,
  sendQuotation,
} from '../../sourcing-api/sourcing.api';
import { currentDeadline, isSignedUp, kindOfPath, quotationPathOf, type QuotationKind, type QuotationReceipt, type QuotationView, type SourceDetail, type SourceTerm, type TaxRateOption } from '../../sourcing-api/sourcing-types';
import { ZonedTime } from '../../sourcing-ui/ZonedTime';
import { QuotationClosedNotice } from './QuotationClosedNotice';
import { QuotationExcel } from './QuotationExcel';
import { QuotationLinesTable, type LinesTableRef } from './QuotationLinesTable';
import { QuotationTermsTable } from './QuotationTermsTable';
import { BID_DOCUMENT_TYPE, QUOTATION_FILE_TYPES, quotationUploadTarget } from './quotation-files';
import { draftFrom, keepKeyAfter, linesToQuote, needsOf, newIdempotencyKey, sendProblems, toInput, type HeaderDraft, type LineDraft, type QuotationDraft, type TermDraft } from './quotation-form';
import { QuotationHistory, ReceiptCard, SentQuotationSummary } from './quotation-later-parts';
import { useAutosave } from './use-autosave';

/**
 * /quotation_gc, /quotation_wz, /quotation_cs (query sourceId): the caller's quotation of a source's
 * current round — works, material or sale, one screen with the kind in its title.
 */
export default function QuotationPage({ route, query }: PageProps) {
  const { t } = useTranslation('mf-sourcing');
  const id = query.sourceId ?? '';
  const kind = kindOfPath(route);
  // The order from getQuotationSource, which a signed-up supplier reads without the detail's puzzle
  // pass: the screen opens in a new tab as well as from the detail.
  const source = usePageRequest(() => (id ? fetchQuotationSource(id) : Promise.reject(new Error('sourceId'))), [id]);
  const quotation = usePageRequest(() => (id ? findQuotation(id) : Promise.resolve(null)), [id]);
  const taxRates = usePageRequest(() => fetchTaxRates(), []);

  // 403: not signed up (or no longer qualified or invited): the server's reason and the way back.
  if (isHttpError(source.error) && source.error.status === 403) {
    return (
      <StatePanel
        status="info"
        testId="quotation-not-signed-up"
        title={t('quotation.signUpFirst')}
        subTitle={source.error.msg}
        extra={
          <PortalLink to={kind === 'cs' ? '/cs_source_detail' : '/source_detail'} query={{ sourceId: id }}>
            {t('quotation.backToDetail')}
          </PortalLink>
        }
      />
    );
  }
  if (source.error) return <StatePanel status="404" title={t('detail.notFound')} testId="quotation-missing" />;
  if (!source.data || quotation.loading) return <PageLoading />;
  if (quotation.error) {
    return <StatePanel status="warning" title={quotation.error.message} extra={<Button onClick={quotation.reload}>{t('common:common.retry')}</Button>} testId="quotation-load-failed" />;
  }
  const s = source.data;
  if (!isSignedUp(s.me) && !quotation.data) {
    return (
      <StatePanel
        status="info"
        testId="quotation-not-signed-up"
        title={t('quotation.signUpFirst')}
        extra={
          <PortalLink to={s.sourceType === 'CS' ? '/cs_source_detail' : '/source_detail'} query={{ sourceId: id }}>
            {t('quotation.backToDetail')}
          </PortalLink>
        }
      />
    );
  }
  // Each route quotes its own kind: a material order opened at /quotation_gc is not a works quotation.
  const own = quotationPathOf(s);
  if (own.toLowerCase() !== route.toLowerCase()) {
    return (
      <StatePanel
        status="warning"
        testId="quotation-wrong-kind"
        title={t('quotation.wrongKind', { kind: t(`detail.kinds.${s.quotationKind ?? (s.sourceType === 'CS' ? 'cs' : 'wz')}`) })}
        extra={
          <PortalLink to={own} query={{ sourceId: id }} data-testid="quotation-right-kind">
            {t('quotation.openRightKind')}
          </PortalLink>
        }
      />
    );
  }
  // Round 2 without a quotation of it: only a supplier the server takes round 2 from gets the form.
  const refusal = s.me?.roundTwoRefusal;
  if ((s.currentRound ?? 1) === 2 && s.me?.mayQuoteRound2 === false && refusal && (!quotation.data || quotation.data.round !== 2)) {
    return (
      <div data-testid="round-two-refused" data-rule={refusal}>
        <StatePanel
          status="info"
          title={t(`roundTwo.${refusal}`)}
          extra={
            <PortalLink to={s.sourceType === 'CS' ? '/cs_source_detail' : '/source_detail'} query={{ sourceId: id }}>
              {t('quotation.backToDetail')}
            </PortalLink>
          }
        />
      </div>
    );
  }
  return <QuotationEditor key={id} source={s} kind={kind} initial={quotation.data ?? null} taxRates={taxRates.data ?? []} />;
}

interface EditorProps {
  source: SourceDetail;
  kind: QuotationKind;
  initial: QuotationView | null;
  taxRates: TaxRateOption[];
}

const receiptOf = (v: QuotationView | null): QuotationReceipt | null =>
  v && v.status === 'sent' && v.quotationNum && v.sentAt && v.digest ? { quotationId: v.quotationId, quotationNum: v.quotationNum, round: v.round, sentAt: v.sentAt, digest: v.digest } : null;

function QuotationEditor({ source, kind, initial, taxRates }: EditorProps) {
  const { t } = useTranslation('mf-sourcing');
  const { t: tc } = useTranslation('common');
  const { message, modal } = App.useApp();
  const { portalUser } = usePortalSession();
  const language = useLanguage();
  const lines = useMemo(() => linesToQuote(source), [source]);
  const terms: SourceTerm[] = source.terms ?? [];
  const [view, setView] = useState<QuotationView | null>(initial);
  const [draft, setDraft] = useState<QuotationDraft>(() => draftFrom(initial, source, portalUser?.supplierName ?? ''));
  const [version, setVersion] = useState(0);
  const [savedVersion, setSavedVersion] = useState(0);
  const [savedAt, setSavedAt] = useState<string | null>(initial?.savedAt ?? null);
  const [busy, setBusy] = useState<'save' | 'send' | 'cancel' | 'upload' | 'copy' | null>(null);
  const [complete, setComplete] = useState(false);
  const [receipt, setReceipt] = useState<QuotationReceipt | null>(() => receiptOf(initial));
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [uploadOpen, setUploadOpen] = useState(false);
  const bidRule = useFileTypes().get(BID_DOCUMENT_TYPE);
  const linesTable = useRef<LinesTableRef>(null);
  const idempotencyKey = useRef<string | null>(null);
  const versionRef = useRef(0);
  versionRef.current = version;

  const round = view?.round ?? source.currentRound ?? 1;
  const deadline = currentDeadline(source);
  const open = deadline ? Date.parse(deadline) > serverNow() : true;
  const status = view?.status ?? 'none';
  const editable = open && status !== 'sent';
  const dirty = version !== savedVersion;
  const quotationId = view?.quotationId ?? null;
  const warnings = useMemo(() => new Set((view?.warnings ?? []).filter((w) => w.kind === 'arrivalLater').map((w) => w.lineId)), [view]);
  const packaged = (source.packages?.length ?? 0) > 0;

  const loadFiles = useCallback(async (qid: string) => {
    try {
      setFiles(await fetchFiles(qid, QUOTATION_FILE_TYPES));
    } catch {
      // The HTTP client has shown why.
    }
  }, []);
  useEffect(() => {
    if (!quotationId) return undefined;
    void loadFiles(quotationId);
    // The bid file may be uploaded on /bidDocument in another tab: read the list again on return.
    const again = () => document.visibilityState === 'visible' && void loadFiles(quotationId);
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [quotationId, loadFiles]);

  const edit = useCallback((change: (d: QuotationDraft) => QuotationDraft) => {
    setDraft(change);
    setVersion((v) => v + 1);
  }, []);
  const editLine = useCallback((lineId: string, change: Partial<LineDraft>) => edit((d) => ({ ...d, lines: { ...d.lines, [lineId]: { ...{ taxRate: '', unitPriceWithTax: '', brand: '', arrivalDays: '', supplierRemark: '' }, ...d.lines[lineId], ...change } } })), [edit]);
  const editHeader = (change: Partial<HeaderDraft>) => edit((d) => ({ ...d, header: { ...d.header, ...change } }));
  const editTerm = (termId: string, change: Partial<TermDraft>) =>
    edit((d) => ({ ...d, terms: { ...d.terms, [termId]: { ...{ isAgree: null, difference: '' }, ...d.terms[termId], ...change } } }));

  const draftRef = useRef(draft);
  draftRef.current = draft;
  const input = useCallback(() => toInput(source.sourceId, draftRef.current, lines, terms), [source.sourceId, lines, terms]);

  /** Temp save; `quiet` for the automatic one (no toast: the page shows when it saved). */
  const save = useCallback(
    async (quiet: boolean): Promise<QuotationView> => {
      const at = versionRef.current;
      const saved = await saveQuotation(round, input(), { quiet });
      setView(saved);
      setSavedVersion(at);
      setSavedAt(saved.savedAt ?? new Date().toISOString());
      return saved;
    },
    [round, input],
  );

  useAutosave({ dirty, enabled: editable, save: () => save(true), saveAsPageLeaves: () => saveQuotationAsPageLeaves(round, input()) });

  async function tempSave() {
    setBusy('save');
    try {
      await save(false);
      message.success(tc('success.saved'));
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setBusy(null);
    }
  }

  async function ensureSaved(): Promise<QuotationView> {
    return view && !dirty ? view : save(false);
  }

  /** The draft the server saved from an Excel file replaces what the form shows. */
  function imported(saved: QuotationView) {
    setView(saved);
    setDraft(draftFrom(saved, source, draft.header.offeror));
    const next = versionRef.current + 1;
    setVersion(next);
    setSavedVersion(next);
    setSavedAt(saved.savedAt ?? new Date().toISOString());
  }

  async function openUpload() {
    setBusy('upload');
    try {
      await ensureSaved();
      setUploadOpen(true);
    } catch {
      // shown by the client
    } finally {
      setBusy(null);
    }
  }

  function send() {
    setComplete(true);
    const problems = sendProblems(draft, lines, terms, files.filter((f) => f.fileBusinessType === BID_DOCUMENT_TYPE).length, packaged, needsOf(source));
    if (problems.length > 0) {
      const first = problems[0];
      const text = first.lineId
        ? t('quotation.lineProblem', { lineNo: first.values?.lineNo, message: tc(first.key) })
        : first.field
          ? t('quotation.fieldProblem', { field: t(first.field), message: tc(first.key, first.values) })
          : tc(first.key, first.values);
      void message.error({ content: text, key: 'quotation-send-problem' });
      if (first.lineId) linesTable.current?.scrollTo({ key: first.lineId });
      return;
    }
    modal.confirm({
      title: t('quotation.sendConfirmTitle'),
      content: t('quotation.sendConfirm', { total: `${formatMoney(total, draft.header.currency)} ${draft.header.currency}` }),
      okText: t('quotation.send'),
      cancelText: tc('common.cancel'),
      okButtonProps: { 'data-testid': 'quotation-send-confirm' } as Record<string, string>,
      onOk: () => void doSend(),
    });
  }

  async function doSend() {
    setBusy('send');
    try {
      const saved = await ensureSaved();
      // One key per submission; a retry after a lost answer sends the same one, so the server
      // answers with the first receipt instead of a second quotation.
      idempotencyKey.current ??= newIdempotencyKey();
      const r = await sendQuotation(round, saved.quotationId, idempotencyKey.current);
      idempotencyKey.current = null;
      setReceipt(r);
      setView((v) => (v ? { ...v, status: 'sent', quotationNum: r.quotationNum, sentAt: r.sentAt, digest: r.digest, round: r.round } : v));
      message.success(t('quotation.sent'));
      window.scrollTo?.({ top: 0, behavior: 'smooth' });
    } catch (err) {
      if (!keepKeyAfter((err as { status?: unknown }).status)) idempotencyKey.current = null;
    } finally {
      setBusy(null);
    }
  }

  function cancel() {
    if (!view) return;
    modal.confirm({
      title: t('quotation.cancelConfirm'),
      okText: t('quotation.cancel'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'quotation-cancel-confirm' } as Record<string, string>) },
      cancelText: tc('common.close'),
      onOk: async () => {
        setBusy('cancel');
        try {
          await cancelQuotation(round, view.quotationId);
          setView({ ...view, status: 'cancelled' });
          setReceipt(null);
          message.success(t('quotation.cancelled'));
        } catch {
          // shown by the client
        } finally {
          setBusy(null);
        }
      },
    });
  }

  async function copyFiles() {
    setBusy('copy');
    try {
      const saved = await ensureSaved();
      await copyFirstRoundFiles(saved.quotationId);
      await loadFiles(saved.quotationId);
      message.success(t('quotation.filesCopied'));
    } catch {
      // shown by the client
    } finally {
      setBusy(null);
    }
  }

  /** Round 2 starts from the round-1 quotation's figures, which the supplier then negotiates down. */
  async function copyFirstRoundPrices() {
    setBusy('copy');
    try {
      const first = await findRoundQuotation(source.sourceId, 1);
      if (!first) return void message.info(t('quotation.historyNone'));
      const from = draftFrom(first, source, draft.header.offeror);
      edit(() => from);
    } catch {
      // shown by the client
    } finally {
      setBusy(null);
    }
  }

  async function deleteFile(f: StoredFile) {
    try {
      await removeFile(f.fileId);
      setFiles((list) => list.filter((x) => x.fileId !== f.fileId));
    } catch {
      // shown by the client
    }
  }

  const total = sumAmounts(lines.map((l) => lineAmounts(l.quantity, draft.lines[l.lineId]?.unitPriceWithTax, draft.lines[l.lineId]?.taxRate)?.amountWithTax));
  const headerArrivalProblem = complete && validateArrivalDays(draft.header.arrivalDays);
  const statusColour: Record<string, string | undefined> = { draft: 'gold', sent: 'green', cancelled: 'default' };
  const title = source.sourceTitleEn && language !== 'zh-CN' ? source.sourceTitleEn : source.sourceTitle;

  return (
    <Flex vertical gap={16} data-testid="quotation-page" data-kind={kind} data-round={round} data-status={status}>
      <Card
        size="small"
        title={
          <Flex gap={8} wrap align="center" style={{ whiteSpace: 'normal', padding: '4px 0' }}>
            <span>{t(`quotation.title.${kind}`)}</span>
            <Tag color="purple" data-testid="quotation-round">{t('quotation.roundN', { n: round })}</Tag>
            <Tag color={statusColour[status]} data-testid="quotation-status">{t(`quotation.status.${status}`)}</Tag>
          </Flex>
        }
      >
        <Flex vertical gap={4}>
          <Typography.Text strong>
            <PortalLink to={source.sourceType === 'CS' ? '/cs_source_detail' : '/source_detail'} query={{ sourceId: source.sourceId }} data-testid="quotation-source-link">
              {source.sourceNum}
            </PortalLink>{' '}
            {title}
          </Typography.Text>
          <Flex gap={8} wrap>
            <Typography.Text type="secondary">{t(round === 2 ? 'detail.secondRoundDeadline' : 'detail.endTime')}</Typography.Text>
            <ZonedTime value={deadline} testId="quotation-deadline" />
          </Flex>
          {!open && <QuotationClosedNotice />}
        </Flex>
      </Card>

      {receipt && (
        <Suspense fallback={null}>
          <Card size="small">
            <ReceiptCard receipt={receipt} sourceId={source.sourceId} />
          </Card>
        </Suspense>
      )}

      {/* Once sent: a read-only summary in plain text, not the form's greyed-out inputs (issue 33). */}
      {status === 'sent' && view ? (
        <Suspense fallback={<Card size="small" title={t('quotation.sentSummary')} loading />}>
          <SentQuotationSummary view={view} lines={lines} terms={terms} sourceId={source.sourceId} round={round} />
        </Suspense>
      ) : (
      <>
      <Card size="small" title={t('quotation.headerTitle')}>
        <Form layout="vertical" disabled={!editable} component="div">
          <Row gutter={16}>
            <Col xs={24} md={12} lg={6}>
              <Form.Item label={t('quotation.header.offeror')} required validateStatus={complete && !draft.header.offeror.trim() ? 'error' : undefined} help={complete && !draft.header.offeror.trim() ? tc('validation.required') : undefined}>
                <Input value={draft.header.offeror} maxLength={100} onChange={(e) => editHeader({ offeror: e.target.value })} data-testid="header-offeror" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} lg={6}>
              <Form.Item label={t('quotation.header.validityDate')} required validateStatus={complete && !draft.header.validityDate ? 'error' : undefined} help={complete && !draft.header.validityDate ? tc('validation.required') : undefined}>
                <DateField
                  style={{ width: '100%' }}
                  value={draft.header.validityDate ? dayjs(draft.header.validityDate) : null}
                  onChange={(d) => editHeader({ validityDate: d ? d.format('YYYY-MM-DD') : '' })}
                  disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
                  data-testid="header-validity"
                />
              </Form.Item>
            </Col>
            {needsOf(source).arrivalDays && (
            <Col xs={12} md={6} lg={6}>
              <Form.Item label={t('quotation.header.arrivalDays')} required validateStatus={headerArrivalProblem ? 'error' : undefined} help={headerArrivalProblem ? tc(headerArrivalProblem) : undefined}>
                <LocaleNumberInput value={draft.header.arrivalDays} options={{ maxFractionDigits: 0 }} inputMode="numeric" maxLength={8} onChange={(arrivalDays) => editHeader({ arrivalDays })} data-testid="header-arrival-days" />
              </Form.Item>
            </Col>
            )}
            <Col xs={12} md={6} lg={6}>
              <Form.Item label={t('detail.currency')} required>
                <Select
                  value={draft.header.currency}
                  onChange={(v: string) => editHeader({ currency: v })}
                  data-testid="header-currency"
                  options={[...new Set([source.currency ?? 'CNY', 'CNY', 'USD', 'VND'])].map((c) => ({ value: c, label: c }))}
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item label={t('quotation.header.remark')} style={{ marginBottom: 0 }}>
                {/* No autoSize: its measuring copy sets a style attribute, which the CSP refuses. */}
                <Input.TextArea value={draft.header.remark} maxLength={1000} rows={2} onChange={(e) => editHeader({ remark: e.target.value })} data-testid="header-remark" />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>

      <Card size="small" title={t('excel.title')}>
        <QuotationExcel sourceId={source.sourceId} round={round} editable={editable} hasQuotation={Boolean(view)} beforeUse={() => (editable ? ensureSaved() : Promise.resolve())} onImported={imported} />
      </Card>

      <Card size="small" title={t('quotation.linesTitle', { count: lines.length })} extra={
          <Flex gap={12} align="center" wrap>
            {round === 2 && editable && (
              <Button size="small" loading={busy === 'copy'} onClick={() => void copyFirstRoundPrices()} data-testid="quotation-copy-prices">
                {t('quotation.copyFirstRoundPrices')}
              </Button>
            )}
            <span data-testid="quotation-total">
              {t('quotation.total')}: {formatMoney(total, draft.header.currency)} {draft.header.currency}
            </span>
          </Flex>
        }
      >
        <QuotationLinesTable source={source} lines={lines} drafts={draft.lines} taxRates={taxRates} complete={complete} readOnly={!editable} serverWarnings={warnings} onChange={editLine} tableRef={linesTable} />
      </Card>

      {terms.length > 0 && (
        <Card size="small" title={t('detail.terms')}>
          <QuotationTermsTable terms={terms} answers={draft.terms} editable={editable} complete={complete} onChange={editTerm} />
        </Card>
      )}
      </>
      )}

      <Card
        size="small"
        title={t('quotation.filesTitle')}
        data-testid="quotation-files"
        extra={
          <Flex gap={8} wrap>
            {round === 2 && editable && (
              <Button size="small" loading={busy === 'copy'} onClick={() => void copyFiles()} data-testid="quotation-copy-files">
                {t('quotation.copyFirstRoundFiles')}
              </Button>
            )}
            <PortalLink to="/bidDocument" query={{ sourceId: source.sourceId }} data-testid="quotation-bid-document-link">
              {t('bidDocument.open')}
            </PortalLink>
{/* A sent quotation takes no file: no greyed-out button either. */}
            {editable && (
                        <Button size="small" type="primary" icon={<CloudUploadOutlined />} disabled={!editable} loading={busy === 'upload'} onClick={() => void openUpload()} data-testid="quotation-upload">
              {t('quotation.uploadBidFile')}
            </Button>
            )}
          </Flex>
        }
      >
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }} data-testid="quotation-files-hint">
          {/* The types and size the upload dialog checks: the server's, so the two never disagree. */}
          {bidRule ? t('quotation.filesHint', { extensions: bidRule.extensions.join(', '), size: bidRule.maxSizeMb }) : t('quotation.filesHintPlain')}
        </Typography.Paragraph>
        <AttachmentTable files={files} onDelete={editable ? (f) => void deleteFile(f) : undefined} />
        {quotationId && (
          <UploadDialog
            open={uploadOpen}
            onClose={() => setUploadOpen(false)}
            target={quotationUploadTarget(quotationId)}
            types={QUOTATION_FILE_TYPES}
            defaultType={BID_DOCUMENT_TYPE}
            onUploaded={(f) => setFiles((list) => [...list, f])}
          />
        )}
      </Card>

      {round === 2 && (
        <Suspense fallback={null}>
          <QuotationHistory source={source} rounds={[1]} />
        </Suspense>
      )}

      <Card size="small" data-testid="quotation-actions">
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Text type="secondary" data-testid="quotation-saved-at" data-dirty={dirty ? 'yes' : 'no'}>
            {status === 'sent' && view?.sentAt
              ? t('quotation.sentAtFooter', { at: formatInstantWithZone(view.sentAt) })
              : dirty && editable
                ? t('quotation.unsaved')
                : savedAt
                  ? t('quotation.savedAt', { at: formatInstantWithZone(savedAt) })
                  : t('quotation.notSaved')}
          </Typography.Text>
          <Flex gap={8} wrap>
            {/* "撤回报价" withdraws a sent quotation; a draft is only saved, there is nothing to withdraw. */}
            {view && status === 'sent' && open && (
              <Button danger loading={busy === 'cancel'} onClick={cancel} data-testid="quotation-cancel">
                {t('quotation.cancel')}
              </Button>
            )}
            {editable && (
              <>
                <Button loading={busy === 'save'} disabled={busy !== null && busy !== 'save'} onClick={() => void tempSave()} data-testid="quotation-temp-save">
                  {t('quotation.tempSave')}
                </Button>
                <Button type="primary" loading={busy === 'send'} disabled={busy !== null && busy !== 'send'} onClick={send} data-testid="quotation-send">
                  {t('quotation.send')}
                </Button>
              </>
            )}
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
