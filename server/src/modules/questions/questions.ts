// Queries and clarifications (spec 02 §3, §7 "Questions and clarifications", saveZy/submitZy,
// getSouCategoryByZycqId). A supplier signed up to a source writes a query, keeps it as a draft
// (saveZy) and submits it (submitZy) before the source's query deadline; the buyer replies to it, or
// publishes a clarification that every supplier signed up to the source reads.
import { randomUUID } from 'node:crypto';
import { jsonColumn } from '../../db/json-column';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { invalid, notFound } from '../../platform/errors';
import type { Paging } from '../../platform/paging';
import { actorName, type Actor } from '../approvals/decision';
import { sourcePackages } from '../sourcing/queries';
import type { SupplierCaller } from '../sourcing/supplier-access';
import { cleanPackages, queryDeadline, requireBeforeQueryDeadline, requireKnownPackages, requireQualified, requireSignedUp, sourceOr404 } from './access';
import { questionRefusal } from './messages';
import { nextNumber, reserveQueryNumber, takeReservedNumber } from './numbering';
import { pageZycqForOperator, pageZycqOfSupplier, zycqByIdOrNum, zycqVisibleTo, type ZycqFilter } from './queries';
import { questionsDb } from './tables';
import { operatorZycqView, supplierZycqView } from './views';

export interface QueryInput {
  zycqId?: string;
  questionClarificationNum?: string;
  sourceId?: string;
  sourceNum?: string;
  title?: string;
  content?: string;
  bidPackages?: string[];
}

export async function reserveNumber(ctx: AppContext, caller: SupplierCaller): Promise<string> {
  await requireQualified(ctx, caller);
  return reserveQueryNumber(ctx.db, caller.supplierId, ctx.clock.now());
}

/** saveZy (submit false) and submitZy (submit true): one query of the caller, new or a draft. */
export async function saveQuery(ctx: AppContext, caller: SupplierCaller, input: QueryInput, submit: boolean) {
  await requireQualified(ctx, caller);
  const now = ctx.clock.now();
  const existing = input.zycqId ? await zycqVisibleTo(ctx.db, caller.supplierId, input.zycqId) : undefined;
  if (input.zycqId && (!existing || existing.kind !== 'question')) throw notFound();
  if (existing && existing.status !== 'draft') throw questionRefusal(409, 'questionSubmitted');
  // A field left out keeps what the draft holds.
  const title = (input.title ?? existing?.title ?? '').trim();
  const content = (input.content ?? existing?.content ?? '').trim();
  const packages = cleanPackages(input.bidPackages ?? (existing ? jsonColumn<string[]>(existing.bid_packages) : undefined));
  const named = input.sourceId ?? input.sourceNum;
  if (!existing && !named) throw invalid('paramRequired', { field: 'sourceId' });
  const source = await sourceOr404(ctx, existing ? existing.source_id : named);
  if (existing && named && named !== source.source_id && named !== source.source_num) throw questionRefusal(400, 'sourceFixed');
  await requireSignedUp(ctx, source, caller);
  requireBeforeQueryDeadline(source, now);
  await requireKnownPackages(ctx, source.source_id, packages);
  if (submit && !title) throw invalid('paramRequired', { field: 'title' });
  if (submit && !content) throw invalid('paramRequired', { field: 'content' });

  const fields = {
    title,
    content,
    bid_packages: JSON.stringify(packages),
    deadline: queryDeadline(source),
    saved_at: now,
    ...(submit ? { status: 'submitted' as const, reply_status: 'toReply' as const, submitted_at: now } : {}),
  };
  const zycqId = await ctx.db.transaction().execute(async (trx) => {
    const qdb = questionsDb(trx);
    if (existing) {
      const res = await qdb.updateTable('zycq').set(fields).where('zycq_id', '=', existing.zycq_id).where('status', '=', 'draft').executeTakeFirst();
      // Submitted meanwhile (another tab): the draft is gone.
      if (Number(res.numUpdatedRows) !== 1) throw questionRefusal(409, 'questionSubmitted');
      if (submit) await audit(trx, ctx.clock, { actorKind: 'portal', actorId: caller.userId, action: 'zycq.submit', target: `zycq:${existing.zycq_id}`, detail: { num: existing.zycq_num, sourceId: source.source_id } });
      return existing.zycq_id;
    }
    let num: string;
    if (input.questionClarificationNum) {
      if (!(await takeReservedNumber(trx, caller.supplierId, input.questionClarificationNum))) throw questionRefusal(409, 'reservationTaken', { num: input.questionClarificationNum });
      num = input.questionClarificationNum;
    } else {
      num = await nextNumber(trx, 'ZY', now);
    }
    const id = `ZQ-${randomUUID()}`;
    await qdb
      .insertInto('zycq')
      .values({ zycq_id: id, zycq_num: num, source_id: source.source_id, supplier_id: caller.supplierId, user_id: caller.userId, kind: 'question', status: 'draft', created_at: now, ...fields })
      .execute();
    if (submit) await audit(trx, ctx.clock, { actorKind: 'portal', actorId: caller.userId, action: 'zycq.submit', target: `zycq:${id}`, detail: { num, sourceId: source.source_id } });
    return id;
  });
  return findQuery(ctx, caller, zycqId);
}

/** zycq/findZyCqById: one the caller may read, or 404. */
export async function findQuery(ctx: AppContext, caller: SupplierCaller, zycqId: string) {
  const row = await zycqVisibleTo(ctx.db, caller.supplierId, zycqId);
  if (!row) throw notFound();
  return supplierZycqView(row, caller.supplierId);
}

