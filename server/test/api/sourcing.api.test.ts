import { makeSource } from './helpers/fixtures';
import { call, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

describe('inquiry search (getDb)', () => {
  it('lists inquiry sources with open state', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getDb' + qs({ page: 1, pageSize: 50 }));
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(12);
    expect(res.body.records.every((r: { sourceType: string }) => r.sourceType === 'XJ')).toBe(true);
    const states = new Set(res.body.records.map((r: { openState: string }) => r.openState));
    expect(states).toEqual(new Set(['quoting', 'expired']));
  });

  it('filters by number, name, open state and method', async () => {
    const src = await makeSource(s.db, { source_title: '特殊冷却塔填料询价', source_method: 'INVITE' });
    const byNum = await call(s.url, 'POST', '/isp/portal/plogin/getDb' + qs({ sourceNum: src.source_num }));
    expect(byNum.body.records.map((r: { sourceNum: string }) => r.sourceNum)).toEqual([src.source_num]);
    const byName = await call(s.url, 'POST', '/isp/portal/plogin/getDb', { json: { sourceName: '冷却塔填料' } });
    expect(byName.body.total).toBe(1);
    const expired = await call(s.url, 'POST', '/isp/portal/plogin/getDb' + qs({ sourceTypeXj: 'expired', pageSize: 100 }));
    expect(expired.body.records.every((r: { openState: string }) => r.openState === 'expired')).toBe(true);
    const invite = await call(s.url, 'POST', '/isp/portal/plogin/getDb' + qs({ sourceMethods: 'INVITE,SINGLE', pageSize: 100 }));
    expect(invite.body.records.every((r: { sourceMethod: string }) => ['INVITE', 'SINGLE'].includes(r.sourceMethod))).toBe(true);
  });

  it('a method list holding something other than words is no 500 (found by the fuzz test)', async () => {
    for (const call_ of ['getDb', 'getFeiYiFaDb']) {
      const res = await call(s.url, 'POST', `/isp/portal/plogin/${call_}`, { json: { sourceMethods: [[]], sourceName: '' } });
      expect(res.status).toBeLessThan(500);
    }
  });

  it('refuses a bad page size with 400', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getDb' + qs({ pageSize: 'lots' }));
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/参数 pageSize 应为整数/);
  });
});

describe('sale search (getFeiYiFaDb)', () => {
  it('lists only sale sources', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getFeiYiFaDb' + qs({ page: 1, pageSize: 5 }));
    expect(res.body.records).toHaveLength(5);
    expect(res.body.records.every((r: { sourceType: string }) => r.sourceType === 'CS')).toBe(true);
  });
});

describe('getIndexDb', () => {
  it('defaults to 10 rows of inquiries', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getIndexDb');
    expect(res.body.records).toHaveLength(10);
  });
  it('takes type, sourceNum and pageNo', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getIndexDb' + qs({ type: 'CS', sourceNum: 'CS20260001', pageNo: 1 }));
    expect(res.body.records.map((r: { sourceNum: string }) => r.sourceNum)).toEqual(['CS20260001']);
    const bad = await call(s.url, 'POST', '/isp/portal/plogin/getIndexDb' + qs({ pageNo: 0 }));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('参数 pageNo 应不小于1，实际为 0');
  });
});
