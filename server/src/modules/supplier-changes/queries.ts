// SQL of the change requests.
import type { Db } from '../../db/index';
import { jsonColumn } from '../../db/json-column';
import { boundedTotal, type BoundedTotal } from '../../platform/pager';
import type { Paging } from '../../platform/paging';
import { changesDb, type SupplierSections } from './tables';

export interface ChangeRow {
  changeId: string;
  changeNum: string;
  supplierId: string;
  status: 'submitted' | 'approved' | 'rejected';
  oldData: SupplierSections;
  newData: SupplierSections;
  submittedBy: string;
  submittedAt: Date;
  decidedAt: Date | null;
  reason: string | null;
}

type Raw = { change_id: string; change_num: string; supplier_id: string; status: ChangeRow['status']; old_data: unknown; new_data: unknown; submitted_by: string; submitted_at: Date | string; decided_at: Date | string | null; reason: string | null };

const toRow = (r: Raw): ChangeRow => ({
  changeId: r.change_id,
  changeNum: r.change_num,
  supplierId: r.supplier_id,
  status: r.status,
  oldData: jsonColumn(r.old_data),
  newData: jsonColumn(r.new_data),
  submittedBy: r.submitted_by,
  submittedAt: new Date(r.submitted_at),
  decidedAt: r.decided_at ? new Date(r.decided_at) : null,
  reason: r.reason,
});

export async function insertChange(db: Db, c: { changeId: string; changeNum: string; supplierId: string; oldData: SupplierSections; newData: SupplierSections; submittedBy: string; at: Date }) {
  await changesDb(db)
    .insertInto('supplier_change')
    .values({ change_id: c.changeId, change_num: c.changeNum, supplier_id: c.supplierId, status: 'submitted', old_data: JSON.stringify(c.oldData), new_data: JSON.stringify(c.newData), submitted_by: c.submittedBy, submitted_at: c.at })
    .execute();
}

/** How many change numbers of this day exist: the next number's sequence. */
export async function changesOfDay(db: Db, prefix: string): Promise<number> {
  const row = await changesDb(db).selectFrom('supplier_change').select((eb) => eb.fn.countAll<string>().as('n')).where('change_num', 'like', `${prefix}%`).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findChange(db: Db, changeId: string): Promise<ChangeRow | undefined> {
  const row = await changesDb(db).selectFrom('supplier_change').selectAll().where('change_id', '=', changeId).executeTakeFirst();
  return row ? toRow(row as Raw) : undefined;
}

export async function findOpenChange(db: Db, supplierId: string): Promise<ChangeRow | undefined> {
  const row = await changesDb(db).selectFrom('supplier_change').selectAll().where('supplier_id', '=', supplierId).where('status', '=', 'submitted').executeTakeFirst();
  return row ? toRow(row as Raw) : undefined;
}

/** A supplier's requests, newest first; `status` narrows them (getRejectedList). */
export async function pageChanges(db: Db, supplierId: string, paging: Paging, status?: ChangeRow['status']): Promise<{ rows: ChangeRow[] } & BoundedTotal> {
  let filtered = changesDb(db).selectFrom('supplier_change').where('supplier_id', '=', supplierId);
  if (status) filtered = filtered.where('status', '=', status);
  const rows = await filtered.selectAll().orderBy('submitted_at', 'desc').orderBy('change_id', 'desc').limit(paging.size).offset(paging.offset).execute();
  return { rows: rows.map((r) => toRow(r as Raw)), ...(await boundedTotal(db, filtered)) };
}

/** Requests waiting for an operator, oldest first, with the supplier's name. */
export async function pageSubmittedChanges(db: Db, paging: Paging) {
  const filtered = changesDb(db).selectFrom('supplier_change as c').innerJoin('supplier as s', 's.supplier_id', 'c.supplier_id').where('c.status', '=', 'submitted');
  const rows = await filtered
    .select(['c.change_id as changeId', 'c.change_num as changeNum', 'c.supplier_id as supplierId', 's.supplier_name as supplierName', 's.supplier_name_en as supplierNameEn', 'c.submitted_at as submittedAt'])
    .orderBy('c.submitted_at')
    .orderBy('c.change_id')
    .limit(paging.size)
    .offset(paging.offset)
    .execute();
  return { rows: rows.map((r) => ({ ...r, submittedAt: new Date(r.submittedAt) })), ...(await boundedTotal(db, filtered)) };
}

export async function lockChangeStatus(db: Db, changeId: string) {
  return changesDb(db).selectFrom('supplier_change').select(['status', 'supplier_id']).where('change_id', '=', changeId).forUpdate().executeTakeFirst();
}

export const decideChange = (db: Db, changeId: string, status: 'approved' | 'rejected', reason: string | null, at: Date) =>
  changesDb(db).updateTable('supplier_change').set({ status, reason, decided_at: at }).where('change_id', '=', changeId).execute();

/** The supplier's own names follow its approved master data. */
export const renameSupplier = (db: Db, supplierId: string, name: string, nameEn: string | null) =>
  db.updateTable('supplier').set({ supplier_name: name, supplier_name_en: nameEn }).where('supplier_id', '=', supplierId).execute();
