import { Button, Card, Descriptions, Empty, Flex, Result, Table, Tag, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatWithZone, isHttpError, navigation, needsSourcePuzzle, serverNow } from '@portal/shared/core';
import { portalLinkProps, useLanguage, useNarrowScreen, usePageRequest, usePortalSession, type PageProps } from '@portal/shared/react';
import { rememberDetail } from '../../sourcing-api/detail-cache';
import { fetchSourceDetail } from '../../sourcing-api/sourcing.api';
import { currentDeadline, isSignedUp, purchaseFileHref, type SourceDetail, type SourceMe, type SourceTerm } from '../../sourcing-api/sourcing-types';
import { openState } from '../sourceSearch/source-tabs';
import { BidOpeningSummary } from './BidOpeningSummary';
import { PuzzleRequired } from './PuzzleRequired';
import { OutcomeTags } from '../../sourcing-ui/OutcomeTags';
import { SignUpPanel } from './SignUpPanel';
import { SourceLinesTable } from './SourceLinesTable';
import { ZonedTime } from '../../sourcing-ui/ZonedTime';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * /source_detail and /cs_source_detail (spec 02 §2–§3): every field of an inquiry or sale order,
 * its deadlines on China and Vietnam time, lines, terms, purchase files and bid packages; sign-up
 * and the way to the quotation for a supplier; after the opening, the bid-opening summary.
 */
export default function SourceDetailPage({ route, query }: PageProps) {
  const session = usePortalSession();
  const id = query.sourceId ?? '';
  // 403 is the server asking for a puzzle pass; the fresh one goes into the address, which loads
  // the detail once more (a pass opens it once, so nothing else may fetch it again).
  const passed = (next: string) => navigation.replace(route || '/source_detail', { sourceId: id, pass: next });
  // Opened without a pass (a link in a new tab, a typed address) by a supplier the puzzle is for:
  // the puzzle comes first, without a call the server would refuse.
  if (!query.pass && needsSourcePuzzle(session)) return <PuzzleRequired onPass={passed} />;
  return <LoadedDetail id={id} pass={query.pass} visitor={!session.accessToken} onPuzzle={passed} />;
}

function LoadedDetail({ id, pass, visitor, onPuzzle }: { id: string; pass?: string; visitor: boolean; onPuzzle: (pass: string) => void }) {
  const { t } = useTranslation('mf-sourcing');
  const { data, loading, error } = usePageRequest(() => (id ? fetchSourceDetail(id, pass) : Promise.reject(new Error('sourceId'))), [id, pass]);
  const [me, setMe] = useState<SourceMe | null | undefined>(undefined);
  useEffect(() => {
    setMe(undefined);
    if (data) rememberDetail(data);
  }, [data]);
  if (isHttpError(error) && error.status === 403) return <PuzzleRequired onPass={onPuzzle} />;
  // antd's Result drops data-* attributes: the wrapper carries the test id.
  if (error) return <div data-testid="source-detail-missing"><Result status="404" title={t('detail.notFound')} /></div>;
  const source = data && me !== undefined ? { ...data, me } : data;
  const signedUp = (next: SourceMe) => {
    setMe(next);
    if (data) rememberDetail({ ...data, me: next });
  };
  return <DetailView source={source} loading={loading} visitor={visitor} onSignedUp={signedUp} />;
}

