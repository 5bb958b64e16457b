// mf-contracts (issue 15): contracts, delivery notes ("orders") and frame agreements of the
// logged-in supplier: paged lists with the spec's filters, details with every field of spec 02 §3,
// the delivery note's operation log, contract documents; and the buyer making a contract from an
// awarded source, its delivery notes and log entries. Another supplier's records are 404 and never
// listed.
import { FixedClock } from '../../src/platform/clock';
import { CENTRE_DEMO } from '../../src/demo/supplier-centre';
import { SOURCING_DEMO } from '../../src/demo/sourcing';
import { auditEntries } from '../../src/platform/audit';
import { parseOperatorCommand, runOperatorCommand } from '../../src/modules/approvals/commands';
import { formatOperatorResult } from '../../src/modules/approvals/command-output';
import { centreCommandFromArgs, type CentreCommandName } from '../../src/modules/supplier-centre/commands';
import { makeSupplier, makeUser } from './helpers/fixtures';
import { call, loginToken, operatorCall, operatorToken } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(120_000);

const clock = new FixedClock(new Date('2026-11-23T02:00:00Z'));
let s: TestServer;
let token: string;
let operator: string;
let stranger: string;
beforeAll(async () => {
  s = await startTestServer({ clock });
  token = await loginToken(s.url);
  operator = await operatorToken(s.url);
  const other = await makeSupplier(s.db);
  const user = await makeUser(s.db, { supplier_id: other.supplier_id, roles: 'supplier' });
  stranger = await loginToken(s.url, user.user_name, user.password);
});
afterAll(() => s?.close());

const P = '/isp/portal';
const post = (path: string, json: unknown = {}, t = token, lang = 'en-US') => call(s.url, 'POST', P + path, { json, headers: { 'isp-authorization': t, 'content-lang': lang } });
const op = (path: string, json: unknown, lang = 'en-US') => operatorCall(s.url, operator, path, json, { 'content-lang': lang });

const CONTRACT_FIELDS = ['contractId', 'contractNum', 'contractName', 'status', 'contractType', 'partyAName', 'partyAContact', 'partyAPhone', 'partyBName', 'partyBContact', 'partyBPhone', 'signedAmount', 'totalAmount', 'currency', 'signDate', 'predictedArrival', 'storageDate', 'receivedQuantity', 'arrivalAddress', 'invoiceAddress', 'sourceNum'];
const NOTE_FIELDS = ['noteId', 'noteCode', 'title', 'contractNum', 'orderNum', 'paperDocNum', 'shipTime', 'confirmTime', 'acceptanceStatus', 'shipToAddress', 'courierNum', 'operator', 'shippedQuantity', 'currentQuantity'];

