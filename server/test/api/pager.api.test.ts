// The one pager of every list (platform/pager.ts): exact totals up to COUNT_BOUND, beyond it the
// bound with totalCapped, and pages past the bound refused with a message to narrow the search.
import { sql } from 'kysely';
import { call, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(180_000);

const BOUND = 10_000;
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
  // 10,005 tender notices whose titles hold 'pagerword'; exactly 10,000 of them also 'exactword',
  // and 7 of them 'rareword'. One statement: a bound is only tested by crossing it.
  await sql`insert into notice (info_id, info_title, info_title_en, info_type, notice_send_time, creation_date, notice_code, notice_status, content, area, tab)
    select 'PG-' || lpad(g::text, 6, '0'),
           '分页测试公告 pagerword' || case when g <= ${BOUND} then ' exactword' else '' end || case when g <= 7 then ' rareword' else '' end || ' ' || g,
           null, 'BID_NOTICE', timestamptz '2026-01-01T00:00:00Z' + g * interval '1 minute', now(), 'PGC-' || g, 'BID_NOTICE', null, 'bidding', 'bidding'
    from generate_series(1, ${BOUND + 5}) g`.execute(s.db);
});
afterAll(() => s?.close());

const search = (title: string, current: number, size = 10, lang = 'en-US') =>
  call(s.url, 'GET', '/isp/portal/tenderNotice/getMainPageInfoByIspNotice' + qs({ ggTypeName: 'zbgg', title, current, size }), { headers: { 'content-lang': lang } });

describe('bounded totals', () => {
  it('more matches than the bound: total is the bound and says so', async () => {
    const res = await search('pagerword', 1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, total: BOUND, totalCapped: true });
    // The page itself is still the newest ten.
    expect(res.body.records.map((r: { infoId: string }) => r.infoId)).toEqual(Array.from({ length: 10 }, (_, i) => `PG-${String(BOUND + 5 - i).padStart(6, '0')}`));
  });

  it('exactly the bound is exact, not capped', async () => {
    const res = await search('exactword', 1);
    expect(res.body).toMatchObject({ total: BOUND, totalCapped: false });
  });

  it('few matches: the exact count', async () => {
    const res = await search('rareword', 1);
    expect(res.body).toMatchObject({ total: 7, totalCapped: false });
    expect(res.body.records).toHaveLength(7);
  });

  it('a whole tab without a search word is capped the same way (home lists)', async () => {
    const res = await call(s.url, 'GET', '/isp/portal/tenderNotice/getMainPageInfoByIsp' + qs({ current: 1, size: 5 }));
    expect(res.body).toMatchObject({ code: 0, total: BOUND, totalCapped: true });
    expect(res.body.records).toHaveLength(5);
  });

  it('global search caps its total too', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getSearchList', { json: { keyword: 'pagerword', page: 1, pageSize: 10 } });
    expect(res.body).toMatchObject({ code: 0, total: BOUND, totalCapped: true });
    const few = await call(s.url, 'POST', '/isp/portal/plogin/getSearchList', { json: { keyword: 'rareword', page: 1, pageSize: 10 } });
    expect(few.body).toMatchObject({ total: 7, totalCapped: false });
  });

  it('lists that are never long still say totalCapped: false', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getInfoList' + qs({ type: 'NEWS', page: 1, pageSize: 5 }));
    expect(res.body).toMatchObject({ code: 0, totalCapped: false });
    expect(res.body.total).toBeLessThan(BOUND);
  });
});

