import { call, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const P = '/isp/portal/plogin';

it.each([
  ['getBj', 'inquiryChange'],
  ['getZb', 'result'],
  ['getFeiYiFaBj', 'saleResult'],
])('%s lists %s notices, searchable by source number', async (name, tab) => {
  const all = await call(s.url, 'POST', `${P}/${name}` + qs({ page: 1, pageSize: 20 }));
  expect(all.body.total).toBeGreaterThanOrEqual(5);
  expect(all.body.records.every((r: { tab: string }) => r.tab === tab)).toBe(true);
  const num = all.body.records[0].sourceNum;
  const one = await call(s.url, 'POST', `${P}/${name}` + qs({ sourceNum: num }));
  expect(one.body.records.every((r: { sourceNum: string }) => r.sourceNum.includes(num))).toBe(true);
  expect((await call(s.url, 'POST', `${P}/${name}` + qs({ pageSize: -3 }))).body.msg).toMatch(/参数 pageSize 应不小于1/);
});

it('getFeiYiFaDb lists sales with the open state', async () => {
  const res = await call(s.url, 'POST', `${P}/getFeiYiFaDb` + qs({ sourceTypeXj: 'quoting', pageSize: 50 }));
  expect(res.body.total).toBeGreaterThan(0);
  expect(res.body.records.every((r: { sourceType: string; openState: string }) => r.sourceType === 'CS' && r.openState === 'quoting')).toBe(true);
  const bad = await call(s.url, 'POST', `${P}/getFeiYiFaDb` + qs({ sourceTypeXj: 'soon' }));
  expect(bad.status).toBe(400);
  expect(bad.body.msg).toMatch(/参数 sourceTypeXj 应为以下之一：quoting, expired/);
});

it('getSourceDetail answers by id or by number; unknown is a 404', async () => {
  const byId = await call(s.url, 'POST', `${P}/getSourceDetail` + qs({ sourceId: 'S-CS20260001' }));
  expect(byId.body.data).toEqual(expect.objectContaining({ sourceNum: 'CS20260001', sourceType: 'CS', openState: expect.stringMatching(/quoting|expired/) }));
  const byNum = await call(s.url, 'POST', `${P}/getSourceDetail` + qs({ sourceId: 'CS20260001' }));
  expect(byNum.body.data.sourceId).toBe('S-CS20260001');
  expect((await call(s.url, 'POST', `${P}/getSourceDetail` + qs({ sourceId: 'none' }))).status).toBe(404);
  expect((await call(s.url, 'POST', `${P}/getSourceDetail`)).body.msg).toMatch(/缺少参数 sourceId/);
});

it('getSourceDetail also answers under source/, the path spec 02 §7 gives it, with the same detail', async () => {
  const spec = await call(s.url, 'POST', '/isp/portal/source/getSourceDetail' + qs({ sourceId: 'S-CS20260001' }));
  const plogin = await call(s.url, 'POST', `${P}/getSourceDetail` + qs({ sourceId: 'S-CS20260001' }));
  expect(spec.status).toBe(200);
  expect(spec.body).toEqual(plogin.body);
  expect((await call(s.url, 'POST', '/isp/portal/source/getSourceDetail' + qs({ sourceId: 'none' }))).status).toBe(404);
});
