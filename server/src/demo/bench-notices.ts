// Notices for benchmarks (`pnpm seed --notices N`, bench:memory, bench:api): N more notices spread
// over the home tabs, with stable ids so a rerun adds only the ones it lacks.
//
// The title search's GIN indexes make a bulk load slow whichever way it goes: with fast update,
// every insert lands in the pending list and the merge afterwards grows with the index (100,000
// notices spent over 25 minutes there); without it, each insert updates the trigram tree. So a
// large load drops them, inserts, and builds them again from their own stored definitions, which
// sorts once (about a minute for 100,000 on two cores). A small load keeps them and merges.
import { sql, type Insertable } from 'kysely';
import { withoutStatementTimeout, type Db } from '../db/index';
import type { NoticeTable } from '../db/schema';
import { HOME_TABS, PLANTS, TOPICS } from './catalogue';
import { pick, seededRandom } from './random';
import { at, pad } from './dates-and-ids';

const SEARCH_INDEXES = ['notice_title_key_trgm', 'notice_tab_title_key', 'notice_tender_title_key'] as const;
/** Below this many new rows the pending-list merge is cheaper than a rebuild. */
const REBUILD_FROM = 10_000;
const BATCH = 500;


/** The i-th bench notice, drawing from `rnd` as every run does, so ids and texts never move. */
function benchNotice(i: number, now: Date, rnd: () => number): Insertable<NoticeTable> {
  const kind = HOME_TABS[i % HOME_TABS.length];
  const topic = pick(rnd, TOPICS);
  const plant = pick(rnd, PLANTS);
  const sent = at(now, -Math.floor(rnd() * 720), -Math.floor(rnd() * 24));
  return {
    info_id: `B-${pad(i + 1, 8)}`,
    info_title: `${plant.zh}${topic.zh}${kind.zh}（批次${i + 1}）`,
    info_title_en: `${plant.en}: ${topic.en} — ${kind.en} (lot ${i + 1})`,
    info_type: kind.infoType,
    notice_send_time: sent,
    bid_doc_refer_end_time: rnd() < 0.5 ? at(now, Math.floor(rnd() * 60) - 30) : null,
    creation_date: sent,
    meaning: kind.zh,
    notice_code: `HN-B-${pad(i + 1, 8)}`,
    business_num: null,
    notice_status: kind.status,
    attribute3: null,
    info_dtime: sent,
    content: `<p>${topic.zh}</p>`,
    area: kind.area,
    tab: kind.tab,
    source_num: null,
  };
}

async function insertFrom(db: Db, now: Date, have: number, count: number): Promise<void> {
  const rnd = seededRandom(4242);
  let rows: Insertable<NoticeTable>[] = [];
  for (let i = 0; i < count; i++) {
    const row = benchNotice(i, now, rnd);
    if (i < have) continue;
    rows.push(row);
    // 500 rows × 17 columns stays well under PostgreSQL's 65535 bind parameters.
    if (rows.length === BATCH || i === count - 1) {
      await db.insertInto('notice').values(rows).onConflict((oc) => oc.column('info_id').doNothing()).execute();
      rows = [];
    }
  }
}

export async function seedBenchNotices(db: Db, now: Date, count: number): Promise<void> {
  const { n } = await db.selectFrom('notice').select((eb) => eb.fn.countAll<string>().as('n')).where('info_id', 'like', 'B-%').executeTakeFirstOrThrow();
  const have = Math.min(Number(n), count);
  if (have === count) return;
  await withoutStatementTimeout(db, async (conn) => {
    if (count - have < REBUILD_FROM) {
      await insertFrom(conn, now, have, count);
      // PGlite has no autovacuum to merge the pending lists; every search reads them in full until then.
      for (const name of SEARCH_INDEXES) await sql`select gin_clean_pending_list(${sql.lit(name)}::regclass)`.execute(conn);
      return;
    }
    const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname in (${sql.join(SEARCH_INDEXES.map((name) => sql.lit(name)))})`.execute(conn);
    for (const name of SEARCH_INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(conn);
    try {
      await insertFrom(conn, now, have, count);
    } finally {
      // Rebuilt even when the load failed: the search must not be left without its indexes.
      await sql`set maintenance_work_mem = '256MB'`.execute(conn);
      for (const { indexdef } of rows) await sql.raw(indexdef).execute(conn);
      await sql`reset maintenance_work_mem`.execute(conn);
    }
  });
}
