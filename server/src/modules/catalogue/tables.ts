// Tables of the catalogue module (migrations 0420, 0421), added to the typed database with
// withTables so the shared schema file stays untouched by this area.
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/index';

export interface MainBusinessTable {
  code: string;
  parent_code: string | null;
  catalogue: 'industry' | 'material';
  depth: number;
  is_leaf: boolean;
  sort_key: string;
  path_zh: string;
  path_en: string;
  materials_zh: string;
  materials_en: string;
}

export interface BankTable {
  bank_code: string;
  country: string;
  name_zh: string;
  name_en: string;
  name_vi: string;
  swift_code: string;
  sort_order: number;
}

export interface BankAreaTable {
  area_code: string;
  country: string;
  province_zh: string;
  province_en: string;
  province_vi: string;
  city_zh: string;
  city_en: string;
  city_vi: string;
}

export interface BankBranchTable {
  branch_code: string;
  bank_code: string;
  area_code: string;
  name_zh: string;
  name_en: string;
  name_vi: string;
  swift_code: string | null;
  address_zh: string;
  address_en: string;
  address_vi: string;
}

export type CatalogueTables = { main_business: MainBusinessTable; bank: BankTable; bank_area: BankAreaTable; bank_branch: BankBranchTable };

export const catalogueDb = (db: Db): Kysely<Database & CatalogueTables> => db.withTables<CatalogueTables>();
