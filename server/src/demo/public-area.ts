// Demo data of the public area: candidate-publicity notices, attachments of notices, articles and
// sources (one deliberately empty), friendship links, lookup values and currencies. Idempotent.
import type { Insertable } from 'kysely';
import type { Db } from '../db/index';
import type { NoticeTable } from '../db/schema';
import { publicDb, type AttachmentTable } from '../modules/files/tables';
import { PLANTS, TOPICS } from './catalogue';
import { simplePdf } from './pdf';
import { at, pad } from './dates-and-ids';


export const LINKS = [
  { link_id: 'L-01', link_name: '中国华能集团有限公司', link_name_en: 'China Huaneng Group', link_url: 'https://www.chng.com.cn', sort_order: 1 },
  { link_id: 'L-02', link_name: '国家能源局', link_name_en: 'National Energy Administration', link_url: 'https://www.nea.gov.cn', sort_order: 2 },
  { link_id: 'L-03', link_name: '中国招标投标公共服务平台', link_name_en: 'China Tendering Public Service Platform', link_url: 'https://www.cebpubservice.com', sort_order: 3 },
  { link_id: 'L-04', link_name: '信用中国', link_name_en: 'Credit China', link_url: 'https://www.creditchina.gov.cn', sort_order: 4 },
  { link_id: 'L-05', link_name: '越南工贸部', link_name_en: 'Ministry of Industry and Trade of Vietnam', link_url: 'https://moit.gov.vn', sort_order: 5 },
];

const LOOKUPS: { type: string; values: [string, string, string, string][] }[] = [
  {
    type: 'SOURCE_METHOD',
    values: [
      ['OPEN', '公开询价', 'Open inquiry', 'Hỏi giá công khai'],
      ['INVITE', '邀请询价', 'Invited inquiry', 'Hỏi giá theo lời mời'],
      ['SINGLE', '单一来源', 'Single source', 'Nguồn duy nhất'],
    ],
  },
  {
    type: 'GG_TYPE',
    values: [
      ['zbgg', '招标公告', 'Tender announcement', 'Thông báo mời thầu'],
      ['bggg', '变更公告', 'Change announcement', 'Thông báo thay đổi'],
      ['zhongbiaogg', '中标公告', 'Award announcement', 'Thông báo trúng thầu'],
      ['zzgg', '终止公告', 'Termination announcement', 'Thông báo chấm dứt'],
      ['hxrgs', '中标候选人公示', 'Candidate publicity', 'Công bố ứng viên trúng thầu'],
    ],
  },
  {
    type: 'CRC_FILE_TYPE',
    values: [
      ['TECH_SPEC', '技术规范书', 'Technical specification', 'Đặc tả kỹ thuật'],
      ['PURCHASE', '采购文件', 'Purchase document', 'Hồ sơ mua sắm'],
      ['QUOTATION', '报价单', 'Quotation sheet', 'Bảng báo giá'],
    ],
  },
];

const CURRENCIES = [
  { currency_code: 'CNY', currency_name: '人民币', currency_name_en: 'Chinese yuan', decimals: 2, sort_order: 1 },
  { currency_code: 'VND', currency_name: '越南盾', currency_name_en: 'Vietnamese dong', decimals: 0, sort_order: 2 },
  { currency_code: 'USD', currency_name: '美元', currency_name_en: 'US dollar', decimals: 2, sort_order: 3 },
  { currency_code: 'EUR', currency_name: '欧元', currency_name_en: 'Euro', decimals: 2, sort_order: 4 },
];

export function candidateNotices(now: Date): Insertable<NoticeTable>[] {
  return Array.from({ length: 6 }, (_, i) => {
    const plant = PLANTS[(i + 2) % PLANTS.length];
    const topic = TOPICS[(i * 7) % TOPICS.length];
    const sent = at(now, -i * 3 - 1);
    const code = `HN-CAN-2026-${pad(i + 1)}`;
    return {
      info_id: `N-candidate-${pad(i + 1)}`,
      info_title: `${plant.zh}${topic.zh}中标候选人公示`,
      info_title_en: `${plant.en}: ${topic.en} — Bid Candidate Publicity`,
      info_type: 'BID_CANDIDATE',
      notice_send_time: sent,
      bid_doc_refer_end_time: null,
      creation_date: sent,
      meaning: '中标候选人公示',
      notice_code: code,
      business_num: `BNC2026${pad(i + 1, 5)}`,
      notice_status: 'BID_CANDIDATE',
      attribute3: null,
      info_dtime: sent,
      content: `<h3>${plant.zh}${topic.zh}中标候选人公示</h3><p>项目编号：${code}</p><p>第一中标候选人：华能示范电力设备有限公司</p><p>公示期：三日。</p>`,
      area: 'bidding',
      tab: 'candidate',
      source_num: null,
    };
  });
}

