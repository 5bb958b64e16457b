// The deterministic demo: the same rows on every run (a seeded PRNG), with dates relative to `now`
// so "future" deadlines stay in the future for about a month after seeding.
import type { Insertable } from 'kysely';
import type { Db } from '../db/index';
import type { ContractTable, NoticeTable, SourceTable } from '../db/schema';
import type { FileStorage } from '../platform/storage';
import { hashPassword } from '../modules/login/passwords';
import { ARTICLES, HOME_TABS, PLANTS, TOPICS } from './catalogue';
import { seededRandom } from './random';
import { seedIdentities } from './users';
import { seedApprovals } from './approvals';
import { seedPublicArea } from './public-area';
import { seedMainBusiness } from './main-business';
import { seedBanks } from './banks';
import { seedBenchNotices } from './bench-notices';
import { seedQuestions } from './questions';
import { seedSupplierCentre } from './supplier-centre';
import { resetSourcing, seedSourcing } from './sourcing';
import { at, pad } from './dates-and-ids';

export const DEMO_PASSWORD = 'Portal@2026';
export const NOTICES_PER_TAB = 10;

export interface SeedOptions {
  reset?: boolean;
  extraNotices?: number;
  now: Date;
  /** Where seeded uploads (the waiting registration's files) go; default: the storage the environment names. */
  storage?: FileStorage;
}


export function demoNotices(now: Date): Insertable<NoticeTable>[] {
  const rnd = seededRandom(20260101);
  const rows: Insertable<NoticeTable>[] = [];
  HOME_TABS.forEach((kind, k) => {
    for (let i = 0; i < NOTICES_PER_TAB; i++) {
      const topic = TOPICS[(i + k) % TOPICS.length];
      const plant = PLANTS[(i * 3 + k) % PLANTS.length];
      const sent = at(now, -(i * 2 + k % 3), -Math.floor(rnd() * 20));
      // Alternate future and past deadlines; every fifth has none (shown blank).
      const end = i % 5 === 4 ? null : i % 2 === 0 ? at(now, 30 - i) : at(now, -10 - i);
      const code = `HN-${kind.tab.toUpperCase().slice(0, 3)}-2026-${pad(k * 100 + i + 1)}`;
      const sourceNum = kind.area === 'nonbidding' ? `${kind.tab.startsWith('sale') ? 'CS' : 'XJ'}2026${pad(i + 1)}` : null;
      const status = kind.tab === 'bidding' && i === 7 ? 'BID_TERMINATION' : kind.status;
      rows.push({
        info_id: `N-${kind.tab}-${pad(i + 1)}`,
        info_title: `${plant.zh}${topic.zh}${kind.zh}`,
        info_title_en: i % 4 === 3 ? null : `${plant.en}: ${topic.en} — ${kind.en}`,
        info_type: kind.infoType,
        notice_send_time: sent,
        bid_doc_refer_end_time: end,
        creation_date: at(sent, 0, -2),
        meaning: kind.zh,
        notice_code: code,
        business_num: `BN${2026}${pad(k * 100 + i + 1, 5)}`,
        notice_status: status,
        attribute3: kind.area === 'bidding' && i % 3 === 0 ? '自愿招标' : null,
        info_dtime: sent,
        content: `<h3>${plant.zh}${topic.zh}${kind.zh}</h3><p>项目编号：${code}</p><p>采购单位：${plant.zh}</p><p>采购内容：${topic.zh}，详见附件技术规范书。</p><p>联系人：王工 010-6322${pad(i + k, 4)}</p>`,
        area: kind.area,
        tab: kind.tab,
        source_num: sourceNum,
      });
    }
  });
  ARTICLES.forEach((a, i) => {
    const sent = at(now, -(i + 1), -3);
    rows.push({
      info_id: `I-${a.tab}-${pad(i + 1)}`,
      info_title: a.zh,
      info_title_en: a.en,
      info_type: a.tab,
      notice_send_time: sent,
      bid_doc_refer_end_time: null,
      creation_date: sent,
      meaning: null,
      notice_code: null,
      business_num: null,
      notice_status: null,
      attribute3: null,
      info_dtime: sent,
      content: a.body,
      area: 'info',
      tab: a.tab,
      source_num: null,
    });
  });
  return rows;
}

export function demoSources(now: Date): Insertable<SourceTable>[] {
  const rows: Insertable<SourceTable>[] = [];
  const methods = ['OPEN', 'INVITE', 'SINGLE'];
  for (const type of ['XJ', 'CS', 'ZB'] as const) {
    const count = type === 'ZB' ? 4 : 12;
    for (let i = 0; i < count; i++) {
      const topic = TOPICS[(i * 5 + type.length) % TOPICS.length];
      const plant = PLANTS[i % PLANTS.length];
      const num = `${type}2026${pad(i + 1)}`;
      const label = type === 'CS' ? `废旧${topic.zh}出售` : `${topic.zh}${type === 'XJ' ? '询价' : '招标'}`;
      rows.push({
        source_id: `S-${num}`,
        source_num: num,
        source_title: `${plant.zh}${label}`,
        source_title_en: i % 4 === 3 ? null : `${plant.en}: ${type === 'CS' ? 'sale of used ' + topic.en.toLowerCase() : topic.en}`,
        source_type: type,
        source_method: methods[i % methods.length],
        // Even items still open for quotation, odd ones closed.
        quotation_date: i % 2 === 0 ? at(now, 5 + i * 2) : at(now, -3 - i),
        publish_date: at(now, -i - 1),
        status: 'PUBLISHED',
        buyer_org: plant.zh,
        currency: 'CNY',
        contact_phone: `010-6322${pad(1000 + i, 4)}`,
        contact_email: `purchase${i + 1}@example-energy.cn`,
        description: `${label}，交货地点：${plant.zh}现场。`,
      });
    }
  }
  return rows;
}

