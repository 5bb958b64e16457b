// SQL of the registration draft. Sections go in as JSON text and come back through jsonColumn.
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { jsonColumn } from '../../db/json-column';
import type { SupplierAddress, SupplierBank, SupplierInfoAll, SupplierUser } from '@portal/shared/core';

export type RegistrationStatus = 'draft' | 'submitted' | 'approved' | 'rejected';

export interface RegistrationRow {
  status: RegistrationStatus;
  supplierInfoAll: SupplierInfoAll;
  supplierAddress: SupplierAddress;
  supplierBank: SupplierBank;
  supplierUsers: SupplierUser[];
  updatedAt: Date;
  submittedAt: Date | null;
}

export async function findRegistration(db: Db, userId: string): Promise<RegistrationRow | undefined> {
  const row = await db.selectFrom('supplier_registration').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  const contacts = await db.selectFrom('supplier_registration_contact').select('contact').where('user_id', '=', userId).orderBy('position').execute();
  return {
    status: row.status,
    supplierInfoAll: jsonColumn(row.supplier_info),
    supplierAddress: jsonColumn(row.supplier_address),
    supplierBank: jsonColumn(row.supplier_bank),
    supplierUsers: contacts.map((c) => jsonColumn<SupplierUser>(c.contact)),
    updatedAt: new Date(row.updated_at),
    submittedAt: row.submitted_at ? new Date(row.submitted_at) : null,
  };
}

/**
 * Creates the draft row if there is none and locks it for the rest of the transaction, so two
 * saves of one user (two tabs) run one after the other and a submit cannot be overtaken.
 */
export async function lockRegistration(db: Db, userId: string, now: Date): Promise<RegistrationStatus> {
  await db
    .insertInto('supplier_registration')
    .values({ user_id: userId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await db.selectFrom('supplier_registration').select('status').where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
  return row.status;
}

export interface RegistrationWrite {
  supplierInfoAll: SupplierInfoAll;
  supplierAddress: SupplierAddress;
  supplierBank: SupplierBank;
  supplierUsers: SupplierUser[];
  status: 'draft' | 'submitted';
}

export async function writeRegistration(db: Db, userId: string, data: RegistrationWrite, now: Date): Promise<void> {
  await db
    .updateTable('supplier_registration')
    .set({
      status: data.status,
      supplier_info: JSON.stringify(data.supplierInfoAll),
      supplier_address: JSON.stringify(data.supplierAddress),
      supplier_bank: JSON.stringify(data.supplierBank),
      updated_at: now,
      ...(data.status === 'submitted' ? { submitted_at: now } : {}),
    })
    .where('user_id', '=', userId)
    .execute();
  await db.deleteFrom('supplier_registration_contact').where('user_id', '=', userId).execute();
  if (data.supplierUsers.length === 0) return;
  await db
    .insertInto('supplier_registration_contact')
    .values(
      data.supplierUsers.map((contact, position) => ({
        user_id: userId,
        position,
        user_name: contact.userName?.trim() || null,
        is_main_user: Boolean(contact.isMainUser),
        contact: JSON.stringify(contact),
      })),
    )
    .execute();
}

/**
 * Which of these user names (lower case) belong to another account already, or to a contact of
 * another registration that is waiting for approval: approving it would create that account.
 */
export async function takenUserNames(db: Db, names: string[], ownUserId: string): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const accounts = await db
    .selectFrom('app_user')
    .select(sql<string>`lower(user_name)`.as('name'))
    .where(sql`lower(user_name)`, 'in', names)
    .where('user_id', '<>', ownUserId)
    .execute();
  const pending = await db
    .selectFrom('supplier_registration_contact as c')
    .innerJoin('supplier_registration as r', 'r.user_id', 'c.user_id')
    .select(sql<string>`lower(c.user_name)`.as('name'))
    .where(sql`lower(c.user_name)`, 'in', names)
    .where('c.user_id', '<>', ownUserId)
    .where('r.status', 'in', ['submitted', 'approved'])
    .execute();
  return new Set([...accounts, ...pending].map((r) => r.name));
}

export const findUserContact = (db: Db, userId: string) =>
  db.selectFrom('app_user').select(['user_name', 'phone', 'email']).where('user_id', '=', userId).executeTakeFirst();

export const findSupplier = (db: Db, supplierId: string) =>
  db.selectFrom('supplier').select(['supplier_id', 'supplier_name', 'supplier_name_en', 'wf_su_status']).where('supplier_id', '=', supplierId).executeTakeFirst();

/** A draft section kept in a jsonb column of its own (main businesses, performance records). */
type DraftJsonColumn = 'main_business' | 'performance';

/** The section as stored, parsed; undefined when the user has no draft or the column is empty. */
export async function readDraftJson(db: Db, userId: string, column: DraftJsonColumn): Promise<unknown> {
  const row = await sql<{ value: unknown }>`select ${sql.ref(column)} as value from supplier_registration where user_id = ${userId}`.execute(db);
  return jsonColumn(row.rows[0]?.value);
}

export async function writeDraftJson(db: Db, userId: string, column: DraftJsonColumn, value: unknown): Promise<void> {
  await sql`update supplier_registration set ${sql.ref(column)} = ${JSON.stringify(value)}::jsonb where user_id = ${userId}`.execute(db);
}
