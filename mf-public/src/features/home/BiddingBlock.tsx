import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_BLOCK_SIZE, BIDDING_TABS, biddingRowTarget, type BiddingTab } from '@portal/shared/core';
import { PortalLink, TabStrip, usePageRequest } from '@portal/shared/react';
import { tenderList } from '../../common/public.api';
import { earlyOr, listKey } from './first-lists';
import { NoticeTable } from './NoticeTable';

/** Bidding area: bidding, change, bid winning, termination; rows open in a new window. */
export function BiddingBlock() {
  const { t } = useTranslation('mf-public');
  const [tab, setTab] = useState<BiddingTab>('bidding');
  const current = BIDDING_TABS.find((b) => b.key === tab) ?? BIDDING_TABS[0];
  const { data, loading } = usePageRequest(() => earlyOr(listKey.bidding(current.call), () => tenderList(current.call, 1, NOTICE_BLOCK_SIZE)), [current.call]);
  return (
    <Card
      className="home-block"
      data-testid="home-bidding"
      title={t('home.biddingArea')}
      extra={
        <PortalLink to="/index_list" query={{ ggTypeName: current.ggTypeName }} newTab data-testid="bidding-more" aria-label={`${t('home.more')}: ${t('home.biddingArea')}`}>
          {t('home.more')}
        </PortalLink>
      }
    >
      <TabStrip
        label={t('home.biddingArea')}
        panelId="home-bidding-panel"
        activeKey={tab}
        onChange={setTab}
        items={BIDDING_TABS.map((b) => ({ key: b.key, label: t(`home.tabs.${b.key}`), testId: `bidding-tab-${b.key}` }))}
      >
        <NoticeTable
          testId={`bidding-table-${tab}`}
          records={data?.records ?? []}
          loading={loading}
          withStatus={tab === 'bidding' || tab === 'change'}
          linkOf={(n) => {
            const target = biddingRowTarget(n, tab);
            return { to: target.path, query: target.query, newTab: true };
          }}
        />
      </TabStrip>
    </Card>
  );
}