export function demoContracts(now: Date, supplierId: string): Insertable<ContractTable>[] {
  const statuses = ['SIGNED', 'PERFORMING', 'COMPLETED', 'DRAFT'];
  return Array.from({ length: 8 }, (_, i) => ({
    contract_id: `C-${pad(i + 1)}`,
    contract_num: `HT-2026-${pad(i + 1)}`,
    contract_name: `${PLANTS[i % PLANTS.length].zh}${TOPICS[i % TOPICS.length].zh}采购合同`,
    status: statuses[i % statuses.length],
    supplier_id: supplierId,
    party_a_name: PLANTS[i % PLANTS.length].zh,
    party_b_name: '华能示范电力设备有限公司',
    signed_amount: (125000 + i * 48750.5).toFixed(2),
    currency: 'CNY',
    sign_date: at(now, -30 - i * 7),
    predicted_arrival: at(now, 15 + i * 5),
  }));
}

export async function hasNotices(db: Db): Promise<boolean> {
  return (await db.selectFrom('notice').select('info_id').limit(1).executeTakeFirst()) !== undefined;
}

const TABLES_IN_DELETE_ORDER = ['auth_token', 'image_code', 'supplier_notice', 'contract', 'app_user', 'supplier', 'source', 'notice'] as const;

async function insertBatched<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seed(db: Db, opts: SeedOptions) {
  const now = opts.now;
  if (opts.reset) {
    // Quotations, sign-ups and awards point at sources and suppliers: they go first.
    await resetSourcing(db);
    for (const table of TABLES_IN_DELETE_ORDER) await db.deleteFrom(table).execute();
  }
  const notices = demoNotices(now);
  await insertBatched(notices, 200, (b) => db.insertInto('notice').values(b).onConflict((oc) => oc.columns(['info_id', 'tab']).doNothing()).execute());
  await db.insertInto('source').values(demoSources(now)).onConflict((oc) => oc.column('source_id').doNothing()).execute();
  // Purchase files for these sources only: the sourcing demo and published sources have their own.
  await seedPublicArea(db, now, { reset: opts.reset, sourceIds: demoSources(now).map((s) => s.source_id) });
  // Reference data of the registration screen (issue 13): main businesses and the bank directory.
  await seedMainBusiness(db);
  await seedBanks(db);

  await db
    .insertInto('supplier')
    .values([
      { supplier_id: 'SUP-0001', supplier_num: 'G0001', supplier_name: '华能示范电力设备有限公司', supplier_name_en: 'Huaneng Demo Power Equipment Co., Ltd.', wf_su_status: 'WAREHOUSING', activated: true },
      { supplier_id: 'SUP-0002', supplier_num: 'G0002', supplier_name: '江苏绿源新能源科技有限公司', supplier_name_en: 'Jiangsu Lvyuan New Energy Technology Co., Ltd.', wf_su_status: 'NOT_WAREHOUSING', activated: true },
    ])
    .onConflict((oc) => oc.column('supplier_id').doNothing())
    .execute();

  const hash = await hashPassword(DEMO_PASSWORD);
  await db
    .insertInto('app_user')
    .values([
      { user_id: 'U-0001', user_name: 'supplier01', password_hash: hash, phone: '13800000001', email: 'supplier01@example.cn', user_kind: 'portal', supplier_id: 'SUP-0001', roles: 'supplier' },
      { user_id: 'U-0002', user_name: 'register01', password_hash: hash, phone: '13800000002', email: 'register01@example.cn', user_kind: 'temp', supplier_id: null, roles: '' },
      { user_id: 'U-0003', user_name: 'changepw01', password_hash: hash, phone: '13800000003', email: 'changepw01@example.cn', user_kind: 'portal', supplier_id: 'SUP-0002', roles: 'supplier', must_change_password: true },
      { user_id: 'U-0004', user_name: 'shelladmin', password_hash: hash, phone: '13800000004', email: 'shelladmin@example.cn', user_kind: 'shell', supplier_id: null, roles: 'admin' },
    ])
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await seedIdentities(db);
  await seedApprovals(db, hash, now, opts.storage);

  // supplier_notice has a serial id: only insert when the supplier has none, to stay idempotent.
  const existing = await db.selectFrom('supplier_notice').select('id').where('supplier_id', '=', 'SUP-0001').limit(1).executeTakeFirst();
  if (!existing) {
    const titles = ['关于提交年度资质复审材料的通知', '您参与的询价项目 XJ20260001 已截止报价', '合同 HT-2026-0002 已完成签订', '请及时更新CA证书', '平台升级维护提醒', '您的供应商信息变更已通过审核'];
    await db
      .insertInto('supplier_notice')
      .values(titles.map((title, i) => ({ supplier_id: 'SUP-0001', title, content: `<p>${title}。详情请登录供应商中心查看。</p>`, viewed: i >= 4, created_at: at(now, -i, -1) })))
      .execute();
  }
  await db.insertInto('contract').values(demoContracts(now, 'SUP-0001')).onConflict((oc) => oc.column('contract_id').doNothing()).execute();

  // Sources in every state of issue 14, with sign-ups, sealed quotations, openings and awards.
  const sourcing = await seedSourcing(db, now);
  // Queries, clarifications and objections on those sources.
  await seedQuestions(db, now);
  await seedSupplierCentre(db, now);

  const extra = opts.extraNotices ?? 0;
  if (extra > 0) {
    await seedBenchNotices(db, now, extra);
  }
  return { notices: notices.length + extra, sources: demoSources(now).length + sourcing.sources, users: 6, contracts: 8 };
}

