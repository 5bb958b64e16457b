// The benchmark seed (`pnpm seed --notices N`): a large load drops the notice table's secondary
// indexes and builds them again (demo/bench-notices.ts). What must hold whichever path a load takes:
// every index is there afterwards, the new notices are found by title, and a rerun adds nothing.
import { sql } from 'kysely';
import { PARTITIONED_TABS } from '../../src/db/migrations/0720_notice_partitioned_by_tab';
import { seedBenchNotices } from '../../src/demo/bench-notices';
import { createTestDb, type TestDb } from './helpers/database';

jest.setTimeout(180_000);

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.drop());

/** The partitions the title index covers, and whether the parent index is whole (migration 0720). */
const searchIndexes = async () => {
  const leaves = await sql<{ partition: string }>`select c.relname as partition from pg_partition_tree('notice_title_key_trgm'::regclass) t
    join pg_index i on i.indexrelid = t.relid join pg_class c on c.oid = i.indrelid where t.isleaf order by 1`.execute(t.db);
  const parent = await sql<{ valid: boolean }>`select indisvalid as valid from pg_index where indexrelid = 'notice_title_key_trgm'::regclass`.execute(t.db);
  return { valid: parent.rows[0]?.valid, partitions: leaves.rows.map((r) => r.partition) };
};
const EVERY_PARTITION = { valid: true, partitions: [...PARTITIONED_TABS.map((tab) => `notice_tab_${tab.toLowerCase()}`), 'notice_tab_other'].sort() };
const allIndexes = async () =>
  (await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'notice' order by 1`.execute(t.db)).rows.map((r) => r.indexname);
const benchCount = async () => Number((await t.db.selectFrom('notice').select((eb) => eb.fn.countAll<string>().as('n')).where('info_id', 'like', 'B-%').executeTakeFirstOrThrow()).n);

it('a large load rebuilds the title indexes, a small one keeps them, and every notice is found by its title', async () => {
  const now = new Date('2026-11-23T00:00:00Z');
  const before = await allIndexes();
  expect(before).toEqual(expect.arrayContaining(['notice_pkey', 'notice_tab_time_id', 'notice_time_id', 'notice_code']));
  await seedBenchNotices(t.db, now, 12_000);
  expect(await benchCount()).toBe(12_000);
  expect(await searchIndexes()).toEqual(EVERY_PARTITION);
  expect(await allIndexes()).toEqual(before);
  await seedBenchNotices(t.db, now, 12_050);
  await seedBenchNotices(t.db, now, 12_050);
  expect(await benchCount()).toBe(12_050);
  expect(await searchIndexes()).toEqual(EVERY_PARTITION);
  expect(await allIndexes()).toEqual(before);
  // The arrays carry every column: texts, nulls and times come back as the generator made them.
  const first = await t.db.selectFrom('notice').selectAll().where('info_id', '=', 'B-00000001').executeTakeFirstOrThrow();
  expect(first.info_title).toMatch(/（批次1）$/);
  expect(first.notice_code).toBe('HN-B-00000001');
  expect(first.business_num).toBeNull();
  expect(new Date(first.creation_date as Date).getTime()).toBe(new Date(first.notice_send_time as Date).getTime());
  // The last one of each load, through the index the title search uses.
  for (const lot of [12_000, 12_050]) {
    const found = await sql<{ info_id: string }>`select info_id from notice where title_key like ${`%（批次${lot}）%`} or info_title like ${`%（批次${lot}）%`}`.execute(t.db);
    expect(found.rows.map((r) => r.info_id)).toEqual([`B-${String(lot).padStart(8, '0')}`]);
  }
});
