// Change requests of an approved supplier's master data (spec 02 §4 "Changes"; issue 13). The
// supplier's main user sends the whole data as it should be; the request keeps it beside the data
// as it was, under a change number, and nothing is effective until an operator approves it. One
// request may be open at a time; a rejected one carries its reason.
import { randomBytes } from 'node:crypto';
import { normaliseMainBusiness, translate, validateCreditCode, validateIsoDate, type SupplierDetailInput } from '@portal/shared/core';
import type { Db } from '../../db/index';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import type { Language } from '../../platform/constants';
import { badRequest, forbidden, invalid, notFound, refusal } from '../../platform/errors';
import type { Paging } from '../../platform/paging';
import type { AuthUser } from '../session/authenticate';
import { findProfile, writeProfile } from '../approvals/queries';
import { actorName, decisionReason, type Actor } from '../approvals/decision';
import { announceDecision, mainContactOf } from '../approvals/announce';
import { findSupplier } from '../supplier-registration/queries';
import { firstProblemMessage, normalise } from '../supplier-registration/service';
import { issueCode, useCode } from '../codes/service';
import { mainBusinessNodes } from '../catalogue/service';
import { checkedSelection } from '../supplier-registration/main-business';
import { fileAsQualification, fileUnderRequest, waitingFiles } from './change-files';
import { changedFields } from './diff';
import * as q from './queries';
import type { SupplierSections } from './tables';


/** The caller's own supplier; naming another one is refused like naming nothing of theirs. */
function ownSupplier(user: AuthUser, supplierId: string | undefined): string {
  if (user.kind !== 'portal' || !user.supplierId) throw forbidden();
  if (supplierId && supplierId !== user.supplierId) throw forbidden();
  return user.supplierId;
}

/** The master data in force: the approved profile, with the supplier's own names. */
async function currentData(ctx: AppContext, supplierId: string): Promise<SupplierSections> {
  const supplier = await findSupplier(ctx.db, supplierId);
  if (!supplier) throw notFound();
  const profile = await findProfile(ctx.db, supplierId);
  return {
    supplierInfoAll: { ...(profile?.info ?? {}), supplierName: supplier.supplier_name, ...(supplier.supplier_name_en ? { supplierNameEn: supplier.supplier_name_en } : {}) },
    supplierAddress: profile?.address ?? {},
    supplierBank: profile?.bank ?? {},
    supplierUsers: profile?.users ?? [],
    supplierMainBusiness: normaliseMainBusiness(profile?.mainBusiness ?? []),
  };
}

type ChangeBody = SupplierDetailInput & { changeNum?: string | null; supplierMainBusiness?: unknown };

/** saveSupplierDetailChange: checked as a registration's submit, kept as a request under a change number. */
export function submitChange(ctx: AppContext, user: AuthUser, body: ChangeBody, lang: Language) {
  const supplierId = ownSupplier(user, body.supplierId ?? undefined);
  const input = normalise({ ...body, flag: 'submit' }, user.userName);
  const problem = firstProblemMessage(input, lang);
  if (problem) throw badRequest(problem);
  return recordChange(ctx, user, supplierId, body.changeNum, async (trx, before) => ({
    supplierInfoAll: input.supplierInfoAll as Record<string, unknown>,
    supplierAddress: input.supplierAddress as Record<string, unknown>,
    supplierBank: input.supplierBank as Record<string, unknown>,
    supplierUsers: input.supplierUsers as Record<string, unknown>[],
    // Not sent: the main businesses stay as they are.
    supplierMainBusiness: (await checkedSelection(trx, body.supplierMainBusiness, lang)) ?? before.supplierMainBusiness,
  }));
}

/**
 * toNewBusiness (spec 02 §7, query args): an approved supplier asks to add main businesses (catalogue
 * codes) to the ones it has, as a change request that changes nothing else. The rest of its data is
 * not checked again: it is not being changed.
 */
export function toNewBusiness(ctx: AppContext, user: AuthUser, codes: string[], changeNum: string | undefined, lang: Language) {
  const supplierId = ownSupplier(user, undefined);
  return recordChange(ctx, user, supplierId, changeNum, async (trx, before) => {
    const have = before.supplierMainBusiness ?? [];
    const fresh = codes.filter((c) => !have.some((m) => m.mainbusinessCode === c));
    const named = await mainBusinessNodes({ ...ctx, db: trx }, lang, { codes: fresh });
    // Unknown codes keep no name, so the selection's own check refuses them with its message.
    const added = fresh.map((code) => ({ mainbusinessCode: code, mainbusinessName: named.find((n) => n.mainbusinessCode === code && n.isLeaf)?.mainbusinessName ?? '' }));
    const selection = await checkedSelection(trx, [...have, ...added], lang);
    return { ...before, supplierMainBusiness: selection ?? have };
  });
}

