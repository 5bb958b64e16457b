// The tabs of the inquiry (/source_List) and sale (/cs_source_List) search screens, by activeName.
import { serverNow } from '@portal/shared/core';
export type SourceTab =
  | { key: string; kind: 'sources'; call: 'getDb' | 'getFeiYiFaDb' }
  | { key: string; kind: 'notices'; call: 'getBj' | 'getZb' | 'getFeiYiFaBj'; ggTypeName: string; failedKey: string };

export const INQUIRY_TABS: SourceTab[] = [
  { key: 'xjgg', kind: 'sources', call: 'getDb' },
  { key: 'xjbggg', kind: 'notices', call: 'getBj', ggTypeName: 'xjbggg', failedKey: 'notice.inquiryChangeLoadFailed' },
  { key: 'jggg', kind: 'notices', call: 'getZb', ggTypeName: 'jggg', failedKey: 'notice.resultLoadFailed' },
];

export const SALE_TABS: SourceTab[] = [
  { key: 'csgg', kind: 'sources', call: 'getFeiYiFaDb' },
  { key: 'csjggg', kind: 'notices', call: 'getFeiYiFaBj', ggTypeName: 'csjggg', failedKey: 'notice.saleResultLoadFailed' },
];

/** 'be in quote' while the quotation deadline is ahead, else 'expired' (spec 01 §4). */
export function openState(quotationDate: string | null | undefined, now: number = serverNow()): 'quoting' | 'expired' | null {
  if (!quotationDate) return null;
  const at = Date.parse(quotationDate);
  if (Number.isNaN(at)) return null;
  return at > now ? 'quoting' : 'expired';
}

/** A logged-in supplier's tabs and reply filters of the source lists (spec 02 §4; server `tab`, `filter`). */
export const SUPPLIER_TABS = ['all', 'toQuote', 'ended', 'registered'] as const;
export const SUPPLIER_FILTERS = ['all', 'expired', 'notEnded', 'toReply', 'replied'] as const;
