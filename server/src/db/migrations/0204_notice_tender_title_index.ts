// Title search across all tender types (ggTypeName=all, the five tabs of the tender area) read the
// (tab, title key) index for each of the five tabs and intersected 440,000 tab entries with the
// word's: at a million notices that index scan alone took 86 ms of a 125 ms count. A partial trigram
// index over the tender area answers the word alone: the same count took 31 ms (EXPLAIN ANALYZE,
// PostgreSQL 15, warm cache).
//
// The index is partial on the area, not on the tab list: a one-tab search implies any list holding
// its tab, so the planner took such an index for it too and lost to the (tab, title key) index's
// exact answer (35 → 104 ms). "All tender types" is therefore asked as the tender area, and the
// check makes the area and the five tabs the same set of notices, so that question stays exact.
// The tab list must equal GG_TYPES.all; a unit test holds them together.
import { sql, type Kysely } from 'kysely';

export const TENDER_AREA = 'bidding';
export const TENDER_AREA_TABS = ['bidding', 'change', 'winning', 'termination', 'candidate'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const tabs = sql.join(TENDER_AREA_TABS.map((t) => sql.lit(t)));
  await sql`alter table notice add constraint notice_tender_area_tabs
    check ((area = ${sql.lit(TENDER_AREA)}) = (tab in (${tabs})))`.execute(db);
  await sql`create index notice_tender_title_key on notice using gin (title_key gin_trgm_ops)
    where area = ${sql.lit(TENDER_AREA)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notice_tender_title_key').ifExists().execute();
  await sql`alter table notice drop constraint if exists notice_tender_area_tabs`.execute(db);
}
