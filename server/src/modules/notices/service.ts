import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { Paging } from '../../platform/paging';
import { findNotice, type NoticeRow } from './queries';
import { searchNotices } from './search-queries';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Wire shape of a notice: the spec's camelCase names; times as ISO 8601 UTC. */
export function toNotice(row: NoticeRow, withContent = false) {
  return {
    infoId: row.info_id,
    infoTitle: row.info_title,
    infoTitleEn: row.info_title_en,
    infoType: row.info_type,
    noticeSendTime: iso(row.notice_send_time),
    bidDocReferEndTime: iso(row.bid_doc_refer_end_time),
    creationDate: iso(row.creation_date),
    meaning: row.meaning,
    noticeCode: row.notice_code,
    businessNum: row.business_num,
    noticeStatus: row.notice_status,
    attribute3: row.attribute3,
    infoDtime: iso(row.info_dtime),
    sourceNum: row.source_num,
    tab: row.tab,
    ...(withContent ? { content: row.content } : {}),
  };
}

export type NoticeDto = ReturnType<typeof toNotice>;

export async function listTab(ctx: AppContext, tabs: string[], paging: Paging, title?: string) {
  const { rows, ...counted } = await searchNotices(ctx.db, { tabs, title, offset: paging.offset, limit: paging.size });
  return { records: rows.map((r) => toNotice(r)), ...counted };
}

export async function getNotice(ctx: AppContext, infoId: string) {
  const row = await findNotice(ctx.db, infoId);
  if (!row) throw notFound();
  return toNotice(row, true);
}

/** getMainTop's type plus isSale → the tab: with isSale, 'inquiry' means sale and 'result' sale results. */
export function nonBiddingTab(type: string | undefined, isSale: unknown): string {
  const sale = isSale === true || isSale === 'true' || isSale === '1' || isSale === 1;
  const t = type ?? 'inquiry';
  if (sale && t === 'inquiry') return 'sale';
  if (sale && t === 'result') return 'saleResult';
  return t;
}