function DetailView({ source: s, loading, visitor, onSignedUp }: { source: SourceDetail | undefined; loading: boolean; visitor: boolean; onSignedUp: (me: SourceMe) => void }) {
  const { t } = useTranslation('mf-sourcing');
  const language = useLanguage();
  // A phone reads label above value: side by side, the labels wrap one character a line.
  const narrow = useNarrowScreen();
  const sale = s?.sourceType === 'CS';
  const deadline = s ? currentDeadline(s) : null;
  const state = openState(deadline);
  const opened = Boolean(s && (s.openedAt || (s.openingTime && Date.parse(s.openingTime) <= serverNow())));
  const item = (label: string, value: ReactNode, span?: number) => (
    <Descriptions.Item label={label} span={span}>
      {value === '' || value === null || value === undefined ? <Typography.Text type="secondary">—</Typography.Text> : value}
    </Descriptions.Item>
  );
  // Long texts keep their line breaks; an empty one reads as a dash like any other field.
  const long = (v: unknown) => (str(v) ? <span style={{ whiteSpace: 'pre-wrap' }}>{str(v)}</span> : '');
  const arrival = s?.arrivalRequirement
    ? s.arrivalRequirement === 'days'
      ? t('detail.arrival.days', { count: s.arrivalDays ?? 0 })
      : `${t(`detail.arrival.${s.arrivalRequirement}`)}${s.arrivalDays ? ` ${t('detail.arrival.days', { count: s.arrivalDays })}` : ''}`
    : '';
  // en-US and vi-VN read the English title first, then the Chinese one.
  const title = s ? (language !== 'zh-CN' && s.sourceTitleEn ? s.sourceTitleEn : s.sourceTitle) : t('detail.title');
  return (
    <Flex vertical gap={16} data-testid="source-detail-page">
      <Card loading={loading && !s} title={<span style={{ whiteSpace: 'normal' }}>{title}</span>} data-testid="source-detail">
        {s && (
          <Flex vertical gap={16}>
            <SignUpPanel source={s} visitor={visitor} onSignedUp={onSignedUp} />
            {s.me && <OutcomeTags outcome={s.me} showRound />}
            {!visitor && isSignedUp(s.me) && (
              // A signed-up supplier's queries on this source (spec 02 §2 /question_mian, /question_List).
              <Flex gap={8} wrap data-testid="source-question-links">
                <Button data-testid="source-raise-question" {...portalLinkProps(sale ? '/cs_question_mian' : '/question_mian', { sourceId: s.sourceId })}>
                  {t('questions.action.raise')}
                </Button>
                <Button type="link" data-testid="source-my-questions" {...portalLinkProps('/question_List', { sourceNum: str(s.sourceNum) })}>
                  {t('questions.action.myQueries')}
                </Button>
              </Flex>
            )}
            <Descriptions bordered size="small" layout={narrow ? 'vertical' : 'horizontal'} column={{ xs: 1, sm: 1, md: 2 }} data-testid="source-order-fields">
              {item(t(sale ? 'sourceSearch.saleNum' : 'sourceSearch.num'), <span data-testid="source-detail-num" style={{ whiteSpace: 'nowrap' }}>{s.sourceNum}</span>)}
              {item(
                t('sourceSearch.state'),
                <Flex gap={4} wrap>
                  {state && <Tag color={state === 'quoting' ? 'green' : undefined} data-testid="source-detail-state">{t(state === 'quoting' ? 'sourceSearch.inQuote' : 'sourceSearch.expired')}</Tag>}
                  {(s.currentRound ?? 1) > 1 && <Tag color="purple" data-testid="source-detail-round">{t('quotation.roundN', { n: s.currentRound })}</Tag>}
                  {s.invitationOnly && <Tag>{t('detail.invitationOnly')}</Tag>}
                  {s.sealedMail && <Tag>{t('detail.sealedMail')}</Tag>}
                  {s.awardedAt && <Tag color="gold">{t('detail.awarded')}</Tag>}
                </Flex>,
              )}
              {item(t('detail.type'), t(sale ? 'detail.types.CS' : 'detail.types.XJ'))}
              {item(t('detail.quotationKind'), s.quotationKind ? t(`detail.kinds.${s.quotationKind}`) : '')}
              {item(t('detail.buyer'), str(s.buyerOrg))}
              {item(t('detail.method'), t(`detail.methods.${str(s.sourceMethod) || 'OPEN'}`, { defaultValue: str(s.sourceMethod) }))}
              {item(t('detail.category'), str(s.category))}
              {item(t('detail.strategy'), str(s.strategy))}
              {item(t('detail.currency'), str(s.currency))}
              {item(t('detail.unit'), str(s.unit))}
              {item(t('detail.quotationMethod'), str(s.quotationMethod))}
              {item(t('detail.budget'), s.budget !== null && s.budget !== undefined && s.budget !== '' ? `${formatMoney(s.budget, s.currency ?? 'CNY')} ${str(s.currency)}` : '')}
              {item(t('detail.winType'), s.winType ? t(`detail.winTypes.${s.winType}`) : '')}
              {item(t('detail.arrivalRequirement'), arrival)}
              {item(t('detail.published'), formatWithZone(str(s.publishDate)))}
              {item(t('detail.contact'), [str(s.contactPhone), str(s.contactEmail)].filter(Boolean).join(' / '))}
              {item(t('detail.mainBusiness'), str(s.mainBusiness), 2)}
              {item(t('detail.description'), long(s.description), 2)}
              {item(t('detail.memo'), long(s.memo), 2)}
              {item(t('detail.technicalRequirements'), long(s.technicalRequirements), 2)}
            </Descriptions>
            <Descriptions bordered size="small" layout={narrow ? 'vertical' : 'horizontal'} column={1} title={t('detail.deadlines')} data-testid="source-deadlines">
              {/* The list shows the same China time; the Vietnam time beside it (spec 01 §1, 02 §1). */}
              {item(t('detail.endTime'), <span data-testid="source-detail-deadline"><ZonedTime value={s.endTime ?? s.quotationDate} testId="deadline-end" /></span>)}
              {item(t('detail.queryDeadline'), <ZonedTime value={s.queryDeadline} testId="deadline-query" />)}
              {item(t('detail.secondRoundDeadline'), <ZonedTime value={s.secondRoundDeadline} testId="deadline-second" />)}
              {item(t('detail.openingTime'), <ZonedTime value={s.openingTime} testId="deadline-opening" />)}
            </Descriptions>
          </Flex>
        )}
      </Card>
      {s && (s.packages?.length ?? 0) > 0 && (
        <Card size="small" title={t('detail.packages')} data-testid="source-packages">
          <Flex gap={8} wrap>
            {s.packages!.map((p) => (
              <Tag key={p.name} data-testid="source-package">
                {t('signUp.packageOption', { name: p.name, count: p.lineCount })}
              </Tag>
            ))}
          </Flex>
        </Card>
      )}
      {s && (
        <Card size="small" title={t('detail.linesTitle', { count: s.lines?.length ?? 0 })}>
          {s.lines?.length ? <SourceLinesTable lines={s.lines} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
        </Card>
      )}
      {s && (s.terms?.length ?? 0) > 0 && (
        <Card size="small" title={t('detail.terms')}>
          <Table<SourceTerm>
            size="small"
            rowKey="termId"
            pagination={false}
            dataSource={s.terms}
            data-testid="source-terms"
            // Fixed columns that fit a phone: the content wraps instead of widening the page.
            tableLayout="fixed"
            columns={[
              { title: t('term.no'), dataIndex: 'termNo', width: narrow ? 44 : 70 },
              { title: t('term.name'), dataIndex: 'name', width: narrow ? 100 : 200 },
              { title: t('term.content'), dataIndex: 'content', render: (v: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{v}</span> },
            ]}
          />
        </Card>
      )}
      {s && (
        <Card size="small" title={t('detail.attachments')} data-testid="source-attachments">
          {s.attachments?.length ? (
            <Flex vertical gap={4}>
              {s.attachments.map((f) => (
                // A real link: the purchase files of a published source are public.
                <a key={f.fileId} href={purchaseFileHref(f)} download={f.fileName} data-testid="source-attachment">
                  {f.fileName} <Typography.Text type="secondary">({Math.max(1, Math.round(f.size / 1024))} KB)</Typography.Text>
                </a>
              ))}
            </Flex>
          ) : (
            <Typography.Text type="secondary">{t('detail.noAttachments')}</Typography.Text>
          )}
        </Card>
      )}
      {s && opened && !visitor && <BidOpeningSummary sourceId={s.sourceId} />}
    </Flex>
  );
}