describe('contracts', () => {
  it('pages and filters by number, name, status, party A, source number and signing dates', async () => {
    const all = await post('/contract/getContractList', { page: 1, pageSize: 100 });
    expect(all.body.total).toBe(9);
    const ids = all.body.records.map((c: { contractId: string }) => c.contractId);
    expect(ids).toContain(CENTRE_DEMO.awardContract);
    expect(ids).not.toContain(CENTRE_DEMO.otherContract);
    const p2 = await post('/contract/getContractList', { page: 2, pageSize: 4 });
    expect(p2.body.records.map((c: { contractId: string }) => c.contractId)).toEqual(ids.slice(4, 8));
    const bySource = await post('/contract/getContractList', { sourceNum: 'XJ20260110' });
    expect(bySource.body.records.map((c: { contractId: string }) => c.contractId)).toEqual([CENTRE_DEMO.awardContract]);
    const completed = await post('/contract/getContractList', { status: 'COMPLETED' });
    expect(completed.body.total).toBeGreaterThan(0);
    expect(completed.body.records.every((c: { status: string }) => c.status === 'COMPLETED')).toBe(true);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const recent = await post('/contract/getContractList', { signDateFrom: day(new Date(clock.now().getTime() - 5 * 86_400_000)), signDateTo: day(clock.now()) });
    expect(recent.body.records.map((c: { contractId: string }) => c.contractId)).toEqual([CENTRE_DEMO.awardContract]);
    expect((await post('/contract/getContractList', { signDateFrom: '2026-13-01' })).status).toBe(400);
    expect((await post('/contract/getContractList', { status: 'NOPE' })).status).toBe(400);
    const byParty = await post('/contract/getContractList', { partyAName: all.body.records[0].partyAName });
    expect(byParty.body.total).toBeGreaterThan(0);
  });

  it('details every field of the contract, its delivery notes, documents and source', async () => {
    const res = await post('/contract/getContractDetail', { contractId: CENTRE_DEMO.awardContract });
    const d = res.body.data;
    for (const f of CONTRACT_FIELDS) expect(d[f]).not.toBeNull();
    expect(d).toMatchObject({ contractNum: CENTRE_DEMO.awardContractNum, sourceId: SOURCING_DEMO.awarded, status: 'PERFORMING', receivedQuantity: '800.000' });
    expect(d.signedAmount).toMatch(/^\d+\.\d{2}$/);
    expect(d.deliveryNotes.map((n: { noteId: string }) => n.noteId)).toEqual([CENTRE_DEMO.notes[2]]);
    expect(d.documents.map((x: { docId: string }) => x.docId)).toEqual([CENTRE_DEMO.documents.contract]);
    const file = await fetch(s.url + d.documents[0].url);
    expect(file.status).toBe(200);
    const byNum = await post('/contract/getContractDetail', { contractNum: CENTRE_DEMO.awardContractNum });
    expect(byNum.body.data.contractId).toBe(CENTRE_DEMO.awardContract);
    const framed = await post('/contract/getContractDetail', { contractId: 'C-0003' });
    expect(framed.body.data.frameAgreement).toMatchObject({ agreementId: CENTRE_DEMO.frameAgreement });
  });

  it('another supplier’s contract is 404, by id or number, in the caller’s language', async () => {
    const en = await post('/contract/getContractDetail', { contractId: CENTRE_DEMO.otherContract }, token, 'en-US');
    expect(en.status).toBe(404);
    const vi = await post('/contract/getContractDetail', { contractNum: 'HT-OTHER-9001' }, token, 'vi-VN');
    expect(vi.status).toBe(404);
    expect(vi.body.msg).not.toBe(en.body.msg);
    expect(en.body).toEqual({ code: 1, msg: en.body.msg });
    expect((await post('/contract/getContractList', { contractName: '仅供应商0002' })).body.total).toBe(0);
    expect((await post('/contract/getContractList', {}, stranger)).body.total).toBe(0);
  });
});

describe('delivery notes', () => {
  it('lists with filters and details with the operation log', async () => {
    const all = await post('/order/getOrderList', { page: 1, pageSize: 20 });
    expect(all.body.records.map((n: { noteId: string }) => n.noteId).sort()).toEqual([...CENTRE_DEMO.notes].sort());
    const accepted = await post('/order/getOrderList', { acceptanceStatus: 'accepted' });
    expect(accepted.body.records.map((n: { noteId: string }) => n.noteId)).toEqual([CENTRE_DEMO.notes[0]]);
    const byContract = await post('/order/getOrderList', { contractNum: CENTRE_DEMO.awardContractNum });
    expect(byContract.body.records.map((n: { noteId: string }) => n.noteId)).toEqual([CENTRE_DEMO.notes[2]]);
    const detail = await post('/order/getOrderDetail', { noteId: CENTRE_DEMO.notes[0] });
    for (const f of NOTE_FIELDS) expect(detail.body.data[f]).not.toBeNull();
    expect(detail.body.data.log.map((l: { action: string }) => l.action)).toEqual(['created', 'shipped', 'received', 'accepted']);
    expect(detail.body.data.contract.contractId).toBe('C-0001');
    const byCode = await post('/order/getOrderDetail', { noteCode: detail.body.data.noteCode });
    expect(byCode.body.data.noteId).toBe(CENTRE_DEMO.notes[0]);
  });

  it('another supplier’s delivery note is 404 and never listed', async () => {
    expect((await post('/order/getOrderDetail', { noteId: CENTRE_DEMO.otherNote })).status).toBe(404);
    expect((await post('/order/getOrderList', { title: '仅供应商0002' })).body.total).toBe(0);
    expect((await post('/order/getOrderList', { contractId: CENTRE_DEMO.otherContract })).body.total).toBe(0);
  });
});

