// Bank directory behind the registration's bank look-ups (spec 02 §7 findBankList,
// findBankAreaList, findBankPersonList): banks, the regions they serve (province and city) and their
// branches. Names in Chinese, English and Vietnamese; reference data written by the seed.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank')
    .addColumn('bank_code', 'text', (c) => c.primaryKey())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_vi', 'text', (c) => c.notNull())
    .addColumn('swift_code', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('bank_area')
    .addColumn('area_code', 'text', (c) => c.primaryKey())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('province_zh', 'text', (c) => c.notNull())
    .addColumn('province_en', 'text', (c) => c.notNull())
    .addColumn('province_vi', 'text', (c) => c.notNull())
    .addColumn('city_zh', 'text', (c) => c.notNull())
    .addColumn('city_en', 'text', (c) => c.notNull())
    .addColumn('city_vi', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('bank_branch')
    .addColumn('branch_code', 'text', (c) => c.primaryKey())
    .addColumn('bank_code', 'text', (c) => c.notNull().references('bank.bank_code').onDelete('cascade'))
    .addColumn('area_code', 'text', (c) => c.notNull().references('bank_area.area_code').onDelete('cascade'))
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_vi', 'text', (c) => c.notNull())
    .addColumn('swift_code', 'text')
    .addColumn('address_zh', 'text', (c) => c.notNull())
    .addColumn('address_en', 'text', (c) => c.notNull())
    .addColumn('address_vi', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bank_branch_bank_area').on('bank_branch').columns(['bank_code', 'area_code', 'branch_code']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bank_branch').ifExists().execute();
  await db.schema.dropTable('bank_area').ifExists().execute();
  await db.schema.dropTable('bank').ifExists().execute();
}
