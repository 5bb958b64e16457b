// The questions demo (issue 14): queries, clarifications and objections in every state, on the
// sourcing demo's sources (seed/sourcing.ts, which must run first), so the supplier's query and
// objection screens and the buyer's lists have data after `npm start`. supplier01 (SUP-0001) sees a
// draft, a query waiting for its reply, a replied one and two clarifications; objections submitted,
// replied (to accept or deny), accepted and a draft. Another bidder's query and objection are there
// too, which supplier01 must never see. Numbers come from the portal's own counter; times are
// relative to the seed's `now`. Idempotent: rows that exist are left as they are.
import { DEMO_OPERATOR } from './approvals';
import { signature } from '../modules/questions/questions';
import type { Db } from '../db/index';
import { nextNumber } from '../modules/questions/numbering';
import { queryDeadline } from '../modules/questions/access';
import { questionsDb } from '../modules/questions/tables';
import { DEMO_SUPPLIER, SOURCING_DEMO } from './sourcing';
import { at } from './dates-and-ids';

const OTHER = { supplierId: 'SUP-DEMO-A', userId: 'seed' };
// Signed as the demo operator's replies are (questions.ts replierName): its name and organisation.
const REPLIER = signature(DEMO_OPERATOR.displayName, DEMO_OPERATOR.organisation);

interface QuerySpec {
  id: string;
  source: string;
  supplier: { supplierId: string; userId: string } | null;
  title: string;
  content: string;
  packages?: string[];
  /** Days from now it was written. */
  written: number;
  state: 'draft' | 'toReply' | 'replied' | 'clarification';
  reply?: string;
}

const QUERIES: QuerySpec[] = [
  {
    id: 'ZQ-DEMO-0001',
    source: SOURCING_DEMO.signedUpWithDraft,
    supplier: DEMO_SUPPLIER,
    title: '末级动叶片材质证明要求',
    content: '请问末级动叶片是否需要提供17-4PH材质的第三方检测报告？如需要，是否接受国内CMA认证机构出具的报告？',
    packages: ['标包A'],
    written: -1,
    state: 'draft',
  },
  {
    id: 'ZQ-DEMO-0002',
    source: SOURCING_DEMO.signedUpWithDraft,
    supplier: DEMO_SUPPLIER,
    title: '叶片锁紧件图纸',
    content: '标包B的叶片锁紧件未附图纸，请提供图纸编号或样品照片，以便核对规格。',
    packages: ['标包B'],
    written: -2,
    state: 'toReply',
  },
  {
    id: 'ZQ-DEMO-0003',
    source: SOURCING_DEMO.sentQuotation,
    supplier: DEMO_SUPPLIER,
    title: '催化剂模块交货批次',
    content: '36块蜂窝式脱硝催化剂模块是否可以分两批交货？第一批18块。',
    written: -4,
    state: 'replied',
    reply: '可以分两批交货，第一批须在合同签订后60天内到货，第二批在第一批到货后30天内到货。',
  },
  {
    id: 'ZC-DEMO-0001',
    source: SOURCING_DEMO.sentQuotation,
    supplier: null,
    title: '关于催化剂密封件规格的澄清',
    content: '催化剂密封件应与现有模块框架匹配，尺寸以现场测量为准，报价时请按每套含上下密封条计。',
    written: -3,
    state: 'clarification',
  },
  {
    id: 'ZC-DEMO-0002',
    source: SOURCING_DEMO.signedUpWithDraft,
    supplier: null,
    title: '报价截止前的现场踏勘安排',
    content: '有意向的供应商可于报价截止前两天到电厂现场踏勘，请提前一天联系采购联系人登记。',
    written: -2,
    state: 'clarification',
  },
  {
    id: 'ZQ-DEMO-0004',
    source: SOURCING_DEMO.sentQuotation,
    supplier: OTHER,
    title: '其他供应商的质疑（供应商01不可见）',
    content: '催化剂是否接受板式结构替代蜂窝式？',
    written: -3,
    state: 'toReply',
  },
];

interface ObjectionSpec {
  id: string;
  source: string;
  supplier: { supplierId: string; userId: string };
  title: string;
  content: string;
  written: number;
  state: 'draft' | 'submitted' | 'replied' | 'accepted';
  reply?: string;
}