describe('frame agreements', () => {
  it('lists and details with lines and call-off contracts; another supplier’s is 404', async () => {
    const list = await post('/frameAgreement/getList', { page: 1, pageSize: 10 });
    expect(list.body.records.map((a: { agreementId: string }) => a.agreementId)).toEqual([CENTRE_DEMO.frameAgreement]);
    expect(list.body.records[0]).toMatchObject({ lineCount: 3, currency: 'CNY', totalAmount: '197250.00' });
    const detail = await post('/frameAgreement/getDetail', { agreementId: CENTRE_DEMO.frameAgreement });
    expect(detail.body.data.lines).toHaveLength(3);
    expect(detail.body.data.lines[0]).toMatchObject({ lineNo: 1, unitPrice: '1850.0000', unit: '台' });
    expect(detail.body.data.contracts.map((c: { contractId: string }) => c.contractId)).toEqual(['C-0003']);
    expect((await post('/frameAgreement/getDetail', { agreementId: CENTRE_DEMO.otherFrameAgreement })).status).toBe(404);
    expect((await post('/frameAgreement/getList', { title: '仅供应商0002' })).body.total).toBe(0);
  });
});

describe('the buyer makes a contract from an awarded source', () => {
  it('creates the contract, its delivery note and log entries; the supplier sees them', async () => {
    const made = await op('/contract/createFromAward', { sourceId: 'XJ20260110', supplierId: 'SUP-0001', contractNum: 'HT-TEST-0001', arrivalAddress: '测试到货地址', invoiceAddress: '测试开票地址' });
    expect(made.body.code).toBe(0);
    const contract = made.body.data;
    expect(contract).toMatchObject({ contractNum: 'HT-TEST-0001', sourceId: SOURCING_DEMO.awarded, status: 'SIGNED', supplierId: 'SUP-0001' });
    expect(Number(contract.signedAmount)).toBeGreaterThan(0);
    const note = await op('/deliveryNote/create', { contractId: contract.contractId, shippedQuantity: '2000', currentQuantity: '500', courierNum: 'SF123' });
    expect(note.body.data.log.map((l: { action: string }) => l.action)).toEqual(['created']);
    clock.advance(3600_000);
    const logged = await op('/deliveryNote/addLog', { noteId: note.body.data.noteId, action: 'received', remark: '到货 500 块', acceptanceStatus: 'received', receivedQuantity: '500' });
    expect(logged.body.data).toMatchObject({ acceptanceStatus: 'received', confirmTime: clock.now().toISOString() });
    token = await loginToken(s.url);
    const detail = await post('/contract/getContractDetail', { contractId: contract.contractId });
    expect(detail.body.data).toMatchObject({ receivedQuantity: '500.000', arrivalAddress: '测试到货地址', invoiceAddress: '测试开票地址' });
    expect(detail.body.data.deliveryNotes).toHaveLength(1);
    const orderDetail = await post('/order/getOrderDetail', { noteId: note.body.data.noteId });
    expect(orderDetail.body.data.log.map((l: { action: string; remark: string | null }) => [l.action, l.remark])).toEqual([
      ['created', null],
      ['received', '到货 500 块'],
    ]);
    const audit = await auditEntries(s.db, { target: `contract:${contract.contractId}` });
    expect(audit[0]).toMatchObject({ action: 'contract.create', actorKind: 'operator' });
    expect((await post('/contract/getContractDetail', { contractId: contract.contractId }, stranger)).status).toBe(404);
  });

  it('refuses a supplier the source was not awarded to, a taken number, and a missing source', async () => {
    const notAwarded = await op('/contract/createFromAward', { sourceId: SOURCING_DEMO.awarded, supplierId: 'SUP-DEMO-A' });
    expect(notAwarded.status).toBe(409);
    expect(notAwarded.body.msg).toBe('Source XJ20260110 was not awarded to supplier SUP-DEMO-A');
    const vi = await op('/contract/createFromAward', { sourceId: SOURCING_DEMO.awarded, supplierId: 'SUP-DEMO-A' }, 'vi-VN');
    expect(vi.body.msg).toBe('Nguồn XJ20260110 không được trao cho nhà cung cấp SUP-DEMO-A');
    const taken = await op('/contract/createFromAward', { sourceId: SOURCING_DEMO.awarded, supplierId: 'SUP-0001', contractNum: CENTRE_DEMO.awardContractNum });
    expect(taken.status).toBe(409);
    expect((await op('/contract/createFromAward', { sourceId: 'S-NOPE', supplierId: 'SUP-0001' })).status).toBe(404);
    expect((await op('/contract/createFromAward', { sourceId: SOURCING_DEMO.awarded, supplierId: 'SUP-0001', signedAmount: '1.234' })).status).toBe(400);
    expect((await op('/deliveryNote/addLog', { noteId: CENTRE_DEMO.otherNote, action: 'x', acceptanceStatus: 'bogus' })).status).toBe(400);
  });

  it('creates a frame agreement whose total is the exact sum of its lines', async () => {
    const res = await op('/frameAgreement/create', {
      supplierId: 'SUP-0001',
      title: '测试框架协议',
      partyAName: '测试甲方',
      currency: 'VND',
      validFrom: '2026-12-01T00:00:00Z',
      validTo: '2027-11-30T00:00:00Z',
      lines: [
        { description: 'A', unit: 'pc', unitPrice: '0.1000', quantity: '3' },
        { description: 'B', unit: 'pc', unitPrice: '1000000', quantity: '2.5' },
      ],
    });
    expect(res.body.data).toMatchObject({ totalAmount: '2500000.30', currency: 'VND' });
    const list = await post('/frameAgreement/getList', { title: '测试框架' });
    expect(list.body.total).toBe(1);
    const backwards = await op('/frameAgreement/create', { supplierId: 'SUP-0001', title: 'x', partyAName: 'y', currency: 'CNY', validFrom: '2027-01-01T00:00:00Z', validTo: '2026-01-01T00:00:00Z', lines: [{ description: 'A', unit: 'pc', unitPrice: '1' }] });
    expect(backwards.status).toBe(400);
  });
});

