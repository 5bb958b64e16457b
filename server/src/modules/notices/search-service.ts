import type { AppContext } from '../../platform/context';
import { invalid, notFound } from '../../platform/errors';
import type { Paging } from '../../platform/paging';
import { NOTICE_TABS, tabsFor } from './gg-types';
import { INFO_TYPES } from './schemas';
import { todoList } from '../supplier-centre/todo';
import { countByTab, findNoticeByNumber, searchNotices } from './search-queries';
import { toNotice } from './service';

const DAY = 24 * 3600 * 1000;

/** 'yyyy-MM-dd' (or a full ISO time); the end date is inclusive, so its whole day counts. */
export function parseDay(value: string | undefined, name: string, endOfDay = false): Date | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  // A day, or a full ISO time; years outside 1900-2999 are typing errors, not searches.
  const iso = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : new Date(text);
  const year = date.getUTCFullYear();
  if (!iso || Number.isNaN(date.getTime()) || year < 1900 || year > 2999) throw invalid('dateFormat', { field: name, value: text });
  return endOfDay && /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(date.getTime() + DAY) : date;
}

export interface NoticeFilter {
  ggTypeName?: string;
  title?: string;
  startDate?: string;
  endDate?: string;
  sourceNum?: string;
}

export async function findNotices(ctx: AppContext, filter: NoticeFilter, paging: Paging, fallbackTabs = 'all') {
  const from = parseDay(filter.startDate, 'startDate');
  const to = parseDay(filter.endDate, 'endDate', true);
  if (from && to && from >= to) throw invalid('dateOrder', { from: 'startDate', to: 'endDate' });
  const { rows, ...counted } = await searchNotices(ctx.db, {
    tabs: tabsFor(filter.ggTypeName, fallbackTabs),
    title: filter.title?.trim() || undefined,
    from,
    to,
    sourceNum: filter.sourceNum?.trim() || undefined,
    offset: paging.offset,
    limit: paging.size,
  });
  return { records: rows.map((r) => toNotice(r)), ...counted };
}

export async function noticeByNumber(ctx: AppContext, code: string, ggTypeName: string | undefined) {
  const row = await findNoticeByNumber(ctx.db, code.trim(), ggTypeName?.trim() ? tabsFor(ggTypeName) : NOTICE_TABS);
  if (!row) throw notFound();
  return toNotice(row, true);
}

export const tabCounts = (ctx: AppContext) => countByTab(ctx.db, [...NOTICE_TABS, ...INFO_TYPES]);

/** Temporary (registering) users have no supplier yet and so nothing pending. */
/**
 * The home page's pending badge: everything waiting for the supplier, the same total its to-do
 * list shows (issue 15), so the badge and /supplier_home_todo never disagree.
 */
export const pendingCount = async (ctx: AppContext, supplierId: string | null) => (supplierId ? (await todoList(ctx, supplierId)).total : 0);
