import { makeContract, makeSupplier, makeSupplierNotice, makeUser } from './helpers/fixtures';
import { call, loginToken, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await loginToken(s.url);
});
afterAll(() => s?.close());

const auth = () => ({ 'isp-authorization': token });

describe('supplier notices', () => {
  it('lists the logged-in supplier’s notices only', async () => {
    const other = await makeSupplier(s.db);
    await makeSupplierNotice(s.db, other.supplier_id, { title: '别人的通知' });
    const res = await call(s.url, 'POST', '/isp/portal/SupplierCommunicate/getNoticePage' + qs({ page: 1, pageSize: 50 }), { headers: auth() });
    expect(res.body.code).toBe(0);
    // Its six own notices and the seed's two to every supplier (issue 15).
    expect(res.body.total).toBe(8);
    expect(res.body.records.some((r: { title: string }) => r.title === '别人的通知')).toBe(false);
  });

  it('filters by title', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/SupplierCommunicate/getNoticePage', { json: { supplierNotice: 'CA证书' }, headers: auth() });
    expect(res.body.records.map((r: { title: string }) => r.title)).toEqual(['请及时更新CA证书']);
  });

  it('confirmNoticeById marks a notice viewed; another supplier’s is 404', async () => {
    const mine = await makeSupplierNotice(s.db, 'SUP-0001', { title: '待确认' });
    const res = await call(s.url, 'POST', '/isp/portal/SupplierCommunicate/confirmNoticeById' + qs({ id: mine.id }), { headers: auth() });
    expect(res.body).toEqual({ code: 0, msg: '执行成功' });
    const row = await s.db.selectFrom('supplier_notice').select('viewed').where('id', '=', mine.id).executeTakeFirstOrThrow();
    expect(row.viewed).toBe(true);

    const other = await makeSupplier(s.db);
    const theirs = await makeSupplierNotice(s.db, other.supplier_id);
    const denied = await call(s.url, 'POST', '/isp/portal/SupplierCommunicate/confirmNoticeById' + qs({ id: theirs.id }), { headers: auth() });
    expect(denied.status).toBe(404);
  });

  it('confirmNoticeById needs a numeric id', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/SupplierCommunicate/confirmNoticeById' + qs({ id: 'x' }), { headers: auth() });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('参数 id 的类型应为 integer');
  });

  it('needs a login', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/SupplierCommunicate/getNoticePage');
    expect(res.status).toBe(401);
  });

  it('a user without a supplier gets 403', async () => {
    const shell = await loginToken(s.url, 'shelladmin');
    const res = await call(s.url, 'POST', '/isp/portal/SupplierCommunicate/getNoticePage', { headers: { 'isp-authorization': shell } });
    expect(res.status).toBe(403);
  });
});

describe('contracts', () => {
  it('lists the supplier’s contracts with exact amounts', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/contract/getContractList' + qs({ page: 1, pageSize: 5 }), { headers: auth() });
    // The base seed's eight and the one made from the awarded demo source (issue 15).
    expect(res.body.total).toBe(9);
    expect(res.body.records).toHaveLength(5);
    expect(res.body.records[0]).toMatchObject({ contractNum: expect.stringMatching(/^HT-2026-/), signedAmount: expect.stringMatching(/^\d+\.\d{2}$/), currency: 'CNY' });
  });

  it('filters by number and name', async () => {
    const byNum = await call(s.url, 'POST', '/isp/portal/contract/getContractList' + qs({ contractNum: 'HT-2026-0003' }), { headers: auth() });
    expect(byNum.body.records.map((r: { contractNum: string }) => r.contractNum)).toEqual(['HT-2026-0003']);
    const byName = await call(s.url, 'POST', '/isp/portal/contract/getContractList', { json: { contractName: '光伏' }, headers: auth() });
    expect(byName.body.records.every((r: { contractName: string }) => r.contractName.includes('光伏'))).toBe(true);
  });

  it('never shows another supplier’s contracts', async () => {
    const other = await makeSupplier(s.db);
    const user = await makeUser(s.db, { supplier_id: other.supplier_id });
    await makeContract(s.db, other.supplier_id, { contract_name: '仅他方可见' });
    const mine = await call(s.url, 'POST', '/isp/portal/contract/getContractList' + qs({ contractName: '仅他方可见' }), { headers: auth() });
    expect(mine.body.total).toBe(0);
    const theirs = await call(s.url, 'POST', '/isp/portal/contract/getContractList' + qs({ contractName: '仅他方可见' }), {
      headers: { 'isp-authorization': await loginToken(s.url, user.user_name, user.password) },
    });
    expect(theirs.body.total).toBe(1);
  });
});
