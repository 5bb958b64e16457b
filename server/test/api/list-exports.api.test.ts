// Issue 35: the contract, delivery-note and fee lists export to Excel with the list's filters
// (contract/exportContractList, order/exportOrderList, user/exportSupplierFeeList): every page of
// what the filters find, headings and states in the caller's language, times with their zone; a
// second supplier gets nothing of the first's; bounded input; a rate limit per supplier. And the
// payment simulator's page shows its time with the zone.
import ExcelJS from 'exceljs';
import { FixedClock } from '../../src/platform/clock';
import { CENTRE_DEMO } from '../../src/demo/supplier-centre';
import { EXPORTS_PER_MINUTE } from '../../src/modules/supplier-centre/list-workbook';
import { makeContract, makeSupplier, makeUser } from './helpers/fixtures';
import { call, loginToken, operatorCall, operatorToken } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(120_000);

const clock = new FixedClock(new Date('2026-11-23T02:00:00Z'));
let s: TestServer;
let token: string;
let stranger: string;
let strangerSupplier: string;
let strangerContract: string;
beforeAll(async () => {
  s = await startTestServer({ clock });
  token = await loginToken(s.url);
  const other = await makeSupplier(s.db);
  strangerSupplier = other.supplier_id;
  strangerContract = (await makeContract(s.db, other.supplier_id, { contract_num: 'HT-STRANGER-0001' })).contract_num;
  const user = await makeUser(s.db, { supplier_id: other.supplier_id, roles: 'supplier' });
  stranger = await loginToken(s.url, user.user_name, user.password);
});
afterAll(() => s?.close());
// Each test starts in a fresh minute: the exports' budget (EXPORTS_PER_MINUTE) is tested on its own below.
beforeEach(() => clock.advance(61_000));

const P = '/isp/portal';

/** POSTs an export and reads the answer as a workbook (or the JSON refusal). */
async function exported(path: string, json: unknown = {}, t = token, lang = 'en-US') {
  const res = await fetch(s.url + P + path, { method: 'POST', headers: { 'content-type': 'application/json', 'isp-authorization': t, 'content-lang': lang }, body: JSON.stringify(json) });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) return { status: res.status, refusal: JSON.parse(bytes.toString('utf8')) as { code: number; msg: string }, rows: [] as unknown[][], headers: res.headers };
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { status: res.status, refusal: null, rows, headers: res.headers, sheetName: sheet.name };
}
const column = (rows: unknown[][], heading: string) => {
  const i = rows[0].indexOf(heading);
  if (i < 0) throw new Error(`no column '${heading}' in ${JSON.stringify(rows[0])}`);
  return rows.slice(1).map((r) => r[i]);
};

describe('the contract list as Excel', () => {
  it('holds every contract the filters find, as the list does, in the list order', async () => {
    const list = await call(s.url, 'POST', `${P}/contract/getContractList`, { json: { page: 1, pageSize: 100 }, headers: { 'isp-authorization': token } });
    const file = await exported('/contract/exportContractList');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.headers.get('content-disposition')).toMatch(/contracts-2026-11-23\.xlsx/);
    expect(column(file.rows, 'Contract no.')).toEqual(list.body.records.map((c: { contractNum: string }) => c.contractNum));
    expect(column(file.rows, 'Contract no.')).toContain(CENTRE_DEMO.awardContractNum);
    // The heading names the zone its days are read in.
    expect(file.rows[0]).toContain('Signed on (UTC+8)');

    const completed = await exported('/contract/exportContractList', { status: 'COMPLETED' });
    const states = column(completed.rows, 'Status');
    expect(states.length).toBeGreaterThan(0);
    expect(states.length).toBeLessThan(list.body.records.length);
    expect(new Set(states)).toEqual(new Set(['Completed']));

    const bySource = await exported('/contract/exportContractList', { sourceNum: 'XJ20260110' });
    expect(column(bySource.rows, 'Contract no.')).toEqual([CENTRE_DEMO.awardContractNum]);
  });

  it('speaks the caller\'s language', async () => {
    const zh = await exported('/contract/exportContractList', { status: 'COMPLETED' }, token, 'zh-CN');
    expect(zh.rows[0]).toEqual(expect.arrayContaining(['合同编号', '状态', '签订日期 (UTC+8)']));
    expect(new Set(column(zh.rows, '状态'))).toEqual(new Set(['已完成']));
    const vi = await exported('/contract/exportContractList', { status: 'COMPLETED' }, token, 'vi-VN');
    expect(new Set(column(vi.rows, 'Trạng thái'))).toEqual(new Set(['Hoàn thành']));
  });

  it('gives a second supplier only its own contracts', async () => {
    const mine = await exported('/contract/exportContractList');
    expect(column(mine.rows, 'Contract no.')).not.toContain(strangerContract);
    const theirs = await exported('/contract/exportContractList', {}, stranger);
    expect(column(theirs.rows, 'Contract no.')).toEqual([strangerContract]);
    // Searching for the first supplier's number finds nothing for the second.
    const probe = await exported('/contract/exportContractList', { contractNum: CENTRE_DEMO.awardContractNum }, stranger);
    expect(probe.rows).toHaveLength(1);
  });
});

