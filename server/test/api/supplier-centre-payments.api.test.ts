// Membership fees and their payment (issue 15): a fee gets an order with a code to show as a QR
// code; the local simulator's page (or the operator) marks it paid or failed; the status calls
// follow it; a fee is never paid twice, an expired code is replaced by a new order (never reused),
// and a failed one too. Another supplier's fees and orders do not exist for the caller.
import { FixedClock } from '../../src/platform/clock';
import { CENTRE_DEMO } from '../../src/demo/supplier-centre';
import { auditEntries } from '../../src/platform/audit';
import { makeSupplier, makeUser } from './helpers/fixtures';
import { call, loginToken, operatorCall, operatorToken, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(120_000);

const clock = new FixedClock(new Date('2026-11-23T02:00:00Z'));
let s: TestServer;
let token: string;
let operator: string;
const LIMIT = 8;
beforeAll(async () => {
  process.env.PORTAL_RATE_LIMIT_PAY_CODE = String(LIMIT);
  s = await startTestServer({ clock });
  token = await loginToken(s.url);
  operator = await operatorToken(s.url);
});
afterAll(async () => {
  delete process.env.PORTAL_RATE_LIMIT_PAY_CODE;
  await s?.close();
});

const P = '/isp/portal';
const as = (t: string, lang = 'en-US') => ({ 'isp-authorization': t, 'content-lang': lang });
const post = (path: string, json: unknown = {}, t = token, lang = 'en-US') => call(s.url, 'POST', P + path, { json, headers: as(t, lang) });
const get = (path: string, params: Record<string, string>, t = token, lang = 'en-US') => call(s.url, 'GET', P + path + qs(params), { headers: as(t, lang) });
const payCode = (feeId: string, t = token, lang = 'en-US') => get('/pay/genPayCode', { feeId }, t, lang);
async function raiseFee(supplierId = 'SUP-0001', amount = '100.00') {
  const res = await operatorCall(s.url, operator, '/fee/raise', { supplierId, feeType: 'SERVICE', title: `测试费用 ${amount}`, amount, currency: 'CNY', dueDate: '2026-12-31T00:00:00Z' });
  expect(res.body.code).toBe(0);
  return res.body.data.feeId as string;
}
/** What the simulator page's buttons send. */
const simulate = (codeUrl: string, outcome: 'paid' | 'failed', lang = 'en-US') => {
  const u = new URL(codeUrl);
  return call(s.url, 'POST', u.pathname, { form: { t: u.searchParams.get('t')!, outcome, lang } });
};

describe('fee list and payment records', () => {
  it('lists the supplier’s fees (due first) and payment records with exact amounts', async () => {
    const fees = await post('/user/GetSupplierFeeList', { page: 1, pageSize: 10 });
    expect(fees.body.records.map((f: { feeId: string }) => f.feeId)).toEqual(expect.arrayContaining([CENTRE_DEMO.fees.due, CENTRE_DEMO.fees.paid, CENTRE_DEMO.fees.dueVnd]));
    expect(fees.body.records.map((f: { feeId: string }) => f.feeId)).not.toContain(CENTRE_DEMO.fees.other);
    expect(fees.body.records[0].status).toBe('due');
    const vnd = fees.body.records.find((f: { feeId: string }) => f.feeId === CENTRE_DEMO.fees.dueVnd);
    expect(vnd).toMatchObject({ amount: '5000000.00', currency: 'VND', payable: true });
    const pays = await post('/user/GetSupplierFeePayList', { page: 1, pageSize: 10 });
    const byId = Object.fromEntries((pays.body.records as { orderId: string; status: string }[]).map((o) => [o.orderId, o.status]));
    expect(byId).toMatchObject({ [CENTRE_DEMO.orders.paid]: 'paid', [CENTRE_DEMO.orders.failed]: 'failed', [CENTRE_DEMO.orders.expired]: 'expired' });
    expect(byId[CENTRE_DEMO.orders.other]).toBeUndefined();
    const one = await post('/user/GetSupplierFeePayList', { feeId: CENTRE_DEMO.fees.paid });
    expect(one.body.total).toBe(2);
  });

  it('saves invoice details on a due fee (saveSupplierFeeInfo, saveSupplierFee)', async () => {
    const info = await post('/user/saveSupplierFeeInfo', { feeDataObject: { feeId: CENTRE_DEMO.fees.due, invoiceTitle: '华能示范电力设备有限公司', taxNumber: '91110000100000001X' } });
    expect(info.body.data.invoiceInfo).toEqual({ invoiceTitle: '华能示范电力设备有限公司', taxNumber: '91110000100000001X' });
    const confirmed = await post('/user/saveSupplierFee', { feeDataObject: { feeId: CENTRE_DEMO.fees.due, remark: '请开专票' } });
    expect(confirmed.body.data).toMatchObject({ feeId: CENTRE_DEMO.fees.due, payable: true, order: null });
    expect(confirmed.body.data.invoiceInfo.remark).toBe('请开专票');
    expect((await post('/user/saveSupplierFeeInfo', { feeDataObject: { feeId: CENTRE_DEMO.fees.paid, invoiceTitle: 'x' } })).status).toBe(409);
    expect((await post('/user/saveSupplierFeeInfo', { feeDataObject: { feeId: CENTRE_DEMO.fees.other, invoiceTitle: 'x' } })).status).toBe(404);
    expect((await post('/user/saveSupplierFeeInfo', { feeDataObject: { feeId: CENTRE_DEMO.fees.due, invoiceEmail: 'not-an-email' } })).status).toBe(400);
  });
});

describe('paying a fee through the simulator', () => {
  it('gives one live order per fee; the simulator page pays it; the status calls and the lists say paid; it cannot be paid twice', async () => {
    const feeId = await raiseFee();
    const first = await payCode(feeId);
    expect(first.body.data).toMatchObject({ feeId, status: 'pending', paid: false, amount: '100.00', currency: 'CNY', provider: 'simulator', newOrder: true });
    expect(first.body.data.codeUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/simulator\/PAY-/);
    expect(first.body.data.expiresInSeconds).toBe(900);
    const again = await payCode(feeId);
    expect(again.body.data).toMatchObject({ orderId: first.body.data.orderId, newOrder: false });

    const page = await call(s.url, 'GET', new URL(first.body.data.codeUrl).pathname + new URL(first.body.data.codeUrl).search + '&lang=vi-VN');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('Trình mô phỏng thanh toán');
    expect(page.body).toContain(first.body.data.orderId);
    const zh = await call(s.url, 'GET', new URL(first.body.data.codeUrl).pathname + new URL(first.body.data.codeUrl).search, { headers: { 'content-lang': 'zh-CN' } });
    expect(zh.body).toContain('支付模拟器');
    const wrongToken = await call(s.url, 'GET', new URL(first.body.data.codeUrl).pathname + '?t=wrong');
    expect(wrongToken.status).toBe(404);

    const paid = await simulate(first.body.data.codeUrl, 'paid');
    expect(paid.status).toBe(200);
    expect(paid.body).toContain('paid');
    for (const name of ['getWXPayStatus', 'orderQuery']) {
      const status = await get(`/pay/${name}`, { orderId: first.body.data.orderId });
      expect(status.body.data).toMatchObject({ orderId: first.body.data.orderId, status: 'paid', paid: true });
    }
    expect((await get('/pay/orderQuery', { feeId })).body.data.status).toBe('paid');
    const fee = (await post('/user/GetSupplierFeeList', { status: 'paid', pageSize: 100 })).body.records.find((f: { feeId: string }) => f.feeId === feeId);
    expect(fee).toMatchObject({ status: 'paid', payable: false, paidAt: clock.now().toISOString() });

    // A paid fee gets no new order; a paid order stays paid, whoever tries.
    const refused = await payCode(feeId, token, 'en-US');
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('This fee has already been paid and cannot be paid again');
    const vi = await payCode(feeId, token, 'vi-VN');
    expect(vi.body.msg).toBe('Khoản phí này đã được thanh toán, không thể thanh toán lại');
    const twice = await simulate(first.body.data.codeUrl, 'paid');
    expect(twice.status).toBe(409);
    const failAfter = await operatorCall(s.url, operator, '/pay/settle', { orderId: first.body.data.orderId, outcome: 'failed' }, { 'content-lang': 'en-US' });
    expect(failAfter.status).toBe(409);
    expect((await get('/pay/getWXPayStatus', { orderId: first.body.data.orderId })).body.data.status).toBe('paid');
    const audit = await auditEntries(s.db, { target: `pay-order:${first.body.data.orderId}` });
    expect(audit.map((a) => a.action)).toEqual(['pay.paid', 'pay.order']);
  });

  it('a failed payment leaves the fee due, and the next code is a new order', async () => {
    const feeId = await raiseFee('SUP-0001', '200.50');
    const first = await payCode(feeId);
    const failed = await operatorCall(s.url, operator, '/pay/settle', { orderId: first.body.data.orderId, outcome: 'failed' });
    expect(failed.body.data.status).toBe('failed');
    expect((await get('/pay/getWXPayStatus', { orderId: first.body.data.orderId })).body.data.status).toBe('failed');
    const next = await payCode(feeId);
    expect(next.body.data.newOrder).toBe(true);
    expect(next.body.data.orderId).not.toBe(first.body.data.orderId);
    // The failed order's page offers no button and refuses a late "pay".
    expect((await simulate(first.body.data.codeUrl, 'paid')).status).toBe(409);
    expect((await simulate(next.body.data.codeUrl, 'paid')).status).toBe(200);
  });

  it('an expired code is replaced by a new order, never reused, by the server’s clock', async () => {
    const feeId = await raiseFee('SUP-0001', '300.00');
    const first = await payCode(feeId);
    clock.advance(15 * 60_000);
    token = await loginToken(s.url);
    expect((await get('/pay/getWXPayStatus', { orderId: first.body.data.orderId })).body.data.status).toBe('expired');
    const late = await simulate(first.body.data.codeUrl, 'paid', 'en-US');
    expect(late.status).toBe(409);
    expect(late.body).toContain('The payment code has expired');
    const next = await payCode(feeId);
    expect(next.body.data).toMatchObject({ status: 'pending', newOrder: true });
    expect(next.body.data.orderId).not.toBe(first.body.data.orderId);
    const orders = await post('/user/GetSupplierFeePayList', { feeId });
    expect(orders.body.records.map((o: { status: string }) => o.status).sort()).toEqual(['expired', 'pending']);
  });

  it('the same fee paid from two orders at once is impossible', async () => {
    const feeId = await raiseFee('SUP-0001', '400.00');
    const codes = await Promise.all([payCode(feeId), payCode(feeId), payCode(feeId)]);
    expect(new Set(codes.map((c) => c.body.data.orderId)).size).toBe(1);
    const results = await Promise.all([simulate(codes[0].body.data.codeUrl, 'paid'), operatorCall(s.url, operator, '/pay/settle', { orderId: codes[0].body.data.orderId, outcome: 'paid' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('another supplier’s fees and orders', () => {
  it('are 404 for every call and absent from the lists', async () => {
    expect((await payCode(CENTRE_DEMO.fees.other)).status).toBe(404);
    expect((await get('/pay/getWXPayStatus', { orderId: CENTRE_DEMO.orders.other })).status).toBe(404);
    expect((await get('/pay/orderQuery', { orderId: CENTRE_DEMO.orders.other })).status).toBe(404);
    expect((await get('/pay/orderQuery', { feeId: CENTRE_DEMO.fees.other })).status).toBe(404);
    expect((await post('/user/GetSupplierFeePayList', { feeId: CENTRE_DEMO.fees.other })).body.total).toBe(0);
    expect((await post('/user/saveSupplierFee', { feeDataObject: { feeId: CENTRE_DEMO.fees.other } })).status).toBe(404);
  });
});

describe('limits', () => {
  it('genPayCode is rate-limited per supplier', async () => {
    const other = await makeSupplier(s.db);
    const user = await makeUser(s.db, { supplier_id: other.supplier_id, roles: 'supplier' });
    const t = await loginToken(s.url, user.user_name, user.password);
    const feeId = await raiseFee(other.supplier_id);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) statuses.push((await payCode(feeId, t)).status);
    expect(statuses.slice(0, LIMIT).every((x) => x === 200)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });

  it('fee inputs are bounded', async () => {
    for (const amount of ['0', '-1', '1.234', '1'.repeat(16)]) {
      const res = await operatorCall(s.url, operator, '/fee/raise', { supplierId: 'SUP-0001', feeType: 'SERVICE', title: 't', amount, currency: 'CNY', dueDate: '2026-12-31T00:00:00Z' });
      expect(res.status).toBe(400);
    }
    expect((await get('/pay/genPayCode', { feeId: 'x'.repeat(65) })).status).toBe(400);
    expect((await get('/pay/genPayCode', {})).status).toBe(400);
  });
});
