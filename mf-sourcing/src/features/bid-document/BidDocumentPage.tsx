import { InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Progress, Result, Table, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeUploadProblem, formatForReader, isHttpError, serverNow } from '@portal/shared/core';
import { fetchFiles, FileDropArea, PageLoading, PortalLink, removeFile, StoredFileLink, uploadFile, useFileTypes, useLanguage, usePageRequest, type PageProps, type StoredFile } from '@portal/shared/react';
import { fetchQuotationSource, findQuotation, saveQuotation } from '../../sourcing-api/sourcing.api';
import { currentDeadline, quotationPathOf, type QuotationView, type SourceDetail } from '../../sourcing-api/sourcing-types';
import { canRetry, megabytes, started, tooBig, type BidUpload } from './bid-upload';

const BID_DOCUMENT = 'BID_DOCUMENT';
const target = (quotationId: string) => ({ businessId: quotationId, businessType: 'quotation', moduleCode: 'quotation', isSup: '1' as const });

/**
 * /bidDocument (?sourceId= or ?quotationId=): the bid file of a quotation (spec 02 §2, §5), which
 * every send needs ('必须上传投标文件！'). The 200 MB limit is shown and checked before a byte is
 * sent; each upload shows its progress, can be stopped, and a failed or stopped one is started again
 * with one click (the server keeps nothing of a cut upload, so a retry sends the file from the
 * start). The uploaded bid files are listed with size and time and a real download link.
 */
export default function BidDocumentPage({ query }: PageProps) {
  const { t } = useTranslation('mf-sourcing');
  const sourceId = query.sourceId ?? '';
  const byQuotation = query.quotationId ?? '';
  const data = usePageRequest(async () => {
    if (!sourceId) return { source: null, quotation: null };
    const [source, quotation] = await Promise.all([fetchQuotationSource(sourceId), findQuotation(sourceId)]);
    return { source, quotation };
  }, [sourceId]);
  if (!sourceId && !byQuotation) return <div data-testid="bid-document-missing"><Result status="404" title={t('detail.notFound')} /></div>;
  if (data.error) {
    const msg = isHttpError(data.error) ? data.error.msg : data.error.message;
    return <div data-testid="bid-document-refused"><Result status={isHttpError(data.error) && data.error.status === 404 ? '404' : 'info'} title={t('quotation.signUpFirst')} subTitle={msg} /></div>;
  }
  if (data.loading || !data.data) return <PageLoading />;
  return <BidDocuments source={data.data.source} initial={data.data.quotation} quotationId={byQuotation || data.data.quotation?.quotationId || null} />;
}

let seq = 0;