/** The three-in-one certificate: the unified social credit code and the licence's validity. */
export interface ThreeToOne {
  creditCode: string;
  licenceEndDate?: string | null;
  licenceLongTerm?: boolean | null;
}

/**
 * saveThreeToOne (spec 02 §7): an approved supplier gives its three-in-one certificate (the credit
 * code that replaced the licence, organisation and tax numbers, and the licence's validity). It
 * changes master data, so it is kept as a change request of those fields only, effective when an
 * operator approves it; the code is checked for the company's country (GB 32100-2015 in China).
 */
export function saveThreeToOne(ctx: AppContext, user: AuthUser, given: ThreeToOne, lang: Language) {
  const supplierId = ownSupplier(user, undefined);
  const creditCode = given.creditCode.trim();
  const longTerm = given.licenceLongTerm === true;
  const endDate = longTerm ? '' : (given.licenceEndDate ?? '').trim();
  return recordChange(ctx, user, supplierId, undefined, async (_trx, before) => {
    const country = (before.supplierAddress as { country?: string }).country;
    const problem = validateCreditCode(creditCode, country) ?? (endDate ? validateIsoDate(endDate) : null);
    if (problem) throw badRequest(translate(problem, lang));
    const info = { ...before.supplierInfoAll, creditCode, licenceLongTerm: longTerm, ...(endDate ? { licenceEndDate: endDate } : {}) };
    if (!endDate) delete (info as { licenceEndDate?: string }).licenceEndDate;
    return { ...before, supplierInfoAll: info };
  });
}

/**
 * Keeps a request: under the supplier's row lock (two requests sent at once cannot both see "none
 * open"), with the files waiting for it, under the number getCode issued for it or a new one.
 */
async function recordChange(ctx: AppContext, user: AuthUser, supplierId: string, sentNum: string | null | undefined, ask: (trx: Db, before: SupplierSections) => Promise<SupplierSections>) {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('supplier').select('supplier_id').where('supplier_id', '=', supplierId).forUpdate().executeTakeFirst();
    if (await q.findOpenChange(trx, supplierId)) throw refusal(409, 'changePending');
    const before = await currentData({ ...ctx, db: trx }, supplierId);
    const files = await waitingFiles(trx, supplierId);
    const asked: SupplierSections = { ...(await ask(trx, before)), ...(files.length ? { files } : {}) };
    const changes = changedFields(before, asked);
    if (changes.length === 0) throw invalid('changeNothing');
    const sent = sentNum?.trim() || undefined;
    if (sent && !(await useCode(trx, ctx.clock, 'SUPPLIER_CHANGE', user.userId, sent))) throw invalid('changeNumInvalid', { changeNum: sent });
    const changeNum = sent ?? (await issueCode(trx, ctx.clock, 'SUPPLIER_CHANGE', user.userId, { used: true }));
    const changeId = `CHG-${randomBytes(8).toString('hex')}`;
    await q.insertChange(trx, { changeId, changeNum, supplierId, oldData: before, newData: asked, submittedBy: user.userId, at: now });
    await fileUnderRequest(trx, supplierId, files, changeId);
    await audit(trx, ctx.clock, { actorKind: 'portal', actorId: user.userId, action: 'change.submit', target: `change:${changeId}`, detail: { supplierId, changeNum, fields: changes.length } });
    return { changeId, changeNum, status: 'submitted' as const, submittedAt: now.toISOString(), changes };
  });
}

/** getChangeFileByType: the files sent with one of the caller's requests, of one attachment type or all. */
export async function changeFiles(ctx: AppContext, user: AuthUser, changeId: string, fileBusinessType: string | undefined) {
  const change = await q.findChange(ctx.db, changeId);
  if (!change || change.supplierId !== ownSupplier(user, undefined)) throw notFound();
  return (change.newData.files ?? []).filter((f) => !fileBusinessType || f.fileBusinessType === fileBusinessType);
}

