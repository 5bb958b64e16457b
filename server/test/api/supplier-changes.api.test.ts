// Change requests of an approved supplier's data (spec 02 §4 "Changes", §7; issue 13): sent whole,
// kept under a change number beside the data as it was, one open at a time, nothing effective until
// an operator approves; each supplier sees and touches only its own.
import { FixedClock } from '../../src/platform/clock';
import { CHANGE_FILES_BUSINESS_ID } from '@portal/shared/core';
import { attachRequiredFiles, makeUser, registrationInput, smallPdf } from './helpers/fixtures';
import { upload } from './uploads-client';
import { publicDb } from '../../src/modules/files/tables';
import { call, loginToken, operatorCall, operatorToken, portalCalls, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(120_000);

const clock = new FixedClock(new Date('2026-11-23T02:00:00Z'));
let s: TestServer;
let operator: string;
beforeAll(async () => {
  s = await startTestServer({ clock });
  operator = await operatorToken(s.url);
});
afterAll(() => s?.close());

const en = { 'content-lang': 'en-US' };
const P = '/isp/portal';
const asOperator = (path: string, json: unknown = {}, headers: Record<string, string> = {}) => operatorCall(s.url, operator, path, json, headers);
const { userLogin } = portalCalls(() => s.url);
const as = (token: string, path: string, json: unknown = {}, headers: Record<string, string> = {}) => call(s.url, 'POST', P + path, { json, headers: { 'isp-authorization': token, ...headers } });

/** An approved supplier of its own: registered, approved by the operator, logged in to the site. */
async function approvedSupplier() {
  const user = await makeUser(s.db, { user_kind: 'temp' });
  const temp = await loginToken(s.url, user.user_name, user.password);
  await attachRequiredFiles(s.url, temp);
  await as(temp, '/user/saveSupplierDetail', registrationInput(user.user_name));
  const supplierId = (await asOperator('/updateWf', { id: user.user_id, decision: 'approve' })).body.data.supplierId as string;
  const login = await userLogin(user.user_name, user.password, { grant_type: 'password', scope: 'server' });
  return { ...user, supplierId, token: login.body.data.access_token as string };
}

/** The supplier's data as approved, with one change applied by `edit`. */
async function changed(token: string, edit: (data: ReturnType<typeof registrationInput>) => void) {
  const data = (await as(token, '/user/getSupplierDetail')).body.data;
  const body = { supplierInfoAll: data.supplierInfoAll, supplierAddress: data.supplierAddress, supplierBank: data.supplierBank, supplierUsers: data.supplierUsers } as ReturnType<typeof registrationInput>;
  edit(body);
  return body;
}

describe('a change request', () => {
  it('is kept under a change number with each changed field, and changes nothing until approved', async () => {
    const sup = await approvedSupplier();
    expect((await as(sup.token, '/user/getSupChangeData')).body.data).toBeNull();
    const body = await changed(sup.token, (b) => {
      b.supplierBank.bankName = 'BIDV';
      b.supplierBank.branchName = 'Ba Đình';
    });
    const sent = await as(sup.token, '/user/saveSupplierDetailChange', { ...body, changeNum: '' });
    expect(sent.body.data).toMatchObject({ changeNum: expect.stringMatching(/^BG20261123\d{4}$/), status: 'submitted' });
    expect(sent.body.data.changes).toEqual([
      { section: 'supplierBank', field: 'bankName', oldValue: 'Vietcombank', newValue: 'BIDV' },
      { section: 'supplierBank', field: 'branchName', oldValue: 'Hoàn Kiếm', newValue: 'Ba Đình' },
    ]);
    const changeId = sent.body.data.changeId as string;
    // Nothing is effective yet.
    expect((await as(sup.token, '/user/getSupplierDetail')).body.data.supplierBank.bankName).toBe('Vietcombank');
    expect((await as(sup.token, '/user/getSupChangeData')).body.data).toMatchObject({ changeId, status: 'submitted', supplierBank: { bankName: 'BIDV' } });
    const detail = await as(sup.token, '/user/getSupplierChangeDetail', { changeId, type: 'bank' });
    expect(detail.body.data.changes).toHaveLength(2);

    // One open request at a time.
    const second = await as(sup.token, '/user/saveSupplierDetailChange', body, en);
    expect([second.status, second.body.msg]).toEqual([409, 'A change application is already waiting for approval; submit again once it is decided']);

    // The operator approves: the new bank is the supplier's.
    expect((await asOperator('/getApproveList', { kind: 'change', pageSize: 100 })).body.records.map((r: { changeId: string }) => r.changeId)).toContain(changeId);
    expect((await asOperator('/getApproveDetail', { id: changeId })).body.data.changes).toHaveLength(2);
    expect((await asOperator('/updateWf', { id: changeId, decision: 'approve' })).body.data).toEqual({ changeId, status: 'approved' });
    expect((await as(sup.token, '/user/getSupplierDetail')).body.data.supplierBank).toMatchObject({ bankName: 'BIDV', branchName: 'Ba Đình' });
    const list = await call(s.url, 'POST', `${P}/plogin/getSupChangeList`, { json: { page: 1, pageSize: 20 }, headers: { 'isp-authorization': sup.token } });
    expect(list.body).toMatchObject({ total: 1, totalCapped: false, records: [{ changeId, status: 'approved', fields: 2 }] });
    const audit = await asOperator('/getAuditList', { target: `change:${changeId}` });
    expect(audit.body.data.map((e: { action: string }) => e.action)).toEqual(['change.approve', 'change.submit']);
  });

  it('a rejection keeps the data and says why; an unchanged request is refused', async () => {
    const sup = await approvedSupplier();
    const unchanged = await as(sup.token, '/user/saveSupplierDetailChange', await changed(sup.token, () => undefined), { 'content-lang': 'vi-VN' });
    expect([unchanged.status, unchanged.body.msg]).toEqual([400, 'Thông tin không thay đổi, không cần gửi đơn thay đổi']);
    const renamed = await changed(sup.token, (b) => (b.supplierInfoAll.supplierNameEn = 'Vietnam Demo Energy JSC'));
    const changeId = (await as(sup.token, '/user/saveSupplierDetailChange', renamed)).body.data.changeId as string;
    expect((await asOperator('/updateWf', { id: changeId, decision: 'reject', reason: 'Attach the amended business licence' })).body.data.status).toBe('rejected');
    const rejected = await call(s.url, 'POST', `${P}/plogin/getRejectedList`, { json: {}, headers: { 'isp-authorization': sup.token } });
    expect(rejected.body.records).toEqual([expect.objectContaining({ changeId, status: 'rejected', reason: 'Attach the amended business licence' })]);
    expect((await as(sup.token, '/user/getSupplierDetail')).body.data.supplierInfoAll.supplierNameEn).toBe('Vietnam Demo Energy Co., Ltd.');
    expect((await as(sup.token, '/user/getSupChangeData')).body.data).toBeNull();
    // A new request may follow the decided one; an approved name change renames the supplier.
    const again = (await as(sup.token, '/user/saveSupplierDetailChange', renamed)).body.data.changeId as string;
    await asOperator('/updateWf', { id: again, decision: 'approve' });
    const row = await s.db.selectFrom('supplier').select('supplier_name_en').where('supplier_id', '=', sup.supplierId).executeTakeFirstOrThrow();
    expect(row.supplier_name_en).toBe('Vietnam Demo Energy JSC');
  });

  it('is checked like a registration', async () => {
    const sup = await approvedSupplier();
    const bad = await as(sup.token, '/user/saveSupplierDetailChange', await changed(sup.token, (b) => (b.supplierBank = {} as never)), en);
    expect([bad.status, bad.body.msg]).toEqual([400, 'Please add a bank account']);
  });
});

describe("another supplier's change requests", () => {
  it('are neither listed, read nor decided by a second supplier, and registering users and visitors get nothing', async () => {
    const first = await approvedSupplier();
    const changeId = (await as(first.token, '/user/saveSupplierDetailChange', await changed(first.token, (b) => (b.supplierAddress.postalCode = '100001')))).body.data.changeId as string;
    const second = await approvedSupplier();
    const read = await as(second.token, '/user/getSupplierChangeDetail', { changeId }, en);
    const missing = await as(second.token, '/user/getSupplierChangeDetail', { changeId: 'CHG-none' }, en);
    expect([read.status, read.body]).toEqual([missing.status, missing.body]);
    expect(read.status).toBe(404);
    expect((await as(second.token, '/user/getSupChangeData', { supplierId: first.supplierId })).status).toBe(403);
    expect((await as(second.token, '/user/saveSupplierDetailChange', { ...(await changed(second.token, () => undefined)), supplierId: first.supplierId })).status).toBe(403);
    expect((await call(s.url, 'POST', `${P}/plogin/getSupChangeList`, { json: {}, headers: { 'isp-authorization': second.token } })).body.total).toBe(0);
    expect((await as(second.token, '/user/getSupChangeData')).body.data).toBeNull();
    // The second supplier's token does not reach the operator's decision.
    expect((await call(s.url, 'POST', '/isp/operator/updateWf', { json: { id: changeId, decision: 'approve' }, headers: { 'isp-authorization': second.token } })).status).toBe(403);
    expect((await as(first.token, '/user/getSupChangeData')).body.data.status).toBe('submitted');

    const temp = await loginToken(s.url, 'register01');
    expect((await as(temp, '/user/saveSupplierDetailChange', {})).status).toBe(403);
    expect((await call(s.url, 'POST', `${P}/plogin/getSupChangeList`, { json: {} })).status).toBe(401);
  });
});

describe('change numbers from getCode', () => {
  const getCode = (token: string, codeType = 'SUPPLIER_CHANGE', fieldName = 'changeNum', headers: Record<string, string> = {}) =>
    call(s.url, 'POST', `${P}/user/getCode` + qs({ codeType, fieldName }), { headers: { 'isp-authorization': token, ...headers } });

  it('number the request they were issued for, once, and only for the supplier user they were issued to', async () => {
    const sup = await approvedSupplier();
    const issued = await getCode(sup.token);
    expect(issued.body.data).toEqual({ codeType: 'SUPPLIER_CHANGE', fieldName: 'changeNum', code: expect.stringMatching(/^BG20261123\d{4}$/) });
    const next = (await getCode(sup.token)).body.data.code as string;
    expect(next).not.toBe(issued.body.data.code);

    const other = await approvedSupplier();
    const stolen = await as(other.token, '/user/saveSupplierDetailChange', { ...(await changed(other.token, (b) => (b.supplierBank.bankName = 'BIDV'))), changeNum: issued.body.data.code }, en);
    expect([stolen.status, stolen.body.msg]).toEqual([400, `Change number ${issued.body.data.code} is not valid or already used; get a new one`]);

    const body = await changed(sup.token, (b) => (b.supplierBank.bankName = 'BIDV'));
    const sent = await as(sup.token, '/user/saveSupplierDetailChange', { ...body, changeNum: issued.body.data.code });
    expect(sent.body.data.changeNum).toBe(issued.body.data.code);
    await asOperator('/updateWf', { id: sent.body.data.changeId, decision: 'reject', reason: 'Wrong branch' });
    const reused = await as(sup.token, '/user/saveSupplierDetailChange', { ...body, changeNum: issued.body.data.code }, { 'content-lang': 'zh-CN' });
    expect([reused.status, reused.body.msg]).toEqual([400, `变更单号 ${issued.body.data.code} 无效或已使用，请重新获取`]);
  });

  it('are issued for known types only, to approved suppliers only', async () => {
    const sup = await approvedSupplier();
    const unknown = await getCode(sup.token, 'SUPPLIER_CHANGE', 'supplierNum', en);
    expect([unknown.status, unknown.body.msg]).toEqual([400, 'No numbers are issued for SUPPLIER_CHANGE / supplierNum']);
    expect((await getCode(sup.token, 'constructor', 'changeNum')).status).toBe(400);
    expect((await getCode(sup.token, 'SUPPLIER CHANGE')).status).toBe(400);
    expect((await getCode(await loginToken(s.url, 'register01'))).status).toBe(403);
    expect((await call(s.url, 'POST', `${P}/user/getCode` + qs({ codeType: 'SUPPLIER_CHANGE', fieldName: 'changeNum' }))).status).toBe(401);
  });
});

describe('main businesses and files in a change request', () => {
  const toNewBusiness = (token: string, codes: string, headers: Record<string, string> = {}) =>
    call(s.url, 'POST', `${P}/user/toNewBusiness` + qs({ mainbusinessCodes: codes }), { headers: { 'isp-authorization': token, ...headers } });

  it('toNewBusiness asks for added main businesses and nothing else; approval adds them', async () => {
    const sup = await approvedSupplier();
    const asked = await toNewBusiness(sup.token, 'TP.01.01.01,WP.01.01.02');
    expect(asked.status).toBe(200);
    expect(asked.body.data.changes).toEqual([{ section: 'supplierMainBusiness', field: 'mainBusiness', oldValue: null, newValue: expect.stringMatching(/^TP\.01\.01\.01 .+; WP\.01\.01\.02 .+$/) }]);
    expect((await as(sup.token, '/user/getSupplierDetail')).body.data.supplierMainBusiness).toEqual([]);
    await asOperator('/updateWf', { id: asked.body.data.changeId, decision: 'approve' });
    const now = (await as(sup.token, '/user/getSupplierDetail')).body.data.supplierMainBusiness;
    expect(now.map((m: { mainbusinessCode: string }) => m.mainbusinessCode)).toEqual(['TP.01.01.01', 'WP.01.01.02']);

    const again = await toNewBusiness(sup.token, 'TP.01.01.01', en);
    expect([again.status, again.body.msg]).toEqual([400, 'Nothing was changed: there is no change to apply for']);
    const unknown = await toNewBusiness(sup.token, 'ZZ.99.99.99', en);
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('ZZ.99.99.99');
    expect((await toNewBusiness(sup.token, 'TP.01.01.01;drop')).status).toBe(400);
    expect((await toNewBusiness(await loginToken(s.url, 'register01'), 'TP.01.01.01')).status).toBe(403);
  });

  it('files uploaded for the next request go with it, are listed by getChangeFileByType to their supplier only, and become qualification files on approval', async () => {
    const sup = await approvedSupplier();
    const licence = await upload(s.url, sup.token, { ...smallPdf('营业执照（变更后）.pdf'), fields: { businessId: CHANGE_FILES_BUSINESS_ID, businessType: 'change', fileBusinessType: 'ISP20' } });
    expect(licence.status).toBe(200);
    const body = await changed(sup.token, (b) => (b.supplierInfoAll.supplierNameEn = 'Vietnam Demo Energy Group'));
    const sent = await as(sup.token, '/user/saveSupplierDetailChange', body);
    const changeId = sent.body.data.changeId as string;
    expect(sent.body.data.changes).toContainEqual({ section: 'files', field: 'ISP20', oldValue: null, newValue: '营业执照（变更后）.pdf' });
    const listed = await call(s.url, 'POST', `${P}/plogin/getChangeFileByType`, { json: { changeId, fileBusinessType: 'ISP20' }, headers: { 'isp-authorization': sup.token } });
    expect(listed.body.data).toEqual([{ fileId: licence.body.data.fileId, fileName: '营业执照（变更后）.pdf', fileBusinessType: 'ISP20' }]);
    expect((await call(s.url, 'POST', `${P}/plogin/getChangeFileByType`, { json: { changeId, fileBusinessType: 'ISP21' }, headers: { 'isp-authorization': sup.token } })).body.data).toEqual([]);

    // A second supplier learns nothing: the same answer as for a request that does not exist.
    const other = await approvedSupplier();
    const peek = await call(s.url, 'POST', `${P}/plogin/getChangeFileByType`, { json: { changeId }, headers: { 'isp-authorization': other.token } });
    const none = await call(s.url, 'POST', `${P}/plogin/getChangeFileByType`, { json: { changeId: 'CHG-none' }, headers: { 'isp-authorization': other.token } });
    expect([peek.status, peek.body]).toEqual([none.status, none.body]);
    expect(peek.status).toBe(404);

    // The next request starts without them; approval files them with the qualifications.
    const before = await publicDb(s.db).selectFrom('attachment').select('business_id').where('file_id', '=', licence.body.data.fileId).executeTakeFirstOrThrow();
    expect(before.business_id).toBe(changeId);
    await asOperator('/updateWf', { id: changeId, decision: 'approve' });
    const after = await publicDb(s.db).selectFrom('attachment').select('business_id').where('file_id', '=', licence.body.data.fileId).executeTakeFirstOrThrow();
    expect(after.business_id).toBe('REGISTRATION');
  });
});

describe('saveThreeToOne', () => {
  const three = (token: string, supplier: unknown, headers: Record<string, string> = {}) => as(token, '/source/saveThreeToOne', { supplier }, headers);

  it('asks for the certificate fields only, as a change request, effective on approval', async () => {
    const sup = await approvedSupplier();
    const asked = await three(sup.token, { creditCode: '0109876543', licenceEndDate: '2031-06-30', licenceLongTerm: false });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ status: 'submitted', changeNum: expect.stringMatching(/^BG\d{12}$/) });
    expect(asked.body.data.changes).toEqual(
      expect.arrayContaining([
        { section: 'supplierInfoAll', field: 'creditCode', oldValue: '0101234567', newValue: '0109876543' },
        expect.objectContaining({ section: 'supplierInfoAll', field: 'licenceEndDate', newValue: '2031-06-30' }),
      ]),
    );
    expect(asked.body.data.changes.every((c: { section: string }) => c.section === 'supplierInfoAll')).toBe(true);
    expect((await as(sup.token, '/user/getSupplierDetail')).body.data.supplierInfoAll.creditCode).toBe('0101234567');
    await asOperator('/updateWf', { id: asked.body.data.changeId, decision: 'approve' });
    expect((await as(sup.token, '/user/getSupplierDetail')).body.data.supplierInfoAll).toMatchObject({ creditCode: '0109876543', licenceEndDate: '2031-06-30', licenceLongTerm: false });
  });

  it('checks the code for the company country, refuses a second open request, a registering user and a bad body', async () => {
    const sup = await approvedSupplier();
    const wrong = await three(sup.token, { creditCode: '123456' }, en);
    expect([wrong.status, wrong.body.msg]).toEqual([400, expect.stringMatching(/tax code/i)]);
    const badDate = await three(sup.token, { creditCode: '0109876543', licenceEndDate: '2031-13-40' }, en);
    expect(badDate.status).toBe(400);
    expect((await three(sup.token, { creditCode: '0101234567', licenceLongTerm: true }, en)).body.msg).toBe('Nothing was changed: there is no change to apply for');
    expect((await three(sup.token, { creditCode: '0109876543' })).status).toBe(200);
    expect((await three(sup.token, { creditCode: '0109876544' })).status).toBe(409);
    expect((await three(sup.token, { creditCode: '0109876543\u0000' })).status).toBe(400);
    expect((await three(sup.token, { creditCode: '0109876543', supplierId: 'another' })).status).toBe(400);
    expect((await three(await loginToken(s.url, 'register01'), { creditCode: '0109876543' })).status).toBe(403);
    expect((await call(s.url, 'POST', `${P}/source/saveThreeToOne`, { json: { supplier: { creditCode: '0109876543' } } })).status).toBe(401);
  });
});
