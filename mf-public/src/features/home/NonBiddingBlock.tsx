import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_BLOCK_SIZE, navigation, type Notice } from '@portal/shared/core';
import { usePageRequest, usePortalSession } from '@portal/shared/react';
import { NON_BIDDING_TABS, opensSource, type NonBiddingTab } from '../../common/notice-rules';
import { mainTop } from '../../common/public.api';
import { useSourceOpener } from '../puzzle/use-source-opener';
import { NoticeTable } from './NoticeTable';

/** Non-bidding area: inquiry, change, result, sale, sale results. */
export function NonBiddingBlock() {
  const { t } = useTranslation('mf-public');
  const [tab, setTab] = useState<NonBiddingTab>('inquiry');
  const { portalUser } = usePortalSession();
  const current = NON_BIDDING_TABS.find((b) => b.key === tab) ?? NON_BIDDING_TABS[0];
  const { data, loading } = usePageRequest(() => mainTop(current.type, current.isSale, 1, NOTICE_BLOCK_SIZE, portalUser?.supplierId), [tab, portalUser?.supplierId]);
  const { openSource, puzzle } = useSourceOpener();
  const open = (n: Notice & { sourceNum?: string | null }) => {
    if (opensSource(tab) && n.sourceNum) return openSource(n.sourceNum);
    navigation.open('/ten_notice_preview_content', { noticeCode: n.businessNum ?? n.noticeCode ?? '', ggTypeName: current.ggTypeName });
  };
  const more = () =>
    current.isSale ? navigation.open('/cs_source_List', { activeName: current.ggTypeName }) : navigation.open('/source_List', { activeName: current.ggTypeName });
  return (
    <Card className="home-block" data-testid="home-nonbidding" title={t('home.nonBiddingArea')} extra={<a data-testid="nonbidding-more" onClick={more}>{t('home.more')}</a>}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as NonBiddingTab)}
        items={NON_BIDDING_TABS.map((b) => ({ key: b.key, label: <span data-testid={`nonbidding-tab-${b.key}`}>{t(`home.tabs.${b.key}`)}</span> }))}
      />
      <NoticeTable testId={`nonbidding-table-${tab}`} records={data?.records ?? []} loading={loading} onOpen={open} />
      {puzzle}
    </Card>
  );
}
