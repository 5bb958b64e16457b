import { Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatForReader, formatMoney } from '@portal/shared/core';
import { PortalLink, useLanguage, usePageRequest } from '@portal/shared/react';
import { OutcomeTags } from '../../sourcing-ui/OutcomeTags';
import type { SupplierOutcome } from '../../sourcing-api/sourcing-types';
import { fetchOpenedHistory, type OpenedQuotation } from '../../sourcing-api/opened-history.api';

const PAGE_SIZE = 20;

/** The detail of an opened source: the sale detail for a sale, else the inquiry detail. */
export const detailPathOf = (r: Pick<OpenedQuotation, 'sourceType'>) => (r.sourceType === 'CS' ? '/cs_source_detail' : '/source_detail');

/**
 * /opened_history (getsuOpendHistory): the caller's quotations whose bids were opened, newest first,
 * each a real link to the source's detail, where the opening summary is shown and verified.
 */
export default function OpenedHistoryPage() {
  const { t } = useTranslation('mf-sourcing');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const { data, loading } = usePageRequest(() => fetchOpenedHistory(page, PAGE_SIZE), [page]);
  return (
    <Card title={t('history.title')} data-testid="opened-history">
      <Table<OpenedQuotation>
        size="small"
        rowKey={(r) => `${r.sourceId}:${r.round}`}
        loading={loading}
        dataSource={data?.records ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('history.none') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
        onRow={() => ({ 'data-testid': 'opened-history-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: t('history.source'),
            key: 'source',
            render: (_, r) => (
              <PortalLink to={detailPathOf(r)} query={{ sourceId: r.sourceId }} data-testid="opened-history-link">
                {r.sourceNum} {language !== 'zh-CN' && r.sourceTitleEn ? r.sourceTitleEn : r.sourceTitle}
              </PortalLink>
            ),
          },
          { title: t('opening.round'), dataIndex: 'round', width: 70, render: (n: number) => <Tag color="purple">{t('quotation.roundN', { n })}</Tag> },
          { title: t('history.myTotal'), key: 'total', align: 'right', render: (_, r) => `${formatMoney(r.totalWithTax, r.currency || 'CNY')} ${r.currency}` },
          {
            // The caller's rank among the round's bidders and, once awarded, whether it won (issue 33).
            title: t('outcome.rankTitle'),
            key: 'outcome',
            render: (_, r) => (
              <OutcomeTags outcome={{ opening: r.rank && r.bidders ? { round: r.round, rank: r.rank, bidders: r.bidders } : null, isWinner: r.isWinner ?? null, awardNotice: (r.awardNotice as SupplierOutcome['awardNotice']) ?? null }} />
            ),
          },
          { title: t('history.openedAt'), dataIndex: 'openedAt', render: (v: string) => formatForReader(v, language) },
        ]}
      />
    </Card>
  );
}
