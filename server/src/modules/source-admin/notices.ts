// The home-page notices of a source (spec 01 §2 home tabs): its inquiry or sale notice when it is
// published, its result notice when it is awarded. They are ordinary notice rows of the non-bidding
// area, linked to the source by source_num, so the public lists, search and details show them.
import type { Insertable } from 'kysely';
import type { NoticeTable } from '../../db/schema';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const paragraphs = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');

/** Each kind of source notice: its home tab, type and status, as the seeded notices have them. */
export const SOURCE_NOTICE_KINDS = {
  inquiry: { tab: 'inquiry', infoType: 'SOU_PREVIEW', status: 'SOU_NOTICE', zh: '询价公告', en: 'Request for Quotation' },
  sale: { tab: 'sale', infoType: 'SOU_PREVIEW', status: 'SALE_NOTICE', zh: '出售公告', en: 'Sale Notice' },
  result: { tab: 'result', infoType: 'SOU_COMPLETE', status: 'SOU_COMPLETE', zh: '询价结果公告', en: 'RFQ Result' },
  saleResult: { tab: 'saleResult', infoType: 'SOU_COMPLETE', status: 'SALE_COMPLETE', zh: '出售结果公告', en: 'Sale Result' },
} as const;

export interface NoticeSource {
  source_num: string;
  source_type: string;
  source_title: string;
  source_title_en: string | null;
  buyer_org: string | null;
  quotation_date: Date | string | null;
  description: string | null;
  contact_phone: string | null;
  contact_email: string | null;
}

export const publishNoticeId = (sourceNum: string) => `N-src-${sourceNum}`;
export const awardNoticeId = (sourceNum: string) => `N-award-${sourceNum}`;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : '—');

/** The notice that announces a newly published source on the inquiry (XJ) or sale (CS) tab. */
export function publishNotice(source: NoticeSource, now: Date): Insertable<NoticeTable> {
  const kind = source.source_type === 'CS' ? SOURCE_NOTICE_KINDS.sale : SOURCE_NOTICE_KINDS.inquiry;
  const content =
    `<h3>${escapeHtml(source.source_title)}</h3>` +
    `<p>项目编号 / No.: ${escapeHtml(source.source_num)}</p>` +
    (source.buyer_org ? `<p>采购单位 / Buyer: ${escapeHtml(source.buyer_org)}</p>` : '') +
    `<p>报价截止时间 / Deadline: ${iso(source.quotation_date)}</p>` +
    paragraphs(source.description) +
    (source.contact_phone || source.contact_email ? `<p>联系方式 / Contact: ${escapeHtml([source.contact_phone, source.contact_email].filter(Boolean).join(', '))}</p>` : '');
  return {
    info_id: publishNoticeId(source.source_num),
    info_title: source.source_title,
    info_title_en: source.source_title_en,
    info_type: kind.infoType,
    notice_send_time: now,
    bid_doc_refer_end_time: source.quotation_date ? new Date(source.quotation_date) : null,
    creation_date: now,
    meaning: kind.zh,
    notice_code: `GG-${source.source_num}`,
    business_num: source.source_num,
    notice_status: kind.status,
    attribute3: null,
    info_dtime: now,
    content,
    area: 'nonbidding',
    tab: kind.tab,
    source_num: source.source_num,
  };
}

/** The result notice of an awarded source: the winners, on the result (XJ) or sale-result (CS) tab. */
export function awardNotice(source: NoticeSource, winners: { name: string; nameEn: string | null }[], remark: string | null, now: Date): Insertable<NoticeTable> {
  const kind = source.source_type === 'CS' ? SOURCE_NOTICE_KINDS.saleResult : SOURCE_NOTICE_KINDS.result;
  const names = winners.map((w) => `<li>${escapeHtml(w.name)}${w.nameEn ? ` (${escapeHtml(w.nameEn)})` : ''}</li>`).join('');
  return {
    info_id: awardNoticeId(source.source_num),
    info_title: `${source.source_title}${kind.zh}`,
    info_title_en: source.source_title_en ? `${source.source_title_en} — ${kind.en}` : null,
    info_type: kind.infoType,
    notice_send_time: now,
    bid_doc_refer_end_time: null,
    creation_date: now,
    meaning: kind.zh,
    notice_code: `JG-${source.source_num}`,
    business_num: source.source_num,
    notice_status: kind.status,
    attribute3: null,
    info_dtime: now,
    content: `<h3>${escapeHtml(source.source_title)}${kind.zh}</h3><p>项目编号 / No.: ${escapeHtml(source.source_num)}</p><p>成交供应商 / Awarded to:</p><ul>${names}</ul>${paragraphs(remark)}`,
    area: 'nonbidding',
    tab: kind.tab,
    source_num: source.source_num,
  };
}
