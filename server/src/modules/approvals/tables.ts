// Tables of the approvals (migration 0450), added to the typed database with withTables so the
// shared schema file stays untouched by this area.
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database, Db } from '../../db/index';

type Json<T> = ColumnType<T, string, string>;

export interface SupplierProfileTable {
  supplier_id: string;
  supplier_info: Json<Record<string, unknown>>;
  supplier_address: Json<Record<string, unknown>>;
  supplier_bank: Json<Record<string, unknown>>;
  supplier_users: Json<Record<string, unknown>[]>;
  main_business: ColumnType<Record<string, unknown>[], string | undefined, string>;
  updated_at: ColumnType<Date, Date, Date>;
}

export interface ApprovalDecisionTable {
  id: Generated<number>;
  subject_kind: 'registration' | 'change';
  subject_id: string;
  decision: 'approve' | 'reject';
  reason: string | null;
  actor: string;
  decided_at: ColumnType<Date, Date, never>;
}

export type ApprovalTables = {
  supplier_profile: SupplierProfileTable;
  approval_decision: ApprovalDecisionTable;
};

export const approvalsDb = (db: Db): Kysely<Database & ApprovalTables> => db.withTables<ApprovalTables>();