describe('the delivery-note list as Excel', () => {
  it('holds the notes the filters find, shipping times with their zone, and none of another supplier\'s', async () => {
    const all = await exported('/order/exportOrderList');
    const codes = column(all.rows, 'Delivery note no.');
    expect(codes.length).toBeGreaterThanOrEqual(3);
    const list = await call(s.url, 'POST', `${P}/order/getOrderList`, { json: { page: 1, pageSize: 100 }, headers: { 'isp-authorization': token } });
    expect(codes).toEqual(list.body.records.map((n: { noteCode: string }) => n.noteCode));
    expect(all.rows[0]).toContain('Shipped at (UTC+8)');
    for (const at of column(all.rows, 'Shipped at (UTC+8)')) if (at) expect(at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const one = list.body.records[0] as { contractNum: string; acceptanceStatus: string };
    const byContract = await exported('/order/exportOrderList', { contractNum: one.contractNum });
    expect(new Set(column(byContract.rows, 'Contract no.'))).toEqual(new Set([one.contractNum]));
    const byState = await exported('/order/exportOrderList', { acceptanceStatus: 'rejected' });
    expect(column(byState.rows, 'Acceptance').every((v) => v === 'Rejected')).toBe(true);

    const theirs = await exported('/order/exportOrderList', {}, stranger);
    expect(theirs.rows).toHaveLength(1);
  });
});

describe('the fee list as Excel', () => {
  it('holds the fees of the chosen state, amounts as numbers, and none of another supplier\'s', async () => {
    const all = await exported('/user/exportSupplierFeeList');
    const titles = column(all.rows, 'Fee');
    expect(titles).toHaveLength(3);
    expect(column(all.rows, 'Amount')).toEqual(expect.arrayContaining([3000, 5000000]));
    const due = await exported('/user/exportSupplierFeeList', { status: 'due' });
    expect(new Set(column(due.rows, 'Status'))).toEqual(new Set(['Due']));
    expect(column(due.rows, 'Fee')).toHaveLength(2);
    const paid = await exported('/user/exportSupplierFeeList', { status: 'paid' }, token, 'zh-CN');
    expect(column(paid.rows, '状态')).toEqual(['已缴']);
    expect(String(column(paid.rows, '缴费时间 (UTC+8)')[0])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const theirs = await exported('/user/exportSupplierFeeList', {}, stranger);
    expect(theirs.rows).toHaveLength(1);
  });
});

describe('the exports\' doors', () => {
  it('refuse a visitor and filters out of bounds', async () => {
    const anon = await fetch(`${s.url}${P}/contract/exportContractList`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(anon.status).toBe(401);
    expect((await exported('/contract/exportContractList', { status: 'NOPE' })).status).toBe(400);
    expect((await exported('/contract/exportContractList', { signDateFrom: '2026-13-01' })).status).toBe(400);
    expect((await exported('/contract/exportContractList', { contractName: 'x'.repeat(201) })).status).toBe(400);
    expect((await exported('/order/exportOrderList', { acceptanceStatus: 'lost' })).status).toBe(400);
    expect((await exported('/order/exportOrderList', { shipTimeTo: 'yesterday' })).status).toBe(400);
    expect((await exported('/user/exportSupplierFeeList', { status: 'overdue' })).status).toBe(400);
  });

  it('count against one budget per supplier and sliding minute; another supplier keeps its own', async () => {
    const busy = await makeSupplier(s.db);
    const user = await makeUser(s.db, { supplier_id: busy.supplier_id, roles: 'supplier' });
    const busyToken = await loginToken(s.url, user.user_name, user.password);
    const calls = ['/contract/exportContractList', '/order/exportOrderList', '/user/exportSupplierFeeList'];
    for (let i = 0; i < EXPORTS_PER_MINUTE; i++) expect((await exported(calls[i % 3], {}, busyToken)).status).toBe(200);
    const refused = await exported('/order/exportOrderList', {}, busyToken);
    expect(refused.status).toBe(429);
    expect(refused.refusal?.code).toBe(1);
    expect((await exported('/contract/exportContractList', {}, stranger)).status).toBe(200);
    clock.advance(61_000);
    expect((await exported('/order/exportOrderList', {}, busyToken)).status).toBe(200);
    expect(strangerSupplier).not.toBe(busy.supplier_id);
  });
});

describe('the payment simulator', () => {
  it('shows when the code ends on China and Vietnam time, each with its zone', async () => {
    const operator = await operatorToken(s.url);
    const raised = await operatorCall(s.url, operator, '/fee/raise', { supplierId: 'SUP-0001', feeType: 'SERVICE', title: 'Zone check', amount: '10.00', currency: 'CNY', dueDate: '2026-12-31T00:00:00Z' });
    const code = await call(s.url, 'GET', `${P}/pay/genPayCode?feeId=${raised.body.data.feeId}`, { headers: { 'isp-authorization': token } });
    const url = new URL(code.body.data.codeUrl);
    const page = async (lang: string) => (await call(s.url, 'GET', `${url.pathname}${url.search}&lang=${lang}`)).body as string;
    const ends = new Date(code.body.data.expiresAt);
    const at = (offset: number) => new Date(ends.getTime() + offset * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    const zh = await page('zh-CN');
    expect(zh).toContain(`${at(8)} (UTC+8) · ${at(7)} (UTC+7)`);
    expect(zh).not.toMatch(/\d UTC</);
    // A Vietnamese reader sees the own clock first.
    expect(await page('vi-VN')).toContain(`${at(7)} (UTC+7) · ${at(8)} (UTC+8)`);
  });
});
