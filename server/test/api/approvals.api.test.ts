// The buyer's operators approve registrations (issue 13): an API under its own prefix that only an
// operator's token reaches, decisions that turn a registering account into a supplier's main user
// or hand the registration back with a reason, activation, and an audit entry for each.
import { FixedClock } from '../../src/platform/clock';
import { attachRequiredFiles, lastCode, makeSupplier, makeUser, registrationInput } from './helpers/fixtures';
import { CLIENT_HEADER, call, imageCode, imageProof, loginToken, operatorCall, operatorToken, qs } from './helpers/http';
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

const OP = '/isp/operator';
const en = { 'content-lang': 'en-US' };
const asOperator = (path: string, json: unknown = {}, headers: Record<string, string> = {}) => operatorCall(s.url, operator, path, json, headers);

/** A registering account that has submitted a complete registration, with its main businesses. */
async function submitted(mainBusiness: { mainbusinessCode: string; mainbusinessName: string }[] = [], contacts: Record<string, unknown>[] = []) {
  const user = await makeUser(s.db, { user_kind: 'temp' });
  const token = await loginToken(s.url, user.user_name, user.password);
  await attachRequiredFiles(s.url, token);
  const input = registrationInput(user.user_name);
  const json = { ...input, supplierUsers: [...input.supplierUsers, ...contacts], supplierMainBusiness: mainBusiness };
  const sent = await call(s.url, 'POST', '/isp/portal/user/saveSupplierDetail', { json, headers: { 'isp-authorization': token } });
  expect(sent.body.data.status).toBe('submitted');
  return { ...user, token };
}

describe('who reaches the operator API', () => {
  it('supplier, registering and missing tokens are refused; the login is the only open call', async () => {
    const supplier = await loginToken(s.url, 'supplier01');
    const registering = await loginToken(s.url, 'register01');
    for (const path of ['/getApproveList', '/getApproveDetail', '/updateWf', '/setSupplierActive', '/getAuditList']) {
      expect([path, (await call(s.url, 'POST', OP + path, { json: {} })).status]).toEqual([path, 401]);
      for (const token of [supplier, registering]) {
        const res = await call(s.url, 'POST', OP + path, { json: { id: 'U-0006', decision: 'approve', supplierId: 'SUP-0001', activated: false }, headers: { 'isp-authorization': token, ...en } });
        expect([path, res.status, res.body.msg]).toEqual([path, 403, 'You have no permission for this operation']);
      }
    }
    // Nothing was decided by those calls.
    expect((await asOperator('/getApproveDetail', { id: 'U-0006' })).body.data.status).toBe('submitted');
  });

  it("an operator's token reaches no supplier call, and the portal's logins do not know operators", async () => {
    expect((await call(s.url, 'POST', '/isp/portal/user/getSupplierDetail', { headers: { 'isp-authorization': operator } })).status).toBe(403);
    const randomStr = 'op-login';
    const code = await imageCode(s.url, randomStr);
    const portal = await call(s.url, 'POST', '/auth/oauth/token' + qs({ username: 'operator01', password: 'Portal@2026', randomStr, code, grant_type: 'password', scope: 'server' }), { headers: { ...CLIENT_HEADER, ...en } });
    expect([portal.status, portal.body.msg]).toEqual([426, 'The username does not exist or the password is wrong']);
    const kind = await call(s.url, 'POST', '/isp/portal/user/checkUserType' + qs({ username: 'operator01', ...(await imageProof(s.url)) }));
    const missing = await call(s.url, 'POST', '/isp/portal/user/checkUserType' + qs({ username: 'nobody_op1', ...(await imageProof(s.url)) }));
    expect(kind.body).toEqual(missing.body);
  });

  it('a wrong operator password answers like a missing operator', async () => {
    const wrong = await call(s.url, 'POST', `${OP}/login`, { json: { username: 'operator01', password: 'Wrong#2026' }, headers: en });
    const missing = await call(s.url, 'POST', `${OP}/login`, { json: { username: 'nobody_op2', password: 'Wrong#2026' }, headers: en });
    expect([wrong.status, wrong.body]).toEqual([426, { code: 1, msg: 'The username does not exist or the password is wrong' }]);
    expect([missing.status, missing.body]).toEqual([wrong.status, wrong.body]);
  });
});

