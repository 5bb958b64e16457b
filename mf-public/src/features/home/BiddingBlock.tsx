import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_BLOCK_SIZE, navigation } from '@portal/shared/core';
import { usePageRequest } from '@portal/shared/react';
import { BIDDING_TABS, biddingRowTarget, type BiddingTab } from '../../common/notice-rules';
import { tenderList } from '../../common/public.api';
import { NoticeTable } from './NoticeTable';

/** Bidding area: bidding, change, bid winning, termination; rows open in a new window. */
export function BiddingBlock() {
  const { t } = useTranslation('mf-public');
  const [tab, setTab] = useState<BiddingTab>('bidding');
  const current = BIDDING_TABS.find((b) => b.key === tab) ?? BIDDING_TABS[0];
  const { data, loading } = usePageRequest(() => tenderList(current.call, 1, NOTICE_BLOCK_SIZE), [current.call]);
  return (
    <Card
      className="home-block"
      data-testid="home-bidding"
      title={t('home.biddingArea')}
      extra={<a data-testid="bidding-more" onClick={() => navigation.open('/index_list', { ggTypeName: current.ggTypeName })}>{t('home.more')}</a>}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as BiddingTab)}
        items={BIDDING_TABS.map((b) => ({ key: b.key, label: <span data-testid={`bidding-tab-${b.key}`}>{t(`home.tabs.${b.key}`)}</span> }))}
      />
      <NoticeTable
        testId={`bidding-table-${tab}`}
        records={data?.records ?? []}
        loading={loading}
        withStatus={tab === 'bidding' || tab === 'change'}
        onOpen={(n) => {
          const target = biddingRowTarget(n, tab);
          navigation.open(target.path, target.query);
        }}
      />
    </Card>
  );
}
