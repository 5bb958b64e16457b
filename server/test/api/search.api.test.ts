import { makeNotice, makeSource } from './helpers/fixtures';
import { call, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const search = (body: Record<string, unknown>) => call(s.url, 'POST', '/isp/portal/plogin/getSearchList', { json: body });

it('one keyword finds notices, articles and sources, newest first', async () => {
  await makeNotice(s.db, { info_title: '全站检索测试燃机叶片招标公告' });
  await makeNotice(s.db, { info_title: '全站检索测试操作指南', area: 'info', tab: 'HELP', info_type: 'HELP' });
  await makeSource(s.db, { source_title: '全站检索测试燃机叶片询价' });
  const res = await search({ keyword: '全站检索测试' });
  expect(res.body.total).toBe(3);
  expect(new Set(res.body.records.map((r: { kind: string }) => r.kind))).toEqual(new Set(['notice', 'article', 'source']));
  const scoped = await search({ keyword: '全站检索测试', scope: 'source' });
  expect(scoped.body.records.map((r: { kind: string }) => r.kind)).toEqual(['source']);
});

it('pages through notices and sources merged newest first, without losing or repeating a hit', async () => {
  const day = (d: number) => new Date(Date.UTC(2024, 0, d));
  for (let d = 1; d <= 5; d++) await makeNotice(s.db, { info_title: `分页合并检索公告${d}`, notice_send_time: day(2 * d) });
  for (let d = 1; d <= 4; d++) await makeSource(s.db, { source_title: `分页合并检索询价${d}`, publish_date: day(2 * d + 1) });
  const titles = async (page: number) => {
    const res = await search({ keyword: '分页合并检索', page, pageSize: 4 });
    expect(res.body.total).toBe(9);
    return res.body.records.map((r: { title: string }) => r.title);
  };
  const all = [...(await titles(1)), ...(await titles(2)), ...(await titles(3))];
  expect(all).toEqual(['分页合并检索公告5', '分页合并检索询价4', '分页合并检索公告4', '分页合并检索询价3', '分页合并检索公告3', '分页合并检索询价2', '分页合并检索公告2', '分页合并检索询价1', '分页合并检索公告1']);
});

it('matches English titles too', async () => {
  const res = await search({ keyword: 'photovoltaic', pageSize: 50 });
  expect(res.body.total).toBeGreaterThan(0);
  expect(res.body.records.every((r: { title: string; titleEn: string }) => /photovoltaic/i.test(r.titleEn ?? ''))).toBe(true);
});

it('treats % and _ literally', async () => {
  expect((await search({ keyword: '%' })).body.total).toBe(0);
});

it.each([
  [{}, /缺少参数 keyword/],
  [{ keyword: '   ' }, /缺少参数 keyword/],
  [{ keyword: 'x', scope: 'everything' }, /参数 scope 应为以下之一/],
  [{ keyword: 'x', page: 'two' }, /参数 page 应为整数/],
  [{ keyword: 'x'.repeat(101) }, /参数 keyword 最多 100 个字符/],
])('%j is a 400 with a clear message', async (body, msg) => {
  const res = await search(body);
  expect(res.status).toBe(400);
  expect(res.body.msg).toMatch(msg);
});

it('form and query parameters work like JSON', async () => {
  const res = await call(s.url, 'POST', '/isp/portal/plogin/getSearchList' + qs({ keyword: '光伏' }));
  expect(res.body.total).toBeGreaterThan(0);
});
