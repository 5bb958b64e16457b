import { Button, Card, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkReceiptDigest, formatMoney, type DigestCheck } from '@portal/shared/core';
import { usePageRequest } from '@portal/shared/react';
import { fetchOpenBids } from '../../sourcing-api/sourcing.api';
import type { OpenBidRow } from '../../sourcing-api/sourcing-types';

type Verdict = DigestCheck | 'checking' | 'unavailable';

/**
 * The bid-opening summary (spec 02 §3: bidder, price, validity, arrival days, remark), shown once
 * the bids are open. Each row can be verified in the browser: the SHA-256 of the quotation's
 * canonical text is recomputed with WebCrypto and compared with the digest its receipt carried.
 */
export function BidOpeningSummary({ sourceId }: { sourceId: string }) {
  const { t } = useTranslation('mf-sourcing');
  const { data, loading } = usePageRequest(() => fetchOpenBids(sourceId), [sourceId]);
  const [verdicts, setVerdicts] = useState<Record<string, Verdict>>({});
  if (!loading && data === null) return null;
  const keyOf = (r: OpenBidRow) => `${r.round}:${r.quotationNum}`;
  async function verify(r: OpenBidRow) {
    setVerdicts((v) => ({ ...v, [keyOf(r)]: 'checking' }));
    let verdict: Verdict;
    try {
      verdict = await checkReceiptDigest(r.canonical, r.digest);
    } catch {
      verdict = 'unavailable';
    }
    setVerdicts((v) => ({ ...v, [keyOf(r)]: verdict }));
  }
  return (
    <Card size="small" title={t('opening.title')} loading={loading} data-testid="bid-opening">
      <Table<OpenBidRow>
        size="small"
        rowKey={keyOf}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={data ?? []}
        onRow={() => ({ 'data-testid': 'bid-opening-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('opening.bidder'), dataIndex: 'bidder' },
          { title: t('opening.round'), dataIndex: 'round', width: 70 },
          { title: t('opening.price'), key: 'price', align: 'right', render: (_, r) => `${formatMoney(r.totalWithTax, r.currency || 'CNY')} ${r.currency ?? ''}` },
          { title: t('opening.validity'), dataIndex: 'validityDate' },
          { title: t('opening.arrivalDays'), dataIndex: 'arrivalDays', align: 'right' },
          { title: t('opening.remark'), dataIndex: 'remark', ellipsis: true },
          {
            title: t('opening.digest'),
            dataIndex: 'digest',
            render: (d: string) => (
              <Typography.Text code copyable={{ text: d }} style={{ fontSize: 12 }}>
                {d.slice(0, 12)}…
              </Typography.Text>
            ),
          },
          {
            title: t('opening.verify'),
            key: 'verify',
            render: (_, r) => {
              const v = verdicts[keyOf(r)];
              return (
                <span>
                  <Button size="small" loading={v === 'checking'} onClick={() => void verify(r)} data-testid="bid-opening-verify">
                    {t('opening.verify')}
                  </Button>{' '}
                  {v && v !== 'checking' && (
                    <Tag color={v === 'match' ? 'green' : v === 'mismatch' ? 'red' : 'orange'} data-testid="bid-opening-verdict" data-verdict={v}>
                      {t(`opening.${v}`)}
                    </Tag>
                  )}
                </span>
              );
            },
          },
        ]}
      />
    </Card>
  );
}
