// /supplier_home_todo (issue 15): what waits for the supplier, each kind with its count and the page
// it leads to. "Since it last looked" kinds (answered questions, replied objections, rejected change
// requests) count what happened after the supplier's mark of that kind (supplier_todo_mark), which
// the page sets with user/markTodoSeen when it shows that list. `total` is the home page's badge.
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context';
import { countUnviewedNotices } from '../supplier-notices/queries';
import { centreDb } from './tables';
import { toQuoteSql } from '../sourcing/to-quote';
import { isQualified } from '../sourcing/supplier-access';
import { supplierResults } from '../sourcing/results';
import type { TODO_KINDS } from './schemas';

export type TodoKind = (typeof TODO_KINDS)[number];

/** Where each kind leads (routes of the portal's remotes). */
export const TODO_ROUTES: Record<TodoKind, string> = {
  sourcesToQuote: '/source_List',
  questionsAnswered: '/question_List',
  objectionsReplied: '/objection_main',
  unreadNotices: '/supplier_notice_list',
  filesExpiring: '/supplier_detail?show=files',
  feesDue: '/member_fee_list',
  changesRejected: '/supplier_detail',
};

const MARKED: TodoKind[] = ['questionsAnswered', 'objectionsReplied', 'changesRejected'];
const EPOCH = new Date(0);
export const EXPIRY_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;
const n = (row: { n: string | number | bigint } | undefined) => Number(row?.n ?? 0);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

async function marks(ctx: AppContext, supplierId: string): Promise<Record<string, Date>> {
  const rows = await centreDb(ctx.db).selectFrom('supplier_todo_mark').select(['kind', 'seen_at']).where('supplier_id', '=', supplierId).execute();
  return Object.fromEntries(rows.map((r) => [r.kind, new Date(r.seen_at)]));
}

/** Sources the supplier signed up to that are open for quotation in their current round, with no quotation of its sent in that round. */
export async function sourcesToQuote(ctx: AppContext, supplierId: string) {
  const now = ctx.clock.now();
  // One rule with the source lists' 待报价 tab (sourcing/to-quote.ts).
  const qualified = await isQualified(ctx.db, supplierId);
  return centreDb(ctx.db)
    .selectFrom('source')
    .select(['source.source_id', 'source.source_num', 'source.source_title', 'source.source_title_en', 'source.source_type', 'source.current_round', 'source.quotation_date', 'source.second_round_deadline'])
    .where(toQuoteSql(supplierId, now, qualified))
    .orderBy('source.quotation_date', 'asc')
    .limit(100)
    .execute();
}

/** Awarded sources (the latest 20) where the supplier sent a quotation in some round. */
export function awardedBids(ctx: AppContext, supplierId: string) {
  return centreDb(ctx.db)
    .selectFrom('source')
    .select(['source.source_id', 'source.source_num', 'source.source_title', 'source.source_title_en', 'source.source_type', 'source.awarded_at'])
    .where('source.awarded_at', 'is not', null)
    .where(sql<boolean>`exists (select 1 from quotation q where q.source_id = source.source_id and q.supplier_id = ${supplierId} and q.status = 'sent')`)
    .orderBy('source.awarded_at', 'desc')
    .limit(20)
    .execute();
}

/** The supplier's qualification files (ISP…) whose validity ends within the window (or has ended). */
export function expiringFiles(ctx: AppContext, supplierId: string) {
  const until = new Date(ctx.clock.now().getTime() + EXPIRY_WINDOW_DAYS * DAY_MS);
  return centreDb(ctx.db)
    .selectFrom('attachment')
    .select(['file_id', 'file_name', 'file_business_type', 'valid_until'])
    .where('owner_kind', '=', 'supplier')
    .where('owner_id', '=', supplierId)
    .where('file_business_type', 'like', 'ISP%')
    .where('valid_until', 'is not', null)
    .where('valid_until', '<=', until)
    .orderBy('valid_until', 'asc')
    .limit(100)
    .execute();
}

