// Notices to the supplier (spec 02 §7 "Notices"): to this supplier or to every supplier, unread
// first; opening one confirms it (viewed for this supplier only).
import { http, pageOf, type ApiReply, type PageOf } from '@portal/shared/core';

const P = '/isp/portal';

export interface SupplierNotice {
  id: number;
  title: string;
  content: string | null;
  viewed: boolean;
  audience: 'supplier' | 'all';
  createdAt: string;
}

export type ViewedFilter = 'all' | 'viewed' | 'notViewed';

export interface NoticeCriteria {
  title?: string;
  viewed?: ViewedFilter;
}

/** The request body of getNoticePage: `viewed` only when filtered. */
export function noticePageBody(page: number, pageSize: number, c: NoticeCriteria): Record<string, unknown> {
  const body: Record<string, unknown> = { page, pageSize };
  const title = c.title?.trim();
  if (title) body.supplierNotice = title;
  if (c.viewed === 'viewed') body.viewed = true;
  else if (c.viewed === 'notViewed') body.viewed = false;
  return body;
}

export async function fetchNoticePage(page: number, pageSize: number, c: NoticeCriteria = {}): Promise<PageOf<SupplierNotice>> {
  const { data } = await http.post<ApiReply<SupplierNotice>>(`${P}/SupplierCommunicate/getNoticePage`, noticePageBody(page, pageSize, c));
  return pageOf(data);
}

export async function confirmNotice(id: number): Promise<void> {
  await http.post(`${P}/SupplierCommunicate/confirmNoticeById`, { id });
}