describe('a title over all tender types (counted tab by tab)', () => {
  beforeAll(async () => {
    // 'splitword' in 6,000 amendment and 4,002 award notices: no tab alone passes the bound, the
    // two together do; 'splitrare' in three and two of them.
    await sql`insert into notice (info_id, info_title, info_type, notice_send_time, creation_date, notice_code, notice_status, area, tab)
      select 'SP-' || lpad(g::text, 6, '0'), '跨类公告 splitword' || case when g % 2000 in (1, 2, 3) and g <= 7000 then ' splitrare' else '' end || ' ' || g,
             'BID_NOTICE', timestamptz '2025-01-01T00:00:00Z' + g * interval '1 minute', now(), 'SPC-' || g,
             case when g <= 6000 then 'BID_CHANGE' else 'BID_COMPLETE' end, 'bidding', case when g <= 6000 then 'change' else 'winning' end
      from generate_series(1, 10002) g`.execute(s.db);
  });
  const searchAll = (title: string, ggTypeName = 'all') =>
    call(s.url, 'GET', '/isp/portal/tenderNotice/getMainPageInfoByIspNotice' + qs({ ggTypeName, title, current: 1, size: 10 }));

  it('adds the tabs up to the bound and says when it is passed', async () => {
    expect((await searchAll('splitword')).body).toMatchObject({ code: 0, total: BOUND, totalCapped: true });
    expect((await searchAll('splitword', 'bggg')).body).toMatchObject({ total: 6000, totalCapped: false });
    expect((await searchAll('splitword', 'zhongbiaogg')).body).toMatchObject({ total: 4002, totalCapped: false });
  });

  it('is exact below the bound, summed over the tabs', async () => {
    const res = await searchAll('splitrare');
    // g = 1, 2, 3 (amendments) and 2001…2003, 4001…4003 (amendments), 6001…6003 (awards).
    expect(res.body).toMatchObject({ total: 12, totalCapped: false });
    expect(res.body.records).toHaveLength(10);
  });
});

describe('deep pages', () => {
  it('every page the pager offers opens: the last one before the bound has rows', async () => {
    const last = await search('pagerword', BOUND / 10);
    expect(last.status).toBe(200);
    expect(last.body.records).toHaveLength(10);
    const lastOf100 = await search('pagerword', BOUND / 100, 100);
    expect(lastOf100.body.records).toHaveLength(100);
  });

  it.each([
    ['en-US', 'Only the first 10,000 results can be paged through: narrow the search'],
    ['zh-CN', '只能翻阅前 10,000 条结果，请缩小搜索范围'],
    ['vi-VN', 'Chỉ có thể xem 10.000 kết quả đầu tiên: hãy thu hẹp tìm kiếm'],
  ])('a page past the bound is refused with a message to narrow the search (%s)', async (lang, msg) => {
    const res = await search('pagerword', BOUND / 10 + 1, 10, lang);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 1, msg });
  });
});

describe('a deep page when the planner wants parallel workers', () => {
  const PARALLEL_EVERYWHERE = ['parallel_setup_cost = 0', 'parallel_tuple_cost = 0', 'min_parallel_table_scan_size = 0', 'min_parallel_index_scan_size = 0'];
  afterAll(async () => {
    for (const name of ['parallel_setup_cost', 'parallel_tuple_cost', 'min_parallel_table_scan_size', 'min_parallel_index_scan_size']) await sql.raw(`reset ${name}`).execute(s.db);
  });

  it('comes back (the embedded database cannot start workers and used to wait for them forever)', async () => {
    // At 100,000 notices the planner chose Gather Merge for page 1000 of a common word by itself;
    // these costs make it choose so on the test's 10,000. PGlite has one connection: these
    // settings are the server's too.
    for (const setting of PARALLEL_EVERYWHERE) await sql.raw(`set ${setting}`).execute(s.db);
    const deep = await search('pagerword', BOUND / 10 - 1);
    expect(deep.status).toBe(200);
    expect(deep.body.records).toHaveLength(10);
  }, 20_000);
});

describe('counts per tab (getIndexTopPon)', () => {
  it('are bounded like every total', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getIndexTopPon', { json: {} });
    expect(res.body.data.bidding).toBe(BOUND);
    expect(res.body.data.change).toBeGreaterThanOrEqual(5);
    expect(res.body.data.change).toBeLessThan(BOUND);
  });
});
