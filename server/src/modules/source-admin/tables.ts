// The award table (migration 0510) beside the sourcing tables of migration 0500, added to the
// typed database with withTables like sourcing/tables.ts does.
import type { ColumnType, Kysely } from 'kysely';
import type { Database, Db } from '../../db/index';
import type { SourcingTables } from '../sourcing/tables';

export interface SourceAwardTable {
  source_id: string;
  supplier_id: string;
  round: number;
  remark: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'operator:<userId>' or 'cli:<os user>'. */
  awarded_by: string;
  awarded_at: ColumnType<Date, Date | string, Date | string>;
}

export type SourceAdminTables = SourcingTables & { source_award: SourceAwardTable };
export type SourceAdminDb = Kysely<Database & SourceAdminTables>;
export const sourceAdminDb = (db: Db): SourceAdminDb => db.withTables<SourceAdminTables>();
