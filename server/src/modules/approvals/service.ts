// The buyer's operators decide on registrations (spec 02 §4 "Registration", "Activation"; issue 13).
// One service for the operator API and the `pnpm portal` commands: each decision is made in one
// transaction under the registration's row lock, recorded in the decision log and in the audit log.
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { notFound, refusal } from '../../platform/errors';
import type { Paging } from '../../platform/paging';
import { readSelection } from '../supplier-registration/main-business';
import { readPerformance, registrationFiles } from '../supplier-registration/performance';
import * as registration from '../supplier-registration/queries';
import * as changes from '../supplier-changes/service';
import { createContactAccounts, tellContacts, type ContactAccount } from './contact-accounts';
import { actorName, decisionReason, type Actor } from './decision';
import { announceDecision, mainContactOf, type MainContact } from './announce';
import * as q from './queries';
import { findDuplicates, identityOf } from './duplicates';

export type { Actor };

export async function pendingRegistrations(ctx: AppContext, paging: Paging) {
  const { rows, total, totalCapped } = await q.pageSubmittedRegistrations(ctx.db, paging);
  // One page at a time (at most its size), so a look-up per row stays bounded.
  const records = [];
  for (const r of rows) {
    const duplicates = await findDuplicates(ctx.db, identityOf(r.userId, { creditCode: r.creditCode, supplierName: r.supplierName, supplierNameEn: r.supplierNameEn }));
    records.push({ ...r, kind: 'registration' as const, submittedAt: r.submittedAt?.toISOString() ?? null, duplicates });
  }
  return { records, total, totalCapped };
}

/** One registration with its sections and the last decision: what an operator reads before deciding. */
export async function showRegistration(ctx: AppContext, userId: string) {
  const row = await registration.findRegistration(ctx.db, userId);
  const account = await registration.findUserContact(ctx.db, userId);
  if (!row || !account) throw notFound();
  const last = await q.latestDecision(ctx.db, 'registration', userId);
  return {
    userId,
    userName: account.user_name,
    status: row.status,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    supplierInfoAll: row.supplierInfoAll,
    supplierAddress: row.supplierAddress,
    supplierBank: row.supplierBank,
    supplierUsers: row.supplierUsers,
    supplierInfoPerformanceWz: await readPerformance(ctx.db, userId),
    supplierMainBusiness: await readSelection(ctx.db, userId),
    // The same code or name as a supplier's or another waiting registration's: for the operator to judge.
    duplicates: await findDuplicates(ctx.db, identityOf(userId, row.supplierInfoAll as Record<string, unknown>)),
    // The operator judges the registration by its files too: the registering user's uploads.
    files: (await registrationFiles(ctx.db, userId)).map((f) => ({ fileId: f.file_id, fileName: f.file_name, fileBusinessType: f.file_business_type, businessId: f.business_id, fileSize: f.file_size })),
    lastDecision: last ? { ...last, decidedAt: last.decidedAt.toISOString() } : null,
  };
}

/**
 * Approval turns the registering account into the main user of a new, qualified and active
 * supplier whose master data is the registration as submitted; the account then logs in to the site,
 * and each other contact gets an account of the supplier (contact-accounts.ts).
 */
export async function approveRegistration(ctx: AppContext, userId: string, actor: Actor) {
  const now = ctx.clock.now();
  let contacts: ContactAccount[] = [];
  let supplierName = '';
  let supplierNum = '';
  let mainContact: MainContact = { phone: null, email: null };
  let userName = '';
  const supplierId = await ctx.db.transaction().execute(async (trx) => {
    const current = await q.lockRegistrationStatus(trx, userId);
    if (!current) throw notFound();
    if (current.status !== 'submitted') throw refusal(409, 'approvalNotPending', { status: current.status });
    const draft = (await registration.findRegistration(trx, userId))!;
    const number = await q.nextSupplierNumber(trx);
    const id = `SUP-${randomBytes(6).toString('hex')}`;
    const info = draft.supplierInfoAll as Record<string, unknown>;
    supplierNum = `G${String(number).padStart(4, '0')}`;
    await q.insertSupplier(trx, { supplierId: id, supplierNum, name: String(info.supplierName ?? ''), nameEn: info.supplierNameEn ? String(info.supplierNameEn) : null, now });
    const mainBusiness = await readSelection(trx, userId);
    await q.writeProfile(trx, id, { info: draft.supplierInfoAll, address: draft.supplierAddress, bank: draft.supplierBank, users: draft.supplierUsers, mainBusiness }, now);
    await q.makePortalUser(trx, userId, id);
    contacts = await createContactAccounts(trx, id, draft.supplierUsers);
    await q.handFilesToSupplier(trx, userId, id);
    await q.setRegistrationStatus(trx, userId, 'approved', now);
    await q.recordDecision(trx, { subjectKind: 'registration', subjectId: userId, decision: 'approve', reason: null, actor: actorName(actor), at: now });
    await audit(trx, ctx.clock, { actorKind: actor.kind, actorId: actor.id, action: 'registration.approve', target: `registration:${userId}`, detail: { supplierId: id, contactAccounts: contacts.map((c) => c.userName) } });
    supplierName = String(info.supplierName ?? '');
    const account = await registration.findUserContact(trx, userId);
    userName = account?.user_name ?? '';
    mainContact = mainContactOf(draft.supplierUsers, { phone: account?.phone ?? null, email: account?.email ?? null });
    return id;
  });
  await tellContacts(ctx.db, supplierName, contacts, now);
  await announceDecision(ctx.db, { subject: 'registration', decision: 'approve', supplierName, supplierId, supplierNum, userName, reason: null }, mainContact, now);
  return { userId, status: 'approved' as const, supplierId, contactAccounts: contacts.map((c) => c.userName) };
}