/** Long titles, so the 20-character cut of the announcement and help blocks shows on the demo. */
export function longArticles(now: Date): Insertable<NoticeTable>[] {
  const rows: [string, string, string, string][] = [
    ['I-ANNOUNCE-LONG-01', 'ANNOUNCE', '关于二〇二六年度集团物资供应商资质年审及信息更新工作安排的通知', 'Arrangements for the 2026 annual qualification review and data update of material suppliers'],
    ['I-HELP-LONG-01', 'HELP', '供应商在线报价、澄清答疑与异议提交全流程操作说明手册', 'Step-by-step guide to online quotation, clarification questions and objections'],
  ];
  return rows.map(([id, tab, zh, en], i) => {
    const sent = new Date(now.getTime() - (i + 1) * 3600_000);
    return {
      info_id: id, info_title: zh, info_title_en: en, info_type: tab, notice_send_time: sent, bid_doc_refer_end_time: null, creation_date: sent,
      meaning: null, notice_code: null, business_num: null, notice_status: null, attribute3: null, info_dtime: sent,
      content: `<p>${zh}。</p><p>请各供应商按附件要求办理。</p>`, area: 'info', tab, source_num: null,
    };
  });
}

function attachments(now: Date, noticeIds: { id: string; title: string }[], sourceIds: { id: string; num: string }[]): Insertable<AttachmentTable>[] {
  const rows: Insertable<AttachmentTable>[] = [];
  const pdf = (name: string, businessId: string, type: string, lines: string[], days: number): Insertable<AttachmentTable> => {
    const content = simplePdf(lines);
    return { file_id: `F-${businessId}-${type}-${rows.length}`, business_id: businessId, business_type: type, file_name: name, content_type: 'application/pdf', file_size: content.length, content, upload_time: at(now, days), uploaded_by: 'purchase-admin' };
  };
  noticeIds.forEach((n, i) => {
    rows.push(pdf('技术规范书.pdf', n.id, 'notice', ['Technical specification', n.id, 'Scope of supply, standards, acceptance and delivery terms.'], -i - 1));
    if (i % 3 === 0) rows.push(pdf('商务条款及报价格式.pdf', n.id, 'notice', ['Commercial terms and quotation form', n.id], -i - 1));
  });
  sourceIds.forEach((s, i) => rows.push(pdf(`${s.num}采购文件.pdf`, s.id, 'purchase', ['Purchase document', s.num, 'Quantities, delivery place and quotation rules.'], -i - 1)));
  // An empty upload exists in real data; the download must refuse it with the spec's message.
  rows.push({ file_id: 'F-EMPTY-0001', business_id: 'N-bidding-0001', business_type: 'notice', file_name: '补充说明（空文件）.txt', content_type: 'text/plain', file_size: 0, content: Buffer.alloc(0), upload_time: at(now, 0), uploaded_by: 'purchase-admin' });
  return rows;
}

export async function seedPublicArea(db: Db, now: Date, opts: { reset?: boolean; sourceIds?: string[] } = {}) {
  const pdb = publicDb(db);
  if (opts.reset) {
    for (const table of ['attachment', 'friend_link', 'fnd_lookup', 'currency', 'slider_puzzle'] as const) await pdb.deleteFrom(table).execute();
  }
  await db.insertInto('notice').values([...candidateNotices(now), ...longArticles(now)]).onConflict((oc) => oc.columns(['info_id', 'tab']).doNothing()).execute();
  const notices = await db.selectFrom('notice').select(['info_id', 'info_title']).where('info_id', 'like', 'N-%').orderBy('info_id').execute();
  const helps = await db.selectFrom('notice').select(['info_id', 'info_title']).where('tab', '=', 'HELP').orderBy('info_id').execute();
  // Only the given sources: a file's id counts its place in this list, so sources added later (the
  // sourcing demo, published ones) must not shift it and make a second run add copies.
  let sourceQuery = db.selectFrom('source').select(['source_id', 'source_num']);
  if (opts.sourceIds) sourceQuery = sourceQuery.where('source_id', 'in', opts.sourceIds.length ? opts.sourceIds : ['']);
  const sources = await sourceQuery.orderBy('source_id').execute();
  const files = attachments(
    now,
    [...notices, ...helps].map((n) => ({ id: n.info_id, title: n.info_title })),
    sources.map((s) => ({ id: s.source_id, num: s.source_num })),
  );
  for (let i = 0; i < files.length; i += 100) {
    await pdb.insertInto('attachment').values(files.slice(i, i + 100)).onConflict((oc) => oc.column('file_id').doNothing()).execute();
  }
  await pdb.insertInto('friend_link').values(LINKS).onConflict((oc) => oc.column('link_id').doNothing()).execute();
  await pdb
    .insertInto('fnd_lookup')
    .values(LOOKUPS.flatMap((l) => l.values.map(([code, zh, en, vi], i) => ({ lookup_type: l.type, lookup_code: code, meaning: zh, meaning_en: en, meaning_vi: vi, sort_order: i + 1 }))))
    .onConflict((oc) => oc.columns(['lookup_type', 'lookup_code']).doNothing())
    .execute();
  await pdb.insertInto('currency').values(CURRENCIES).onConflict((oc) => oc.column('currency_code').doNothing()).execute();
  return { attachments: files.length, links: LINKS.length };
}
