// Objections (spec 02 §3, §4 "Objection status", §7 "Objections (GET)"). A supplier signed up to a
// source writes an objection, keeps it as a draft and submits it; the buyer replies; the supplier
// accepts or denies the reply. draft → submitted → replied → accepted | denied. Only its supplier
// ever reads one (anyone else: 404); the buyer reads every submitted one.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { invalid, notFound } from '../../platform/errors';
import type { Paging } from '../../platform/paging';
import { actorName, type Actor } from '../approvals/decision';
import type { SupplierCaller } from '../sourcing/supplier-access';
import { requireQualified, requireSignedUp, sourceOr404 } from './access';
import { questionRefusal } from './messages';
import { nextNumber } from './numbering';
import { objectionByIdOrNum, objectionOfSupplier, pageObjectionsForOperator, pageObjectionsOfSupplier, type ObjectionFilter } from './queries';
import { replierName } from './questions';
import { questionsDb, type ObjectionStatus } from './tables';
import { objectionView, operatorObjectionView } from './views';

export interface ObjectionInput {
  id?: string;
  sourceId?: string;
  sourceNum?: string;
  title?: string;
  content?: string;
}

/**
 * insertOrUpdateTenObjection (submit false: a draft) and insertOrUpdateTenObjectionByISP (submit
 * true): one objection of the caller, new or a draft of its own.
 */
export async function saveObjection(ctx: AppContext, caller: SupplierCaller, input: ObjectionInput, submit: boolean) {
  await requireQualified(ctx, caller);
  const now = ctx.clock.now();
  const existing = input.id ? await objectionOfSupplier(ctx.db, caller.supplierId, input.id) : undefined;
  if (input.id && !existing) throw notFound();
  if (existing && existing.status !== 'draft') throw questionRefusal(409, 'objectionSubmitted');
  // A field left out keeps what the draft holds.
  const title = (input.title ?? existing?.title ?? '').trim();
  const content = (input.content ?? existing?.content ?? '').trim();
  const named = input.sourceId ?? input.sourceNum;
  if (!existing && !named) throw invalid('paramRequired', { field: 'oTenObjectionJson.sourceId' });
  const source = await sourceOr404(ctx, existing ? existing.source_id : named);
  if (existing && named && named !== source.source_id && named !== source.source_num) throw questionRefusal(400, 'sourceFixed');
  await requireSignedUp(ctx, source, caller);
  if (submit && !title) throw invalid('paramRequired', { field: 'oTenObjectionJson.title' });
  if (submit && !content) throw invalid('paramRequired', { field: 'oTenObjectionJson.content' });

  const fields = { title, content, saved_at: now, ...(submit ? { status: 'submitted' as const, submitted_at: now } : {}) };
  const id = await ctx.db.transaction().execute(async (trx) => {
    const odb = questionsDb(trx);
    if (existing) {
      const res = await odb.updateTable('ten_objection').set(fields).where('objection_id', '=', existing.objection_id).where('status', '=', 'draft').executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw questionRefusal(409, 'objectionSubmitted');
      if (submit) await audit(trx, ctx.clock, { actorKind: 'portal', actorId: caller.userId, action: 'objection.submit', target: `objection:${existing.objection_id}`, detail: { num: existing.objection_num, sourceId: source.source_id } });
      return existing.objection_id;
    }
    const newId = `YY-${randomUUID()}`;
    const num = await nextNumber(trx, 'YY', now);
    await odb
      .insertInto('ten_objection')
      .values({ objection_id: newId, objection_num: num, source_id: source.source_id, supplier_id: caller.supplierId, user_id: caller.userId, status: 'draft', created_at: now, ...fields })
      .execute();
    if (submit) await audit(trx, ctx.clock, { actorKind: 'portal', actorId: caller.userId, action: 'objection.submit', target: `objection:${newId}`, detail: { num, sourceId: source.source_id } });
    return newId;
  });
  return findObjection(ctx, caller, id);
}

/** updateTenObjectionStatusByISP: the supplier accepts or denies the buyer's reply. */
export async function decideObjection(ctx: AppContext, caller: SupplierCaller, input: { id: string; status: 'accepted' | 'denied' }) {
  const row = await objectionOfSupplier(ctx.db, caller.supplierId, input.id);
  if (!row) throw notFound();
  if (row.status !== 'replied') throw questionRefusal(409, 'objectionNotReplied');
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const res = await questionsDb(trx)
      .updateTable('ten_objection')
      .set({ status: input.status, decided_by: caller.userId, decided_at: now })
      .where('objection_id', '=', row.objection_id)
      .where('status', '=', 'replied')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw questionRefusal(409, 'objectionNotReplied');
    await audit(trx, ctx.clock, { actorKind: 'portal', actorId: caller.userId, action: `objection.${input.status === 'accepted' ? 'accept' : 'deny'}`, target: `objection:${row.objection_id}`, detail: { num: row.objection_num } });
  });
  return findObjection(ctx, caller, row.objection_id);
}

export async function findObjection(ctx: AppContext, caller: SupplierCaller, id: string) {
  const row = await objectionOfSupplier(ctx.db, caller.supplierId, id);
  if (!row) throw notFound();
  return objectionView(row);
}

export async function listObjections(ctx: AppContext, caller: SupplierCaller, filter: ObjectionFilter, paging: Paging) {
  const { rows, ...counted } = await pageObjectionsOfSupplier(ctx.db, caller.supplierId, filter, paging);
  return { records: rows.map(objectionView), ...counted };
}

// The buyer's side.

export type OperatorObjectionState = 'toReply' | 'replied' | 'accepted' | 'denied' | 'all';

export async function operatorListObjections(ctx: AppContext, f: { state?: OperatorObjectionState; sourceNum?: string }, paging: Paging) {
  const state = f.state ?? 'all';
  const status: ObjectionStatus | undefined = state === 'all' ? undefined : state === 'toReply' ? 'submitted' : state;
  const { rows, ...counted } = await pageObjectionsForOperator(ctx.db, { status, sourceNum: f.sourceNum }, paging);
  return { records: rows.map(operatorObjectionView), ...counted };
}

export async function operatorObjection(ctx: AppContext, idOrNum: string) {
  const row = await objectionByIdOrNum(ctx.db, idOrNum);
  if (!row || row.status === 'draft') throw notFound();
  return operatorObjectionView(row);
}

export async function replyToObjection(ctx: AppContext, input: { id: string; reply: string }, actor: Actor) {
  const reply = input.reply.trim();
  if (!reply) throw invalid('paramRequired', { field: 'reply' });
  const row = await objectionByIdOrNum(ctx.db, input.id);
  if (!row || row.status === 'draft') throw notFound();
  if (row.status !== 'submitted') throw questionRefusal(409, 'objectionNotAwaitingReply');
  const now = ctx.clock.now();
  const replier = await replierName(ctx, actor);
  await ctx.db.transaction().execute(async (trx) => {
    const res = await questionsDb(trx)
      .updateTable('ten_objection')
      .set({ status: 'replied', reply, replied_by: actorName(actor), replier, replied_at: now })
      .where('objection_id', '=', row.objection_id)
      .where('status', '=', 'submitted')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw questionRefusal(409, 'objectionNotAwaitingReply');
    await audit(trx, ctx.clock, { actorKind: actor.kind, actorId: actor.id, action: 'objection.reply', target: `objection:${row.objection_id}`, detail: { num: row.objection_num, supplierId: row.supplier_id } });
  });
  return operatorObjection(ctx, row.objection_id);
}