describe('pnpm portal commands', () => {
  /** What the CLI does with `portal <command> <args>`: parsed, checked at the local door, run as cli:test, printed. */
  async function portal(command: CentreCommandName, ...args: string[]) {
    const cmd = parseOperatorCommand(centreCommandFromArgs(command, args, (m) => { throw new Error(m); }));
    if (!cmd) throw new Error('refused at the door');
    const ctx = { db: s.db, dbKind: 'pglite', config: s.config, clock } as never;
    return formatOperatorResult(cmd, await runOperatorCommand(ctx, cmd, { kind: 'cli', id: 'test' }));
  }

  it('make a contract from an award, a delivery note and a log entry, post a notice, raise a fee, and settle an order', async () => {
    const contract = await portal('contract-from-award', 'XJ20260110', '--supplier', 'SUP-0001', '--num', 'HT-CLI-0001');
    expect(contract).toMatch(/^contract HT-CLI-0001 \(C-[^)]+\) of SUP-0001: SIGNED/);
    const contractId = /\((C-[^)]+)\)/.exec(contract)![1];
    const note = await portal('delivery-note', contractId, '--shipped', '10', '--current', '4');
    const noteId = /\((DN-[^)]+)\)/.exec(note)![1];
    const logged = await portal('delivery-log', noteId, '--action', 'accepted', '--status', 'accepted', '--received', '4');
    expect(logged).toContain('accepted');
    expect(logged.split('\n')).toHaveLength(3);
    expect(await portal('notice-post', '--all', '--title', '命令行通知')).toMatch(/posted to every supplier/);
    const fee = await portal('fee-raise', 'SUP-0001', '--title', '命令行费用', '--amount', '10.00', '--due', '2026-12-31T00:00:00Z');
    const feeId = /^fee (FEE-\S+)/.exec(fee)![1];
    const code = await call(s.url, 'GET', `${P}/pay/genPayCode?feeId=${feeId}`, { headers: { 'isp-authorization': token } });
    expect(await portal('pay-settle', code.body.data.orderId, 'paid')).toMatch(/: paid$/);
    expect((await call(s.url, 'GET', `${P}/pay/getWXPayStatus?orderId=${code.body.data.orderId}`, { headers: { 'isp-authorization': token } })).body.data.status).toBe('paid');
    const audit = await auditEntries(s.db, { target: `pay-order:${code.body.data.orderId}` });
    expect(audit[0]).toMatchObject({ action: 'pay.paid', actorKind: 'cli', actorId: 'test' });
    await expect(portal('pay-settle', code.body.data.orderId, 'failed')).rejects.toThrow();
    expect(await portal('ca-register', 'SUP-0001', '--sn', 'CA-CLI-0001', '--holder', 'h', '--issuer', 'i', '--from', '2026-01-01T00:00:00Z', '--to', '2027-01-01T00:00:00Z')).toMatch(/CA CA-CLI-0001 of SUP-0001: bound/);
    expect(await portal('ca-revoke', 'CA-CLI-0001')).toMatch(/revoked/);
  });
});