describe('deciding a registration', () => {
  it('the seeded registration waits, oldest first, with its sections', async () => {
    const list = await asOperator('/getApproveList', { page: 1, pageSize: 20 });
    expect(list.body.records[0]).toMatchObject({ userId: 'U-0006', userName: 'register02', supplierNameEn: 'Pacific Power Equipment Vietnam Co., Ltd.', kind: 'registration' });
    expect(list.body.totalCapped).toBe(false);
    const detail = await asOperator('/getApproveDetail', { id: 'U-0006' });
    expect(detail.body.data).toMatchObject({ status: 'submitted', supplierBank: { bankName: 'BIDV' }, supplierUsers: [{ isMainUser: true, userName: 'register02' }], lastDecision: null });
  });

  it('approval makes the account the main user of a new supplier who logs in to the site and sees the approved data', async () => {
    const chosen = [{ mainbusinessCode: 'TP.01.01.01', mainbusinessName: '动叶片' }];
    const user = await submitted(chosen);
    expect((await asOperator('/getApproveList', { pageSize: 100 })).body.records.map((r: { userId: string }) => r.userId)).toContain(user.user_id);
    const decided = await asOperator('/updateWf', { id: user.user_id, decision: 'approve' });
    expect(decided.body.data).toMatchObject({ userId: user.user_id, status: 'approved', supplierId: expect.stringMatching(/^SUP-/) });
    const supplierId = decided.body.data.supplierId as string;

    const randomStr = `appr-${user.user_id}`;
    const code = await imageCode(s.url, randomStr);
    const login = await call(s.url, 'POST', '/isp/portal/user/userLogin' + qs({ username: user.user_name, password: user.password, randomStr, code, grant_type: 'password', scope: 'server' }));
    expect(login.body.data).toMatchObject({ result: 'success', protalUser: { supplierId, supplierName: '越南示范能源有限公司', wfSuStatus: 'WAREHOUSING' } });
    const detail = await call(s.url, 'POST', '/isp/portal/user/getSupplierDetail', { headers: { 'isp-authorization': login.body.data.access_token } });
    expect(detail.body.data).toMatchObject({ supplierId, status: 'approved', supplierBank: { bankName: 'Vietcombank', accountNumber: '0011004123456' }, supplierAddress: { city: 'Hà Nội' }, supplierMainBusiness: chosen });
    // The registration's files are the supplier's now: its users list them, the temporary owner is gone.
    const files = await call(s.url, 'POST', '/isp/portal/plogin/getAttachmentList' + qs({ businessId: 'REGISTRATION', page: 1, pageSize: 99 }), { headers: { 'isp-authorization': login.body.data.access_token } });
    expect(files.body.total).toBe(5);

    const again = await asOperator('/updateWf', { id: user.user_id, decision: 'approve' }, en);
    expect([again.status, again.body.msg]).toEqual([409, 'This application is not waiting for approval (it is approved)']);
    const audit = await asOperator('/getAuditList', { target: `registration:${user.user_id}` });
    expect(audit.body.data).toEqual([expect.objectContaining({ action: 'registration.approve', actorKind: 'operator', actorId: 'U-0005', detail: { supplierId, contactAccounts: [] } })]);
  });

  it("each other contact gets an account of the supplier, told by e-mail, with a password set through recovery", async () => {
    const contactName = `ct${Date.now().toString(36)}`;
    const contact = { contactName: 'Trần Thị Bình', idNumber: '001090054321', phone: '+84 913000111', email: `${contactName}@demo.vn`, job: 'Sales', isMainUser: false, userName: contactName };
    const reg = await submitted([], [contact]);
    const approved = await asOperator('/updateWf', { id: reg.user_id, decision: 'approve' });
    expect(approved.body.data.contactAccounts).toEqual([contactName]);
    const account = await s.db.selectFrom('app_user').select(['user_kind', 'supplier_id', 'phone', 'id_number']).where('user_name', '=', contactName).executeTakeFirstOrThrow();
    expect(account).toEqual({ user_kind: 'portal', supplier_id: approved.body.data.supplierId, phone: '+84 913000111', id_number: '001090054321' });
    const mail = await s.db.selectFrom('message_outbox').select('body').where('recipient', '=', contact.email).executeTakeFirstOrThrow();
    expect(mail.body).toContain(contactName);

    // No password works until the contact sets one by e-mail code.
    const proof = await imageProof(s.url);
    const userLogin = (password: string, p: { randomStr: string; imageCode: string }) =>
      call(s.url, 'POST', '/isp/portal/user/userLogin' + qs({ username: contactName, password, randomStr: p.randomStr, code: p.imageCode, grant_type: 'password', scope: 'server' }));
    expect((await userLogin('Portal@2026', proof)).body.data?.access_token).toBeUndefined();
    const send = await call(s.url, 'POST', '/isp/portal/user/checkUserEmail' + qs({ userName: contactName, userEmail: contact.email, ...(await imageProof(s.url)) }));
    expect(send.body.code).toBe(0);
    const typeCode = await lastCode(s.db, contact.email);
    expect((await call(s.url, 'POST', '/isp/portal/user/updatePw' + qs({ userName: contactName, password: 'Contact#2026', typeCode }))).body.code).toBe(0);
    const login = await userLogin('Contact#2026', await imageProof(s.url));
    expect(login.body.data.access_token).toEqual(expect.any(String));
  });

  it('a rejection needs a reason, hands the registration back editable with it, and a corrected one waits again', async () => {
    const user = await submitted();
    const bare = await asOperator('/updateWf', { id: user.user_id, decision: 'reject', reason: '  ' }, { 'content-lang': 'vi-VN' });
    expect([bare.status, bare.body.msg]).toEqual([400, 'Vui lòng nhập lý do từ chối']);
    expect((await asOperator('/updateWf', { id: user.user_id, decision: 'reject', reason: 'The bank account name does not match the company name' })).body.data.status).toBe('rejected');

    const own = () => call(s.url, 'POST', '/isp/portal/user/getSupplierDetail', { headers: { 'isp-authorization': user.token } });
    expect((await own()).body.data).toMatchObject({ status: 'rejected', rejectReason: 'The bank account name does not match the company name' });
    const fixed = registrationInput(user.user_name);
    fixed.supplierBank.accountName = 'Vietnam Demo Energy Co., Ltd.';
    expect((await call(s.url, 'POST', '/isp/portal/user/saveSupplierDetail', { json: { ...fixed, flag: 'temp' }, headers: { 'isp-authorization': user.token } })).body.data.status).toBe('draft');
    expect((await call(s.url, 'POST', '/isp/portal/user/saveSupplierDetail', { json: fixed, headers: { 'isp-authorization': user.token } })).body.data.status).toBe('submitted');
    const detail = await asOperator('/getApproveDetail', { id: user.user_id });
    expect(detail.body.data).toMatchObject({ status: 'submitted', supplierBank: { accountName: 'Vietnam Demo Energy Co., Ltd.' }, lastDecision: { decision: 'reject', actor: 'U-0005' } });
  });

  it('deciding on what is not waiting, or does not exist, changes nothing', async () => {
    const missing = await asOperator('/updateWf', { id: 'TU-none', decision: 'approve' }, en);
    expect([missing.status, missing.body.msg]).toEqual([404, 'The resource does not exist']);
    const draft = await makeUser(s.db, { user_kind: 'temp' });
    const token = await loginToken(s.url, draft.user_name, draft.password);
    await call(s.url, 'POST', '/isp/portal/user/saveSupplierDetail', { json: { flag: 'temp', supplierInfoAll: { supplierName: '草稿公司' } }, headers: { 'isp-authorization': token } });
    expect((await asOperator('/updateWf', { id: draft.user_id, decision: 'approve' })).status).toBe(409);
    expect((await call(s.url, 'POST', '/isp/portal/user/getSupplierDetail', { headers: { 'isp-authorization': token } })).body.data.status).toBe('draft');
  });
});

describe('activation', () => {
  it('deactivating and activating a supplier is recorded', async () => {
    const supplier = await makeSupplier(s.db);
    expect((await asOperator('/setSupplierActive', { supplierId: supplier.supplier_id, activated: false })).body.data).toEqual({ supplierId: supplier.supplier_id, activated: false });
    const row = await s.db.selectFrom('supplier').select('activated').where('supplier_id', '=', supplier.supplier_id).executeTakeFirstOrThrow();
    expect(row.activated).toBe(false);
    await asOperator('/setSupplierActive', { supplierId: supplier.supplier_id, activated: true });
    const audit = await asOperator('/getAuditList', { target: `supplier:${supplier.supplier_id}` });
    expect(audit.body.data.map((e: { action: string }) => e.action)).toEqual(['supplier.activate', 'supplier.deactivate']);
    expect((await asOperator('/setSupplierActive', { supplierId: 'TSUP-none', activated: true })).status).toBe(404);
  });
});
