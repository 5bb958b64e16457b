// The benchmark seed (`pnpm seed --notices N`): a large load drops the title search's GIN indexes
// and builds them again (seed/bench-notices.ts). What must hold whichever path a load takes: both
// indexes are there afterwards, the new notices are found by title, and a rerun adds nothing.
import { sql } from 'kysely';
import { seedBenchNotices } from '../../src/demo/bench-notices';
import { createTestDb, type TestDb } from './helpers/database';

jest.setTimeout(180_000);

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.drop());

const searchIndexes = async () =>
  (await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'notice' and indexname in ('notice_title_key_trgm', 'notice_tab_title_key') order by 1`.execute(t.db)).rows.map((r) => r.indexname);
const benchCount = async () => Number((await t.db.selectFrom('notice').select((eb) => eb.fn.countAll<string>().as('n')).where('info_id', 'like', 'B-%').executeTakeFirstOrThrow()).n);

it('a large load rebuilds the title indexes, a small one keeps them, and every notice is found by its title', async () => {
  const now = new Date('2026-11-23T00:00:00Z');
  await seedBenchNotices(t.db, now, 12_000);
  expect(await benchCount()).toBe(12_000);
  expect(await searchIndexes()).toEqual(['notice_tab_title_key', 'notice_title_key_trgm']);
  await seedBenchNotices(t.db, now, 12_050);
  await seedBenchNotices(t.db, now, 12_050);
  expect(await benchCount()).toBe(12_050);
  expect(await searchIndexes()).toEqual(['notice_tab_title_key', 'notice_title_key_trgm']);
  // The last one of each load, through the index the title search uses.
  for (const lot of [12_000, 12_050]) {
    const found = await sql<{ info_id: string }>`select info_id from notice where title_key like ${`%（批次${lot}）%`} or info_title like ${`%（批次${lot}）%`}`.execute(t.db);
    expect(found.rows.map((r) => r.info_id)).toEqual([`B-${String(lot).padStart(8, '0')}`]);
  }
});