/** A rejected registration goes back to its owner, editable, with the reason shown. */
export async function rejectRegistration(ctx: AppContext, userId: string, reason: string, actor: Actor) {
  const why = decisionReason(reason, true);
  const now = ctx.clock.now();
  const told = await ctx.db.transaction().execute(async (trx) => {
    const current = await q.lockRegistrationStatus(trx, userId);
    if (!current) throw notFound();
    if (current.status !== 'submitted') throw refusal(409, 'approvalNotPending', { status: current.status });
    const draft = (await registration.findRegistration(trx, userId))!;
    const account = await registration.findUserContact(trx, userId);
    await q.setRegistrationStatus(trx, userId, 'rejected', now);
    await q.recordDecision(trx, { subjectKind: 'registration', subjectId: userId, decision: 'reject', reason: why, actor: actorName(actor), at: now });
    await audit(trx, ctx.clock, { actorKind: actor.kind, actorId: actor.id, action: 'registration.reject', target: `registration:${userId}`, detail: { reason: why } });
    const info = draft.supplierInfoAll as Record<string, unknown>;
    return { supplierName: String(info.supplierName ?? ''), to: mainContactOf(draft.supplierUsers, { phone: account?.phone ?? null, email: account?.email ?? null }) };
  });
  await announceDecision(ctx.db, { subject: 'registration', decision: 'reject', supplierName: told.supplierName, supplierId: null, reason: why }, told.to, now);
  return { userId, status: 'rejected' as const, reason: why };
}

/** Only an active supplier may quote (spec 02 §4 "Activation"); deactivation keeps its data and login. */
export async function setSupplierActive(ctx: AppContext, supplierId: string, active: boolean, actor: Actor) {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await q.setSupplierActive(trx, supplierId, active))) throw notFound();
    await audit(trx, ctx.clock, { actorKind: actor.kind, actorId: actor.id, action: active ? 'supplier.activate' : 'supplier.deactivate', target: `supplier:${supplierId}` });
  });
  return { supplierId, activated: active };
}

export type SubjectKind = 'registration' | 'change';
/** Change requests are numbered CHG-…, registrations by their account (U-…): the id tells which. */
export const subjectKindOf = (id: string): SubjectKind => (id.startsWith('CHG-') ? 'change' : 'registration');

/** updateWf (spec 02 §7): one call for the workflow's decision, on a registration or a change request. */
export async function decide(ctx: AppContext, input: { id: string; decision: 'approve' | 'reject'; reason?: string }, actor: Actor) {
  if (subjectKindOf(input.id) === 'change') return changes.decideChange(ctx, input.id, input.decision, input.reason, actor);
  return input.decision === 'approve' ? approveRegistration(ctx, input.id, actor) : rejectRegistration(ctx, input.id, input.reason ?? '', actor);
}

/** getApproveList: what waits, of one kind, oldest first. */
export const pending = (ctx: AppContext, kind: SubjectKind, paging: Paging) => (kind === 'change' ? changes.pendingChanges(ctx, paging) : pendingRegistrations(ctx, paging));

/** getApproveDetail: a registration's sections, or a change request's fields with old and new values. */
export const show = (ctx: AppContext, id: string) => (subjectKindOf(id) === 'change' ? changes.showChange(ctx, id) : showRegistration(ctx, id));