export async function listQueries(ctx: AppContext, caller: SupplierCaller, filter: ZycqFilter, paging: Paging) {
  const { rows, ...counted } = await pageZycqOfSupplier(ctx.db, caller.supplierId, filter, paging);
  return { records: rows.map((r) => supplierZycqView(r, caller.supplierId)), ...counted };
}

/**
 * getSouCategoryByZycqId: the bid packages of the query's source, each marked when the query
 * concerns it (none marked: the whole source), with the source's category.
 */
export async function queryCategories(ctx: AppContext, caller: SupplierCaller, zycqId: string) {
  const row = await zycqVisibleTo(ctx.db, caller.supplierId, zycqId);
  if (!row) throw notFound();
  const source = await sourceOr404(ctx, row.source_id);
  const chosen = new Set(supplierZycqView(row, caller.supplierId).bidPackages);
  const packages = await sourcePackages(ctx.db, row.source_id);
  return { sourceId: source.source_id, sourceNum: source.source_num, category: source.category, packages: packages.map((p) => ({ ...p, selected: chosen.has(p.name) })) };
}

// The buyer's side.

export type OperatorZycqState = 'toReply' | 'replied' | 'all';

export async function operatorListQueries(ctx: AppContext, f: { state?: OperatorZycqState; type?: 'question' | 'clarification'; sourceNum?: string; keyword?: string }, paging: Paging) {
  const state = f.state ?? 'all';
  const filter: ZycqFilter = { sourceNum: f.sourceNum, keyword: f.keyword, type: state === 'all' ? f.type : 'question', replyStatus: state === 'all' ? undefined : state };
  const { rows, ...counted } = await pageZycqForOperator(ctx.db, filter, paging);
  return { records: rows.map(operatorZycqView), ...counted };
}

export async function operatorQuery(ctx: AppContext, idOrNum: string) {
  const row = await zycqByIdOrNum(ctx.db, idOrNum);
  // A draft is its writer's alone.
  if (!row || row.status !== 'submitted') throw notFound();
  return operatorZycqView(row);
}

/** What a reply is signed with when the operator account names no one: the buyer, never a login id. */
export const BUYER_SIGNATURE = '采购方 / Buyer / Bên mua';

/**
 * The signature of a reply as suppliers read it (issue 33): the operator's display name and
 * organisation ("王敏 · 能源集团物资采购中心"), never its login id; the buyer's generic name when the
 * account has neither, and for the command line.
 */
export async function replierName(ctx: AppContext, actor: Actor): Promise<string> {
  if (actor.kind === 'cli') return BUYER_SIGNATURE;
  const user = await ctx.db.selectFrom('app_user').select(['display_name', 'organisation']).where('user_id', '=', actor.id).executeTakeFirst();
  return signature(user?.display_name ?? null, user?.organisation ?? null);
}

export function signature(displayName: string | null, organisation: string | null): string {
  const parts = [displayName?.trim(), organisation?.trim()].filter((p): p is string => !!p);
  return parts.length ? parts.join(' · ') : BUYER_SIGNATURE;
}

export async function replyToQuery(ctx: AppContext, input: { zycqId: string; reply: string }, actor: Actor) {
  const reply = input.reply.trim();
  if (!reply) throw invalid('paramRequired', { field: 'reply' });
  const row = await zycqByIdOrNum(ctx.db, input.zycqId);
  if (!row || row.status !== 'submitted') throw notFound();
  if (row.kind !== 'question') throw questionRefusal(409, 'notAQuestion');
  if (row.reply_status === 'replied') throw questionRefusal(409, 'alreadyReplied');
  const now = ctx.clock.now();
  const replier = await replierName(ctx, actor);
  await ctx.db.transaction().execute(async (trx) => {
    const res = await questionsDb(trx)
      .updateTable('zycq')
      .set({ reply, reply_status: 'replied', replied_by: actorName(actor), replier, replied_at: now })
      .where('zycq_id', '=', row.zycq_id)
      .where('reply_status', '=', 'toReply')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw questionRefusal(409, 'alreadyReplied');
    await audit(trx, ctx.clock, { actorKind: actor.kind, actorId: actor.id, action: 'zycq.reply', target: `zycq:${row.zycq_id}`, detail: { num: row.zycq_num, supplierId: row.supplier_id } });
  });
  return operatorQuery(ctx, row.zycq_id);
}

export async function publishClarification(ctx: AppContext, input: { sourceId: string; title: string; content: string; bidPackages?: string[] }, actor: Actor) {
  const title = input.title.trim();
  const content = input.content.trim();
  if (!title) throw invalid('paramRequired', { field: 'title' });
  if (!content) throw invalid('paramRequired', { field: 'content' });
  const source = await sourceOr404(ctx, input.sourceId);
  const packages = cleanPackages(input.bidPackages);
  await requireKnownPackages(ctx, source.source_id, packages);
  const now = ctx.clock.now();
  const id = `ZC-${randomUUID()}`;
  await ctx.db.transaction().execute(async (trx) => {
    const num = await nextNumber(trx, 'CQ', now);
    await questionsDb(trx)
      .insertInto('zycq')
      .values({
        zycq_id: id,
        zycq_num: num,
        source_id: source.source_id,
        supplier_id: null,
        user_id: actorName(actor),
        kind: 'clarification',
        title,
        content,
        bid_packages: JSON.stringify(packages),
        status: 'submitted',
        deadline: queryDeadline(source),
        created_at: now,
        saved_at: now,
        submitted_at: now,
      })
      .execute();
    await audit(trx, ctx.clock, { actorKind: actor.kind, actorId: actor.id, action: 'zycq.clarify', target: `zycq:${id}`, detail: { num, sourceId: source.source_id } });
  });
  return operatorQuery(ctx, id);
}