const OBJECTIONS: ObjectionSpec[] = [
  { id: 'YY-DEMO-0001', source: SOURCING_DEMO.opened, supplier: DEMO_SUPPLIER, title: '对开标结果中报价有效期的异议', content: '开标一览表中第二名的报价有效期短于询价文件要求的90天，请核实其报价是否有效。', written: -3, state: 'submitted' },
  {
    id: 'YY-DEMO-0002',
    source: SOURCING_DEMO.awarded,
    supplier: DEMO_SUPPLIER,
    title: '对定标结果的异议',
    content: '请说明本项目综合评审的评分细则及我司的得分情况。',
    written: -5,
    state: 'replied',
    reply: '本项目按最低评标价法评审，贵司报价为有效最低价，已确定为中标人；评分明细可在合同签订后向采购部门申请查阅。',
  },
  {
    id: 'YY-DEMO-0003',
    source: SOURCING_DEMO.awardedSale,
    supplier: DEMO_SUPPLIER,
    title: '关于成交数量的异议',
    content: '成交公告中的数量为45吨，与询价文件的数量一致，但现场实际堆放约40吨，请确认按实际过磅结算。',
    written: -6,
    state: 'accepted',
    reply: '按实际过磅重量结算，成交单价不变。',
  },
  { id: 'YY-DEMO-0004', source: SOURCING_DEMO.pastOpeningNotOpened, supplier: DEMO_SUPPLIER, title: '开标时间延后的异议（草稿）', content: '开标时间已过但尚未开标，请说明原因。', written: -1, state: 'draft' },
  { id: 'YY-DEMO-0005', source: SOURCING_DEMO.awarded, supplier: OTHER, title: '其他供应商的异议（供应商01不可见）', content: '请公布各投标人的报价。', written: -5, state: 'submitted' },
];

export async function hasQuestionsDemo(db: Db): Promise<boolean> {
  return !!(await questionsDb(db).selectFrom('zycq').select('zycq_id').where('zycq_id', '=', QUERIES[0].id).executeTakeFirst());
}

/** Writes the demo's queries and objections; returns how many rows it created. */
export async function seedQuestions(db: Db, now: Date) {
  const qdb = questionsDb(db);
  let created = 0;
  for (const q of QUERIES) {
    const source = await db.selectFrom('source').selectAll().where('source_id', '=', q.source).executeTakeFirst();
    if (!source) continue;
    if (await qdb.selectFrom('zycq').select('zycq_id').where('zycq_id', '=', q.id).executeTakeFirst()) continue;
    const written = at(now, q.written);
    const submitted = q.state === 'draft' ? null : at(now, q.written, 1);
    const clarification = q.state === 'clarification';
    await qdb
      .insertInto('zycq')
      .values({
        zycq_id: q.id,
        zycq_num: await nextNumber(db, clarification ? 'CQ' : 'ZY', written),
        source_id: q.source,
        supplier_id: q.supplier?.supplierId ?? null,
        user_id: q.supplier?.userId ?? `cli:seed`,
        kind: clarification ? 'clarification' : 'question',
        title: q.title,
        content: q.content,
        bid_packages: JSON.stringify(q.packages ?? []),
        status: q.state === 'draft' ? 'draft' : 'submitted',
        deadline: queryDeadline(source),
        reply: q.reply ?? null,
        reply_status: q.state === 'toReply' ? 'toReply' : q.state === 'replied' ? 'replied' : null,
        replied_by: q.reply ? 'cli:seed' : null,
        replier: q.reply ? REPLIER : null,
        replied_at: q.reply ? at(now, q.written + 1) : null,
        created_at: written,
        saved_at: submitted ?? written,
        submitted_at: submitted,
      })
      .execute();
    created++;
  }
  for (const o of OBJECTIONS) {
    if (!(await db.selectFrom('source').select('source_id').where('source_id', '=', o.source).executeTakeFirst())) continue;
    if (await qdb.selectFrom('ten_objection').select('objection_id').where('objection_id', '=', o.id).executeTakeFirst()) continue;
    const written = at(now, o.written);
    const submitted = o.state === 'draft' ? null : at(now, o.written, 1);
    await qdb
      .insertInto('ten_objection')
      .values({
        objection_id: o.id,
        objection_num: await nextNumber(db, 'YY', written),
        source_id: o.source,
        supplier_id: o.supplier.supplierId,
        user_id: o.supplier.userId,
        title: o.title,
        content: o.content,
        status: o.state,
        reply: o.reply ?? null,
        replied_by: o.reply ? 'cli:seed' : null,
        replier: o.reply ? REPLIER : null,
        replied_at: o.reply ? at(now, o.written + 1) : null,
        decided_by: o.state === 'accepted' ? o.supplier.userId : null,
        decided_at: o.state === 'accepted' ? at(now, o.written + 2) : null,
        created_at: written,
        saved_at: submitted ?? written,
        submitted_at: submitted,
      })
      .execute();
    created++;
  }
  return { queries: QUERIES.length, objections: OBJECTIONS.length, created };
}
