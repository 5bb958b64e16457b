// The display and click rules of the home notice blocks (spec 01 §2, §4), kept free of React so
// the unit tests pin them down and every screen applies them the same way.
import type { Language } from '@portal/runtime';
import type { Notice } from './api-types';
import { dateOnly, first11 } from './format';
import type { Query } from './navigation';

export type BiddingTab = 'bidding' | 'change' | 'winning' | 'termination';
export type NonBiddingTab = 'inquiry' | 'inquiryChange' | 'result' | 'sale' | 'saleResult';

/** Each bidding tab: its list call and the type name the preview and index_list addresses carry. */
export const BIDDING_TABS: { key: BiddingTab; call: string; ggTypeName: string }[] = [
  { key: 'bidding', call: 'getMainPageInfoByIsp', ggTypeName: 'zbgg' },
  { key: 'change', call: 'pageAmendBulletin', ggTypeName: 'bggg' },
  { key: 'winning', call: 'pageIspBidder', ggTypeName: 'zhongbiaogg' },
  { key: 'termination', call: 'pageIspTerminationNotice', ggTypeName: 'zzgg' },
];

/** getMainTop's type plus isSale for each non-bidding tab. */
export const NON_BIDDING_TABS: { key: NonBiddingTab; type: string; isSale: boolean; ggTypeName: string }[] = [
  { key: 'inquiry', type: 'inquiry', isSale: false, ggTypeName: 'xjgg' },
  { key: 'inquiryChange', type: 'inquiryChange', isSale: false, ggTypeName: 'xjbggg' },
  { key: 'result', type: 'result', isSale: false, ggTypeName: 'jggg' },
  { key: 'sale', type: 'inquiry', isSale: true, ggTypeName: 'csgg' },
  { key: 'saleResult', type: 'result', isSale: true, ggTypeName: 'csjggg' },
];

export const VOLUNTARY_TENDER = '自愿招标';

/** English title when the language is English and one exists. */
export function displayTitle(n: Pick<Notice, 'infoTitle' | 'infoTitleEn'>, language: Language): string {
  return language === 'en-US' && n.infoTitleEn ? n.infoTitleEn : n.infoTitle;
}

/** yyyy-MM-dd, or the first 11 characters of a stored date the browser cannot parse. */
export function displayDate(value: string | null | undefined): string {
  return dateOnly(value) || first11(value);
}

export type NoticeState = 'terminated' | 'waiting' | 'expired' | null;

/** Status column of tender and change notices (spec 01 §4). */
export function noticeState(n: Pick<Notice, 'noticeStatus' | 'bidDocReferEndTime'>, now: number = Date.now()): NoticeState {
  if (n.noticeStatus === 'BID_TERMINATION') return 'terminated';
  if (!n.bidDocReferEndTime) return null;
  const end = Date.parse(n.bidDocReferEndTime);
  if (Number.isNaN(end)) return null;
  return end > now ? 'waiting' : 'expired';
}

export const STATE_LABEL_KEYS: Record<Exclude<NoticeState, null>, string> = {
  terminated: 'notice.bidTerminated',
  waiting: 'notice.waitingQuote',
  expired: 'notice.expired',
};

// antd's green tag writes #389e0d on #f6ffed (3.2:1); these pairs read at 4.5:1 or more (WCAG AA).
export const NOTICE_STATE_COLOURS: Record<Exclude<NoticeState, null>, { color: string; background: string; borderColor: string }> = {
  waiting: { color: '#1d6a0c', background: '#f6ffed', borderColor: '#95de64' },
  terminated: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  expired: { color: '#4a4a4a', background: '#f5f5f5', borderColor: '#d9d9d9' },
};

/** Business number for the change tab and plain notices; notice code for BID_NOTICE and BID_TERMINATION. */
export function noticeCodeFor(n: Pick<Notice, 'noticeStatus' | 'noticeCode' | 'businessNum'>, tab: BiddingTab): string {
  if (tab === 'change') return n.businessNum ?? n.noticeCode ?? '';
  if (n.noticeStatus === 'BID_NOTICE' || n.noticeStatus === 'BID_TERMINATION') return n.noticeCode ?? n.businessNum ?? '';
  return n.businessNum ?? n.noticeCode ?? '';
}

/** Where a tender-area row goes (always a new window). */
export function biddingRowTarget(n: Notice, tab: BiddingTab): { path: string; query: Query } {
  if (n.attribute3 === VOLUNTARY_TENDER) return { path: '/infoMainView', query: { infoId: n.infoId } };
  const ggTypeName = BIDDING_TABS.find((t) => t.key === tab)?.ggTypeName ?? tab;
  return { path: '/ten_notice_preview_content', query: { noticeCode: noticeCodeFor(n, tab), ggTypeName } };
}

/** Inquiry and sale notices open the source; the other non-bidding notices open their preview. */
export function opensSource(tab: NonBiddingTab): boolean {
  return tab === 'inquiry' || tab === 'sale';
}