const summary = (c: q.ChangeRow) => ({
  changeId: c.changeId,
  changeNum: c.changeNum,
  status: c.status,
  submittedAt: c.submittedAt.toISOString(),
  decidedAt: c.decidedAt?.toISOString() ?? null,
  reason: c.reason,
  fields: changedFields(c.oldData, c.newData).length,
});

/** getSupChangeList / getRejectedList: the caller's own requests, newest first. */
export async function listChanges(ctx: AppContext, user: AuthUser, paging: Paging, status?: 'rejected') {
  const { rows, total, totalCapped } = await q.pageChanges(ctx.db, ownSupplier(user, undefined), paging, status);
  return { records: rows.map(summary), total, totalCapped };
}

/** getSupChangeData: the open request's data as asked, or null when none is open. */
export async function openChange(ctx: AppContext, user: AuthUser, supplierId: string | undefined) {
  const open = await q.findOpenChange(ctx.db, ownSupplier(user, supplierId));
  return open ? { ...summary(open), ...open.newData } : null;
}

/** getSupplierChangeDetail: each changed field with its old and new value. Another's request is 'not found'. */
export async function changeDetail(ctx: AppContext, user: AuthUser, supplierId: string | undefined, changeId: string) {
  const own = ownSupplier(user, supplierId);
  const change = await q.findChange(ctx.db, changeId);
  if (!change || change.supplierId !== own) throw notFound();
  return { ...summary(change), changes: changedFields(change.oldData, change.newData) };
}

// The operators' side, through the approvals service's actor and audit.

export async function pendingChanges(ctx: AppContext, paging: Paging) {
  const { rows, total, totalCapped } = await q.pageSubmittedChanges(ctx.db, paging);
  return { records: rows.map((r) => ({ ...r, kind: 'change' as const, submittedAt: r.submittedAt.toISOString() })), total, totalCapped };
}

export async function showChange(ctx: AppContext, changeId: string) {
  const change = await q.findChange(ctx.db, changeId);
  if (!change) throw notFound();
  return { ...summary(change), supplierId: change.supplierId, submittedBy: change.submittedBy, changes: changedFields(change.oldData, change.newData), newData: change.newData };
}


/** Approval makes the asked data the supplier's master data, names included. */
export async function decideChange(ctx: AppContext, changeId: string, decision: 'approve' | 'reject', reason: string | undefined, actor: Actor) {
  const why = decisionReason(reason, decision === 'reject');
  const now = ctx.clock.now();
  const change = await ctx.db.transaction().execute(async (trx) => {
    const current = await q.lockChangeStatus(trx, changeId);
    if (!current) throw notFound();
    if (current.status !== 'submitted') throw refusal(409, 'approvalNotPending', { status: current.status });
    const change = (await q.findChange(trx, changeId))!;
    if (decision === 'approve') {
      const data = change.newData;
      await writeProfile(trx, change.supplierId, { info: data.supplierInfoAll, address: data.supplierAddress, bank: data.supplierBank, users: data.supplierUsers, mainBusiness: data.supplierMainBusiness }, now);
      await fileAsQualification(trx, change.supplierId, data.files ?? []);
      const info = data.supplierInfoAll;
      await q.renameSupplier(trx, change.supplierId, String(info.supplierName ?? ''), info.supplierNameEn ? String(info.supplierNameEn) : null);
    }
    await q.decideChange(trx, changeId, decision === 'approve' ? 'approved' : 'rejected', decision === 'reject' ? why : null, now);
    await audit(trx, ctx.clock, { actorKind: actor.kind, actorId: actor.id, action: `change.${decision}`, target: `change:${changeId}`, detail: { supplierId: current.supplier_id, by: actorName(actor), ...(why ? { reason: why } : {}) } });
    return change;
  });
  // Told to the main user of the data in force now: the asked data once approved, the old one otherwise.
  const data = decision === 'approve' ? change.newData : change.oldData;
  const sender = await ctx.db.selectFrom('app_user').select(['phone', 'email']).where('user_id', '=', change.submittedBy).executeTakeFirst();
  await announceDecision(
    ctx.db,
    { subject: 'change', decision, supplierName: String(data.supplierInfoAll.supplierName ?? ''), supplierId: change.supplierId, changeNum: change.changeNum, reason: why },
    mainContactOf(data.supplierUsers, { phone: sender?.phone ?? null, email: sender?.email ?? null }),
    now,
  );
  return { changeId, status: decision === 'approve' ? ('approved' as const) : ('rejected' as const), ...(why ? { reason: why } : {}) };
}
