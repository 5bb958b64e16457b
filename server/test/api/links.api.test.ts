import { call, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

it('friendship links come as a list under data', async () => {
  const res = await call(s.url, 'GET', '/isp/portal/plogin/linkList');
  expect(res.body.code).toBe(0);
  expect(res.body.data.length).toBeGreaterThanOrEqual(4);
  expect(res.body.data[0]).toEqual(expect.objectContaining({ linkName: expect.any(String), linkUrl: expect.stringMatching(/^https:\/\//) }));
});

it('lookup values by type, with English and Vietnamese meanings', async () => {
  const res = await call(s.url, 'POST', '/isp/portal/plogin/getFndLookupList' + qs({ lookupType: 'SOURCE_METHOD' }));
  expect(res.body.data.map((l: { lookupCode: string }) => l.lookupCode)).toEqual(['OPEN', 'INVITE', 'SINGLE']);
  expect(res.body.data[0]).toEqual(expect.objectContaining({ meaning: '公开询价', meaningEn: 'Open inquiry', meaningVi: expect.any(String) }));
  const missing = await call(s.url, 'POST', '/isp/portal/plogin/getFndLookupList');
  expect(missing.status).toBe(400);
  expect(missing.body.msg).toMatch(/缺少参数 lookupType/);
});

it('currencies include VND with 0 decimals', async () => {
  const res = await call(s.url, 'POST', '/isp/portal/plogin/getCurrencyList');
  expect(res.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ currencyCode: 'VND', decimals: 0 })]));
});
