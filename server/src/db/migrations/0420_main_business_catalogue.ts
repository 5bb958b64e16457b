// Main-business catalogue (spec 02 §3 "Main-business catalogue entry"): one row per node of the
// industry tree (industry.class.group.item) and of the three-level materials catalogue, kept as
// dotted paths in Chinese and English. The rows are reference data written by the seed; `sort_key`
// orders siblings as the catalogue lists them ('other' last in each group), so a page is an index
// range instead of a sort of the whole table.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('main_business')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('parent_code', 'text')
    .addColumn('catalogue', 'text', (c) => c.notNull().check(sql`catalogue in ('industry','material')`))
    .addColumn('depth', 'integer', (c) => c.notNull())
    /** A node with no children: what the selector offers and the detail dialog lists. */
    .addColumn('is_leaf', 'boolean', (c) => c.notNull())
    .addColumn('sort_key', 'text', (c) => c.notNull())
    .addColumn('path_zh', 'text', (c) => c.notNull())
    .addColumn('path_en', 'text', (c) => c.notNull())
    .addColumn('materials_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('materials_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('main_business_sort').on('main_business').columns(['is_leaf', 'sort_key']).execute();
  await db.schema.createIndex('main_business_parent').on('main_business').columns(['parent_code', 'sort_key']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('main_business').ifExists().execute();
}