function BidDocuments({ source, initial, quotationId: givenId }: { source: SourceDetail | null; initial: QuotationView | null; quotationId: string | null }) {
  const { t } = useTranslation('mf-sourcing');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const language = useLanguage();
  const rule = useFileTypes().get(BID_DOCUMENT);
  const [quotationId, setQuotationId] = useState<string | null>(givenId);
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [uploads, setUploads] = useState<BidUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const round = initial?.round ?? source?.currentRound ?? 1;
  const deadline = source ? currentDeadline(source) : null;
  const open = deadline ? Date.parse(deadline) > serverNow() : true;
  const editable = open && initial?.status !== 'sent';
  const maxBytes = rule?.maxSize ?? 200 * 1024 * 1024;
  const maxMb = rule?.maxSizeMb ?? 200;

  const load = useCallback(async (id: string) => {
    try {
      setFiles(await fetchFiles(id, [BID_DOCUMENT]));
    } catch {
      // The HTTP client has shown why.
    }
  }, []);
  useEffect(() => {
    if (quotationId) void load(quotationId);
  }, [quotationId, load]);
  useEffect(() => () => controllers.current.forEach((c) => c.abort()), []);

  const patch = (uid: string, change: Partial<BidUpload> | ((u: BidUpload) => BidUpload)) =>
    setUploads((list) => list.map((u) => (u.uid === uid ? (typeof change === 'function' ? change(u) : { ...u, ...change }) : u)));

  /** The quotation the files are filed under: the draft, created empty when there is none yet. */
  async function quotationOf(): Promise<string> {
    if (quotationId) return quotationId;
    if (!source) throw new Error(t('detail.notFound'));
    const saved = await saveQuotation(round, { sourceId: source.sourceId, header: {}, lines: [], terms: [] });
    setQuotationId(saved.quotationId);
    return saved.quotationId;
  }

  async function run(u: BidUpload) {
    patch(u.uid, started);
    const refused = tooBig(u.file, maxBytes);
    const problem = refused
      ? { text: refused === 'empty' ? t('bidDocument.empty') : t('bidDocument.tooLarge', { size: maxMb }) }
      : (() => {
          const p = describeUploadProblem({ name: u.file.name, size: u.file.size, allowedExtensions: rule?.extensions, maxBytes });
          return p ? { text: tc(p.key, p.values) } : null;
        })();
    if (problem) return patch(u.uid, { status: 'error', error: problem.text });
    const controller = new AbortController();
    controllers.current.set(u.uid, controller);
    try {
      const id = await quotationOf();
      const stored = await uploadFile(target(id), BID_DOCUMENT, u.file, (percent) => patch(u.uid, (x) => (x.status === 'uploading' ? { ...x, percent } : x)), controller.signal);
      patch(u.uid, { status: 'done', percent: 100 });
      setFiles((list) => [...list.filter((f) => f.fileId !== stored.fileId), stored]);
      message.success(t('bidDocument.uploaded', { name: stored.fileName }));
    } catch (err) {
      if (controller.signal.aborted) patch(u.uid, { status: 'stopped', error: t('bidDocument.stopped') });
      else patch(u.uid, { status: 'error', error: err instanceof Error && err.message ? err.message : t('bidDocument.failed') });
    } finally {
      controllers.current.delete(u.uid);
    }
  }

  function add(file: File) {
    const u: BidUpload = { uid: `b${++seq}`, file, percent: 0, status: 'uploading', attempt: 0 };
    setUploads((list) => [...list, u]);
    void run(u);
  }

  async function remove(f: StoredFile) {
    try {
      await removeFile(f.fileId);
      setFiles((list) => list.filter((x) => x.fileId !== f.fileId));
    } catch {
      // shown by the client
    }
  }

  return (
    <Flex vertical gap={16} data-testid="bid-document-page">
      <Card size="small" title={t('bidDocument.title')}>
        <Flex vertical gap={8}>
          {source && (
            <Typography.Text strong>
              <PortalLink to={quotationPathOf(source)} query={{ sourceId: source.sourceId }} data-testid="bid-document-quotation-link">
                {source.sourceNum}
              </PortalLink>{' '}
              {source.sourceTitle}
            </Typography.Text>
          )}
          <Alert type="info" showIcon title={<span data-testid="bid-document-limit">{t('bidDocument.limit', { size: maxMb, extensions: (rule?.extensions ?? []).join(', ') || '—' })}</span>} />
          {!editable && <Alert type="warning" showIcon title={t('bidDocument.readOnly')} />}
          {editable && (
            <FileDropArea rule={rule} onFile={add} testId="bid-document-drop">
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <Typography.Paragraph style={{ margin: '4px 0' }}>{t('bidDocument.dragHint')}</Typography.Paragraph>
            </FileDropArea>
          )}
          {uploads.map((u) => (
            <Flex key={u.uid} vertical gap={2} data-testid="bid-upload" data-status={u.status} data-attempt={u.attempt}>
              <Flex justify="space-between" gap={8} wrap>
                <Typography.Text ellipsis style={{ maxWidth: '60%' }}>
                  {u.file.name} <Typography.Text type="secondary">({megabytes(u.file.size)})</Typography.Text>
                </Typography.Text>
                <Flex gap={8}>
                  {u.status === 'uploading' && (
                    <Button size="small" onClick={() => controllers.current.get(u.uid)?.abort()} data-testid="bid-upload-stop">
                      {t('bidDocument.stop')}
                    </Button>
                  )}
                  {canRetry(u) && (
                    <Button size="small" type="primary" onClick={() => void run(u)} data-testid="bid-upload-retry">
                      {t('bidDocument.retry')}
                    </Button>
                  )}
                </Flex>
              </Flex>
              <Progress percent={u.percent} size="small" status={u.status === 'error' || u.status === 'stopped' ? 'exception' : u.status === 'done' ? 'success' : 'active'} data-testid="bid-upload-progress" />
              {u.error && (
                <Typography.Text type="danger" data-testid="bid-upload-error">
                  {u.error} {canRetry(u) && t('bidDocument.retryHint')}
                </Typography.Text>
              )}
            </Flex>
          ))}
        </Flex>
      </Card>
      <Card size="small" title={t('bidDocument.listTitle', { count: files.length })}>
        <Table<StoredFile>
          size="small"
          rowKey="fileId"
          pagination={false}
          dataSource={files}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('bidDocument.none') }}
          data-testid="bid-document-files"
          onRow={() => ({ 'data-testid': 'bid-document-file' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            {
              title: t('bidDocument.fileName'),
              dataIndex: 'fileName',
              render: (name: string, f) => (
                <StoredFileLink file={f} testId="bid-document-download">
                  {name}
                </StoredFileLink>
              ),
            },
            { title: t('bidDocument.size'), dataIndex: 'fileSize', align: 'right', render: (v: number) => megabytes(v) },
            { title: t('bidDocument.uploadTime'), dataIndex: 'uploadTime', render: (v: string) => formatForReader(v, language) },
            ...(editable
              ? [
                  {
                    title: t('bidDocument.actions'),
                    key: 'actions',
                    render: (_: unknown, f: StoredFile) => (
                      <Button type="link" danger size="small" onClick={() => void remove(f)} data-testid="bid-document-delete">
                        {t('bidDocument.delete')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </Flex>
  );
}
