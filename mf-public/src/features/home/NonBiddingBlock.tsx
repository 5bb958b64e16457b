import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_BLOCK_SIZE, type Notice, NON_BIDDING_TABS, opensSource, type NonBiddingTab } from '@portal/shared/core';
import { PortalLink, TabStrip, usePageRequest, usePortalSession } from '@portal/shared/react';
import { mainTop } from '../../common/public.api';
import { openSource } from '../puzzle/open-source';
import { earlyOr, listKey } from './first-lists';
import { NoticeTable, type RowLink } from './NoticeTable';

/** Non-bidding area: inquiry, change, result, sale, sale results. */
export function NonBiddingBlock() {
  const { t } = useTranslation('mf-public');
  const [tab, setTab] = useState<NonBiddingTab>('inquiry');
  const { portalUser } = usePortalSession();
  const current = NON_BIDDING_TABS.find((b) => b.key === tab) ?? NON_BIDDING_TABS[0];
  const { data, loading } = usePageRequest(
    () => earlyOr(listKey.nonBidding(current.type, current.isSale, portalUser?.supplierId), () => mainTop(current.type, current.isSale, 1, NOTICE_BLOCK_SIZE, portalUser?.supplierId)),
    [tab, portalUser?.supplierId],
  );
  // A source's href is its detail page; a plain click goes through openSource (the puzzle first
  // for a logged-in supplier, as spec 01 §4 asks).
  const linkOf = (n: Notice & { sourceNum?: string | null }): RowLink => {
    const sourceId = n.sourceNum;
    if (opensSource(tab) && sourceId) return { to: '/source_detail', query: { sourceId }, newTab: true, onNavigate: () => openSource(sourceId) };
    return { to: '/ten_notice_preview_content', query: { noticeCode: n.businessNum ?? n.noticeCode ?? '', ggTypeName: current.ggTypeName }, newTab: true };
  };
  const more = (
    <PortalLink
      to={current.isSale ? '/cs_source_List' : '/source_List'}
      query={{ activeName: current.ggTypeName }}
      newTab
      data-testid="nonbidding-more"
      aria-label={`${t('home.more')}: ${t('home.nonBiddingArea')}`}
    >
      {t('home.more')}
    </PortalLink>
  );
  return (
    <Card className="home-block" data-testid="home-nonbidding" title={t('home.nonBiddingArea')} extra={more}>
      <TabStrip
        label={t('home.nonBiddingArea')}
        panelId="home-nonbidding-panel"
        activeKey={tab}
        onChange={setTab}
        items={NON_BIDDING_TABS.map((b) => ({ key: b.key, label: t(`home.tabs.${b.key}`), testId: `nonbidding-tab-${b.key}` }))}
      >
        <NoticeTable testId={`nonbidding-table-${tab}`} records={data?.records ?? []} loading={loading} linkOf={linkOf} />
      </TabStrip>
    </Card>
  );
}
