// The change-request table (migration 0451), added to the typed database with withTables.
import type { ColumnType, Kysely } from 'kysely';
import type { MainBusinessOption } from '@portal/shared/core';
import type { Database, Db } from '../../db/index';
import type { ChangeFile } from './change-files';

/**
 * The supplier's master data as registration and change requests carry it: four sections, the
 * main businesses, and (in a request's new data) the files sent with it. Requests stored before
 * main businesses and files were part of them have neither.
 */
export interface SupplierSections {
  supplierInfoAll: Record<string, unknown>;
  supplierAddress: Record<string, unknown>;
  supplierBank: Record<string, unknown>;
  supplierUsers: Record<string, unknown>[];
  supplierMainBusiness?: MainBusinessOption[];
  files?: ChangeFile[];
}

export interface SupplierChangeTable {
  change_id: string;
  change_num: string;
  supplier_id: string;
  status: 'submitted' | 'approved' | 'rejected';
  old_data: ColumnType<SupplierSections, string, string>;
  new_data: ColumnType<SupplierSections, string, string>;
  submitted_by: string;
  submitted_at: ColumnType<Date, Date, Date>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reason: string | null;
}

export type ChangeTables = { supplier_change: SupplierChangeTable };

export const changesDb = (db: Db): Kysely<Database & ChangeTables> => db.withTables<ChangeTables>();
