// getsuOpendHistory (spec 02 §7): the caller's quotations whose bids were opened, newest first.
import { http, pageOf, type ApiReply, type PageOf } from '@portal/shared/core';

export interface OpenedQuotation {
  sourceId: string;
  sourceNum: string;
  sourceTitle: string | null;
  sourceTitleEn: string | null;
  sourceType: string | null;
  quotationKind: string | null;
  round: number;
  quotationId: string;
  totalWithTax: string;
  currency: string;
  openedAt: string;
  /** The caller's rank by total in this round and the number of bidders (issue 33). */
  rank?: number | null;
  bidders?: number | null;
  /** null until the award. */
  isWinner?: boolean | null;
  awardNotice?: { noticeCode: string; ggTypeName: string } | null;
}

export async function fetchOpenedHistory(page: number, pageSize: number): Promise<PageOf<OpenedQuotation>> {
  const { data } = await http.get<ApiReply<OpenedQuotation>>('/isp/portal/plogin/getsuOpendHistory', { params: { page, pageSize } });
  return pageOf(data);
}
