// Where a global-search hit opens: the same rules as the home blocks, decided from the hit's kind and tab.
import { type Query, BIDDING_TABS, NON_BIDDING_TABS, VOLUNTARY_TENDER, noticeCodeFor, type BiddingTab } from '@portal/shared/core';
import type { SearchHit } from './search-all.api';

export function hitTarget(hit: SearchHit): { path: string; query: Query; source?: string } {
  if (hit.kind === 'article' || hit.attribute3 === VOLUNTARY_TENDER) return { path: '/infoMainView', query: { infoId: hit.id } };
  if (hit.kind === 'source') return { path: '/source_detail', query: { sourceId: hit.id }, source: hit.id };
  const bidding = BIDDING_TABS.find((b) => b.key === hit.tab);
  if (bidding) {
    const code = noticeCodeFor({ noticeStatus: hit.status, noticeCode: null, businessNum: hit.code }, bidding.key as BiddingTab);
    return { path: '/ten_notice_preview_content', query: { noticeCode: code, ggTypeName: bidding.ggTypeName } };
  }
  const other = NON_BIDDING_TABS.find((b) => b.key === hit.tab);
  return { path: '/ten_notice_preview_content', query: { noticeCode: hit.code ?? '', ggTypeName: other?.ggTypeName ?? hit.tab ?? '' } };
}
