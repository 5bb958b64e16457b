import { Card, Descriptions, Empty, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstantWithZone, formatMoney } from '@portal/shared/core';
import { ListTable, Pager, usePageRequest, type ListColumn } from '@portal/shared/react';
import { findRoundQuotation } from '../../sourcing-api/sourcing.api';
import type { QuotationView, SourceDetail } from '../../sourcing-api/sourcing-types';

type Line = QuotationView['lines'][number];

/** Lines of an earlier round shown at a time, as antd's table paged them before. */
const HISTORY_PAGE_SIZE = 20;

/** The caller's quotations of the earlier rounds, read-only (spec 02 §2 "historical quotation"). */
export function QuotationHistory({ source, rounds }: { source: SourceDetail; rounds: number[] }) {
  const { t } = useTranslation('mf-sourcing');
  if (rounds.length === 0) return null;
  return (
    <div data-testid="quotation-history">
      {rounds.map((round) => (
        <Card key={round} size="small" title={t('quotation.historyRound', { n: round })}>
          <RoundView source={source} round={round} />
        </Card>
      ))}
    </div>
  );
}

function RoundView({ source, round }: { source: SourceDetail; round: number }) {
  const { t } = useTranslation('mf-sourcing');
  const { data, loading } = usePageRequest(() => findRoundQuotation(source.sourceId, round), [source.sourceId, round]);
  const [paging, setPaging] = useState({ page: 1, pageSize: HISTORY_PAGE_SIZE });
  if (!loading && !data) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('quotation.historyNone')} />;
  const numberOf = new Map((source.lines ?? []).map((l) => [l.lineId, l]));
  const currency = data?.header.currency ?? source.currency ?? 'CNY';
  const lines = data?.lines ?? [];
  const columns: ListColumn<Line>[] = [
    { title: t('line.lineNo'), key: 'no', render: (_, l) => numberOf.get(l.lineId)?.lineNo ?? '' },
    { title: t('line.description'), key: 'desc', render: (_, l) => numberOf.get(l.lineId)?.description ?? '' },
    { title: t('quotation.line.taxRate'), dataIndex: 'taxRate', render: (v?: string | null) => (v ? `${v}%` : '') },
    { title: t('quotation.line.unitPriceWithTax'), dataIndex: 'unitPriceWithTax', align: 'right' },
    { title: t('quotation.line.amountWithTax'), dataIndex: 'amountWithTax', align: 'right' },
    { title: t('quotation.line.brand'), dataIndex: 'brand' },
    { title: t('quotation.line.arrivalDays'), dataIndex: 'arrivalDays', align: 'right' },
  ];
  const from = (paging.page - 1) * paging.pageSize;
  return (
    <div>
      {data && (
        <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 8 }}>
          <Descriptions.Item label={t('quotation.receipt.number')}>{data.quotationNum ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('quotation.statusLabel')}>
            <Tag>{t(`quotation.status.${data.status}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('quotation.receipt.sentAt')}>{data.sentAt ? formatInstantWithZone(data.sentAt) : '—'}</Descriptions.Item>
          <Descriptions.Item label={t('quotation.total')}>{data.header.totalWithTax ? `${formatMoney(data.header.totalWithTax, currency)} ${currency}` : '—'}</Descriptions.Item>
        </Descriptions>
      )}
      <ListTable<Line> rowKey="lineId" loading={loading} rows={lines.slice(from, from + paging.pageSize)} columns={columns} />
      {/* One page needs no pager (antd's hideOnSinglePage, as before). */}
      {lines.length > paging.pageSize && <Pager page={paging.page} pageSize={paging.pageSize} total={lines.length} onChange={(page, pageSize) => setPaging({ page, pageSize })} />}
    </div>
  );
}
