// SQL of the approvals: pending registrations, the decision log, and the approved master data.
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { jsonColumn } from '../../db/json-column';
import { boundedTotal, type BoundedTotal } from '../../platform/pager';
import type { Paging } from '../../platform/paging';
import { approvalsDb } from './tables';

export interface PendingRegistration {
  userId: string;
  userName: string;
  supplierName: string | null;
  supplierNameEn: string | null;
  creditCode: string | null;
  submittedAt: Date | null;
}

/** Submitted registrations, oldest first: the order operators work through them. */
export async function pageSubmittedRegistrations(db: Db, paging: Paging): Promise<{ rows: PendingRegistration[] } & BoundedTotal> {
  const filtered = db.selectFrom('supplier_registration as r').innerJoin('app_user as u', 'u.user_id', 'r.user_id').where('r.status', '=', 'submitted');
  const rows = await filtered
    .select([
      'r.user_id as userId',
      'u.user_name as userName',
      sql<string | null>`r.supplier_info->>'supplierName'`.as('supplierName'),
      sql<string | null>`r.supplier_info->>'supplierNameEn'`.as('supplierNameEn'),
      sql<string | null>`r.supplier_info->>'creditCode'`.as('creditCode'),
      'r.submitted_at as submittedAt',
    ])
    .orderBy('r.submitted_at')
    .orderBy('r.user_id')
    .limit(paging.size)
    .offset(paging.offset)
    .execute();
  return { rows: rows.map((r) => ({ ...r, submittedAt: r.submittedAt ? new Date(r.submittedAt) : null })), ...(await boundedTotal(db, filtered)) };
}

/** Locks the registration row for the decision: two operators deciding at once go one after the other. */
export async function lockRegistrationStatus(db: Db, userId: string) {
  return db.selectFrom('supplier_registration').select('status').where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

export const setRegistrationStatus = (db: Db, userId: string, status: 'approved' | 'rejected', now: Date) =>
  db.updateTable('supplier_registration').set({ status, updated_at: now }).where('user_id', '=', userId).execute();

export async function recordDecision(db: Db, row: { subjectKind: 'registration' | 'change'; subjectId: string; decision: 'approve' | 'reject'; reason: string | null; actor: string; at: Date }) {
  await approvalsDb(db)
    .insertInto('approval_decision')
    .values({ subject_kind: row.subjectKind, subject_id: row.subjectId, decision: row.decision, reason: row.reason, actor: row.actor, decided_at: row.at })
    .execute();
}

export async function latestDecision(db: Db, subjectKind: 'registration' | 'change', subjectId: string) {
  const row = await approvalsDb(db)
    .selectFrom('approval_decision')
    .select(['decision', 'reason', 'actor', 'decided_at'])
    .where('subject_kind', '=', subjectKind)
    .where('subject_id', '=', subjectId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { decision: row.decision, reason: row.reason, actor: row.actor, decidedAt: new Date(row.decided_at) } : undefined;
}

/** The next supplier number: SUP-0001, SUP-0002, … (the demo's own suppliers start the series). */
export async function nextSupplierNumber(db: Db): Promise<number> {
  const row = await db
    .selectFrom('supplier')
    .select(sql<number>`coalesce(max(nullif(regexp_replace(supplier_num, '\\D', '', 'g'), '')::bigint), 0) + 1`.as('next'))
    .executeTakeFirstOrThrow();
  return Number(row.next);
}

export async function insertSupplier(db: Db, s: { supplierId: string; supplierNum: string; name: string; nameEn: string | null; now: Date }) {
  await db
    .insertInto('supplier')
    .values({ supplier_id: s.supplierId, supplier_num: s.supplierNum, supplier_name: s.name, supplier_name_en: s.nameEn, wf_su_status: 'WAREHOUSING', activated: true, created_at: s.now })
    .execute();
}

/** The master data in force; `mainBusiness` only when it is set (a change request leaves it alone). */
export async function writeProfile(db: Db, supplierId: string, p: { info: object; address: object; bank: object; users: object[]; mainBusiness?: object[] }, now: Date) {
  const values = {
    supplier_info: JSON.stringify(p.info),
    supplier_address: JSON.stringify(p.address),
    supplier_bank: JSON.stringify(p.bank),
    supplier_users: JSON.stringify(p.users),
    ...(p.mainBusiness ? { main_business: JSON.stringify(p.mainBusiness) } : {}),
    updated_at: now,
  };
  await approvalsDb(db)
    .insertInto('supplier_profile')
    .values({ supplier_id: supplierId, ...values })
    .onConflict((oc) => oc.column('supplier_id').doUpdateSet(values))
    .execute();
}

export async function findProfile(db: Db, supplierId: string) {
  const row = await approvalsDb(db).selectFrom('supplier_profile').selectAll().where('supplier_id', '=', supplierId).executeTakeFirst();
  if (!row) return undefined;
  return {
    info: jsonColumn<Record<string, unknown>>(row.supplier_info),
    address: jsonColumn<Record<string, unknown>>(row.supplier_address),
    bank: jsonColumn<Record<string, unknown>>(row.supplier_bank),
    users: jsonColumn<Record<string, unknown>[]>(row.supplier_users),
    mainBusiness: jsonColumn<Record<string, unknown>[]>(row.main_business),
    updatedAt: new Date(row.updated_at),
  };
}

/**
 * The registration's files (qualifications, performance contracts) become the new supplier's: its
 * users see them from then on, and the registering account, now one of them, keeps them.
 */
// The files module types an owner as fixed (no call of its own changes it); approval is the one
// moment it changes, hence plain SQL here.
export const handFilesToSupplier = (db: Db, userId: string, supplierId: string) =>
  sql`update attachment set owner_kind = 'supplier', owner_id = ${supplierId} where owner_kind = 'temp' and owner_id = ${userId}`.execute(db);

/** The registering account becomes the supplier's main user: a portal user who logs in to the site. */
export const makePortalUser = (db: Db, userId: string, supplierId: string) =>
  db.updateTable('app_user').set({ user_kind: 'portal', supplier_id: supplierId, roles: 'supplier' }).where('user_id', '=', userId).where('user_kind', '=', 'temp').execute();

export const setSupplierActive = (db: Db, supplierId: string, active: boolean) =>
  db.updateTable('supplier').set({ activated: active }).where('supplier_id', '=', supplierId).returning(['supplier_id']).executeTakeFirst();

export const findSupplierRow = (db: Db, supplierId: string) =>
  db.selectFrom('supplier').select(['supplier_id', 'supplier_num', 'supplier_name', 'supplier_name_en', 'wf_su_status', 'activated']).where('supplier_id', '=', supplierId).executeTakeFirst();
