// A title search inside one tab read the (tab, title key) index of migration 0203: GIN intersects
// the tab's entry, which holds every notice of the tab, with each character's. At 10,000,000
// notices that index scan took 241 of the 282 ms of the bounded count of 光伏组件 in one tab
// (EXPLAIN ANALYZE, PostgreSQL 15). One partial trigram index per tab holds only that tab's
// notices, so the word's own entries are all it reads: 44 ms for the same scan.
//
// A search names one tab or all tender tabs (the area index of 0204); a tab added later without
// an index here is still answered, by the whole-table trigram index of 0202.
import { sql, type Kysely } from 'kysely';

export const TITLE_INDEXED_TABS = ['bidding', 'change', 'winning', 'termination', 'candidate', 'inquiry', 'inquiryChange', 'result', 'sale', 'saleResult'] as const;

/** PostgreSQL folds unquoted names to lower case: the index names keep the tab's own spelling readable. */
export const tabTitleIndex = (tab: string) => `notice_title_key_${tab.toLowerCase()}`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const tab of TITLE_INDEXED_TABS) {
    await sql`create index if not exists ${sql.id(tabTitleIndex(tab))} on notice using gin (title_key gin_trgm_ops) where tab = ${sql.lit(tab)}`.execute(db);
  }
  await db.schema.dropIndex('notice_tab_title_key').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists notice_tab_title_key on notice using gin (tab, title_key gin_trgm_ops)`.execute(db);
  for (const tab of TITLE_INDEXED_TABS) await db.schema.dropIndex(tabTitleIndex(tab)).ifExists().execute();
}