export async function todoList(ctx: AppContext, supplierId: string) {
  const cdb = centreDb(ctx.db);
  const seen = await marks(ctx, supplierId);
  const since = (kind: TodoKind) => seen[kind] ?? EPOCH;
  const [sources, questions, objections, notices, files, fees, changes, awarded] = await Promise.all([
    sourcesToQuote(ctx, supplierId),
    cdb
      .selectFrom('zycq')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('supplier_id', '=', supplierId)
      .where('kind', '=', 'question')
      .where('reply_status', '=', 'replied')
      .where('replied_at', '>', since('questionsAnswered'))
      .executeTakeFirst(),
    cdb.selectFrom('ten_objection').select((eb) => eb.fn.countAll<string>().as('n')).where('supplier_id', '=', supplierId).where('replied_at', 'is not', null).where('replied_at', '>', since('objectionsReplied')).executeTakeFirst(),
    countUnviewedNotices(ctx.db, supplierId),
    expiringFiles(ctx, supplierId),
    cdb.selectFrom('supplier_fee').select((eb) => eb.fn.countAll<string>().as('n')).where('supplier_id', '=', supplierId).where('status', '=', 'due').executeTakeFirst(),
    sql<{ n: string }>`select count(*) as n from supplier_change where supplier_id = ${supplierId} and status = 'rejected' and decided_at > ${since('changesRejected')}`.execute(ctx.db),
    awardedBids(ctx, supplierId),
  ]);
  const results = await supplierResults(ctx, supplierId, awarded);
  const counts: Record<TodoKind, number> = {
    sourcesToQuote: sources.length,
    questionsAnswered: n(questions),
    objectionsReplied: n(objections),
    unreadNotices: notices,
    filesExpiring: files.length,
    feesDue: n(fees),
    changesRejected: n(changes.rows[0]),
  };
  const items = (Object.keys(TODO_ROUTES) as TodoKind[]).map((kind) => ({
    kind,
    count: counts[kind],
    route: TODO_ROUTES[kind],
    /** For the marked kinds: when the supplier last looked (null: never); the count is what came after. */
    lastLookedAt: MARKED.includes(kind) ? iso(seen[kind] ?? null) : null,
  }));
  return {
    items,
    /** The home page's pending badge: the sum of every count. */
    total: items.reduce((sum, i) => sum + i.count, 0),
    sources: sources.map((s) => ({
      sourceId: s.source_id,
      sourceNum: s.source_num,
      sourceTitle: s.source_title,
      sourceTitleEn: s.source_title_en,
      sourceType: s.source_type,
      round: s.current_round,
      deadline: iso(s.current_round === 2 ? s.second_round_deadline : s.quotation_date),
      // By the rule of toQuoteSql, a source listed in round 2 is one the server takes round 2 from.
      mayQuoteRound2: s.current_round === 2,
    })),
    /** The latest awarded sources the supplier sent a quotation to: whether it won, and the result notice. */
    awards: awarded.map((s) => ({
      sourceId: s.source_id,
      sourceNum: s.source_num,
      sourceTitle: s.source_title,
      sourceTitleEn: s.source_title_en,
      sourceType: s.source_type,
      awardedAt: iso(s.awarded_at),
      isWinner: results.get(s.source_id)!.isWinner === true,
      awardNotice: results.get(s.source_id)!.awardNotice,
    })),
    expiringFiles: files.map((f) => ({ fileId: f.file_id, fileName: f.file_name, fileBusinessType: f.file_business_type, validUntil: iso(f.valid_until), expired: new Date(f.valid_until!).getTime() <= ctx.clock.now().getTime() })),
  };
}

/** The supplier looked at this kind's list now: later events count again. */
export async function markSeen(ctx: AppContext, supplierId: string, kind: TodoKind) {
  const at = ctx.clock.now();
  await centreDb(ctx.db)
    .insertInto('supplier_todo_mark')
    .values({ supplier_id: supplierId, kind, seen_at: at })
    .onConflict((oc) => oc.columns(['supplier_id', 'kind']).doUpdateSet({ seen_at: at }))
    .execute();
  return { kind, lastLookedAt: at.toISOString() };
}
