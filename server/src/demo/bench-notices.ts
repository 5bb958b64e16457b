// Notices for benchmarks (`pnpm seed --notices N`, bench:memory, bench:api): N more notices spread
// over the home tabs, with stable ids so a rerun adds only the ones it lacks.
//
// The title search's GIN indexes make a bulk load slow whichever way it goes: with fast update,
// every insert lands in the pending list and the merge afterwards grows with the index (100,000
// notices spent over 25 minutes there); without it, each insert updates the trigram tree. So a
// large load drops them (and the table's other secondary indexes), inserts in batches of arrays,
// and builds them again from their own stored definitions, which sorts once. A small load keeps
// them and merges.
import { sql, type Insertable } from 'kysely';
import { withoutStatementTimeout, type Db } from '../db/index';
import type { NoticeTable } from '../db/schema';
import { HOME_TABS, PLANTS, TOPICS } from './catalogue';
import { pick, seededRandom } from './random';
import { at, pad } from './dates-and-ids';

/** Below this many new rows the pending-list merge is cheaper than a rebuild. */
const REBUILD_FROM = 10_000;
/**
 * Rows per statement. Each statement sends one array per column and the database unnests them
 * (one plan, no bind-parameter limit): 10,000,000 notices go in 500 statements instead of 20,000
 * multi-row VALUES of 500, and the next batch is built while the database writes this one.
 */
const BATCH = 20_000;

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

type Row = Insertable<NoticeTable>;
const TEXT_COLUMNS = ['info_id', 'info_title', 'info_title_en', 'info_type', 'meaning', 'notice_code', 'business_num', 'notice_status', 'attribute3', 'content', 'area', 'tab', 'source_num'] as const;
const TIME_COLUMNS = ['notice_send_time', 'bid_doc_refer_end_time', 'creation_date', 'info_dtime'] as const;
const iso = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString() : String(v));

/** One statement for a batch: a text or timestamptz array per column, unnested on the server. */
function insertBatch(db: Db, rows: Row[]): Promise<unknown> {
  const columns = [...TEXT_COLUMNS, ...TIME_COLUMNS];
  const arrays = [
    ...TEXT_COLUMNS.map((c) => sql`${rows.map((r) => (r[c] ?? null) as string | null)}::text[]`),
    ...TIME_COLUMNS.map((c) => sql`${rows.map((r) => iso(r[c]))}::timestamptz[]`),
  ];
  return sql`insert into notice (${sql.join(columns.map((c) => sql.id(c)))})
    select * from unnest(${sql.join(arrays)})
    on conflict (info_id, tab) do nothing`.execute(db);
}

async function insertFrom(db: Db, now: Date, have: number, count: number): Promise<void> {
  const rnd = seededRandom(4242);
  let rows: Row[] = [];
  let pending: Promise<unknown> = Promise.resolve();
  for (let i = 0; i < count; i++) {
    const row = benchNotice(i, now, rnd);
    if (i < have) continue;
    rows.push(row);
    if (rows.length === BATCH || i === count - 1) {
      await pending;
      pending = insertBatch(db, rows);
      // Not awaited here: the next batch is generated while the database writes this one.
      pending.catch(() => undefined);
      rows = [];
    }
  }
  await pending;
}

export async function seedBenchNotices(db: Db, now: Date, count: number): Promise<void> {
  const { n } = await db.selectFrom('notice').select((eb) => eb.fn.countAll<string>().as('n')).where('info_id', 'like', 'B-%').executeTakeFirstOrThrow();
  const have = Math.min(Number(n), count);
  if (have === count) return;
  await withoutStatementTimeout(db, async (conn) => {
    const rows = await secondaryIndexes(conn);
    if (count - have < REBUILD_FROM) {
      await insertFrom(conn, now, have, count);
      // PGlite has no autovacuum to merge the pending lists; every search reads them in full until then.
      // The table is partitioned by tab (migration 0720): each partition's index has its own list.
      for (const { indexname } of rows.filter(({ indexdef }) => isGin(indexdef))) {
        await sql`select gin_clean_pending_list(relid) from pg_partition_tree(${sql.lit(indexname)}::regclass) where isleaf`.execute(conn);
      }
      return;
    }
    // Every secondary index goes, not only the search's: at 10,000,000 rows the five B-trees cost
    // as much per insert as the rows themselves, and a build after the load sorts each once.
    for (const { indexname } of rows) await sql`drop index if exists ${sql.id(indexname)}`.execute(conn);
    try {
      await insertFrom(conn, now, have, count);
    } finally {
      // Rebuilt even when the load failed: the search must not be left without its indexes.
      await rebuildIndexes(db, rows.map((r) => r.indexdef));
    }
  });
}

/** The notice table's indexes but those that back a constraint (the primary key: ON CONFLICT needs it). */
async function secondaryIndexes(conn: Db) {
  const { rows } = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = 'notice' and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(conn);
  return rows;
}

const isGin = (definition: string) => /using gin/i.test(definition);

/** Index builds at once: PostgreSQL 15 builds a GIN index on one core, and the machine has two. */
const BUILD_LANES = 2;

/** The definition of an index of the partitioned table (migration 0720): made on the parent alone. */
const ON_PARENT_ONLY = /^CREATE INDEX (\S+) ON ONLY \S+ (USING .*)$/i;

/**
 * Builds the indexes on BUILD_LANES connections of their own (PGlite's one connection takes them in
 * turn), the trigram GIN builds, which take most of the time, spread over the lanes first. An index
 * of the partitioned table is made on the parent alone, built partition by partition (one CREATE
 * INDEX on the parent would build them one after the other on one core), and each partition's index
 * attached to it, which makes the parent's whole. The memory a GIN build may use decides how often
 * it merges: 1 GB each is within this machine's means.
 */
async function rebuildIndexes(db: Db, definitions: string[]): Promise<void> {
  const partitions = (await sql<{ name: string }>`select relid::regclass::text as name from pg_partition_tree('notice'::regclass) where isleaf`.execute(db)).rows.map((r) => r.name);
  const builds: string[] = [];
  const attaches: string[] = [];
  for (const definition of definitions) {
    const parentOnly = ON_PARENT_ONLY.exec(definition);
    if (!parentOnly) {
      builds.push(definition);
      continue;
    }
    const [, name, method] = parentOnly;
    await sql.raw(definition).execute(db);
    for (const partition of partitions) {
      const child = `${partition}_${name}`.slice(0, 63);
      builds.push(`CREATE INDEX ${child} ON ${partition} ${method}`);
      attaches.push(`ALTER INDEX ${name} ATTACH PARTITION ${child}`);
    }
  }
  const queue = [...builds.filter(isGin), ...builds.filter((d) => !isGin(d))];
  const lane = () =>
    withoutStatementTimeout(db, async (conn) => {
      await sql`set maintenance_work_mem = '1GB'`.execute(conn);
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await sql.raw(next).execute(conn);
      await sql`reset maintenance_work_mem`.execute(conn);
    });
  await Promise.all(Array.from({ length: BUILD_LANES }, lane));
  for (const attach of attaches) await sql.raw(attach).execute(db);
}
