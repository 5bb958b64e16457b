// Issue 35: nothing blank or unchecked goes through (credit code with its GB 32100-2015 check
// character, bank account digits, performance records), a registration that repeats a supplier's or
// another waiting registration's code or name is flagged to the operator, and every decision is
// told to the main user by SMS and e-mail (the outbox) and, once there is a supplier, by a notice.
import { makeUscc } from '@portal/shared/core';
import { FixedClock } from '../../src/platform/clock';
import { attachRequiredFiles, makeUser, registrationInput, smallPdf } from './helpers/fixtures';
import { upload } from './uploads-client';
import { validityOf } from '../../src/modules/supplier-registration/profile';
import { call, loginToken, operatorCall, operatorToken, portalCalls } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(180_000);

const clock = new FixedClock(new Date('2026-11-24T02:00:00Z'));
let s: TestServer;
let operator: string;
beforeAll(async () => {
  s = await startTestServer({ clock });
  operator = await operatorToken(s.url);
});
afterAll(() => s?.close());

type Lang = 'zh-CN' | 'en-US' | 'vi-VN';
const P = '/isp/portal';
const asOperator = (path: string, json: unknown = {}) => operatorCall(s.url, operator, path, json, { 'content-lang': 'en-US' });
const as = (token: string, path: string, json: unknown = {}, lang: Lang = 'en-US') => call(s.url, 'POST', P + path, { json, headers: { 'isp-authorization': token, 'content-lang': lang } });
const { userLogin } = portalCalls(() => s.url);
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

async function registering() {
  const user = await makeUser(s.db, { user_kind: 'temp', phone: `+84 9${String(10_000_000 + seq++).slice(-8)}` });
  const token = await loginToken(s.url, user.user_name, user.password);
  return { ...user, token };
}

/** A complete registration with its own company, code and main contact (so the outbox is its own). */
function registration(userName: string, over: { name?: string; code?: string; country?: string } = {}) {
  const base = registrationInput(userName);
  const tag = unique();
  const main = { ...base.supplierUsers[0], email: `main-${tag}@demo.vn`, phone: `+84 9${String(20_000_000 + seq++).slice(-8)}` };
  return {
    ...base,
    supplierInfoAll: { ...base.supplierInfoAll, supplierName: over.name ?? `越南能源${tag}`, supplierNameEn: `Energy ${tag}`, creditCode: over.code ?? `01${String(Date.now() + seq++).slice(-8)}` },
    supplierAddress: { ...base.supplierAddress, country: over.country ?? 'VN' },
    supplierUsers: [main],
  };
}

async function submitted(over: { name?: string; code?: string; country?: string } = {}) {
  const user = await registering();
  await attachRequiredFiles(s.url, user.token);
  const body = registration(user.user_name, over);
  const sent = await as(user.token, '/user/saveSupplierDetail', body);
  expect([sent.status, sent.body.data?.status, sent.body.code]).toEqual([200, 'submitted', 0]);
  return { ...user, body, main: body.supplierUsers[0] };
}

const outbox = (recipient: string) => s.db.selectFrom('message_outbox').select(['channel', 'subject', 'body']).where('recipient', '=', recipient).orderBy('id').execute();

describe('the credit code is checked with its check character (GB 32100-2015)', () => {
  const MESSAGES: Record<Lang, string> = {
    'zh-CN': '统一社会信用代码校验位不正确，请核对后重新输入',
    'en-US': 'The check character of the unified social credit code is wrong, please check the code',
    'vi-VN': 'Ký tự kiểm tra của mã tín dụng xã hội thống nhất không đúng, vui lòng kiểm tra lại',
  };

  it('a Chinese company with a wrong last character is refused in three languages; the right one is taken', async () => {
    const user = await registering();
    const good = makeUscc('91110108MA01ABC2X');
    const wrong = good.slice(0, 17) + (good[17] === '1' ? '2' : '1');
    for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
      const res = await as(user.token, '/user/saveSupplierDetail', { ...registration(user.user_name, { code: wrong, country: 'CN' }), flag: 'temp' }, lang);
      expect([res.status, res.body.msg]).toEqual([400, MESSAGES[lang]]);
    }
    const ok = await as(user.token, '/user/saveSupplierDetail', { ...registration(user.user_name, { code: good, country: 'CN' }), flag: 'temp' });
    expect([ok.status, ok.body.data?.status]).toEqual([200, 'draft']);
  });

  it('"123456" is not a code for China nor Vietnam', async () => {
    const user = await registering();
    for (const country of ['CN', 'VN']) {
      const res = await as(user.token, '/user/saveSupplierDetail', { ...registration(user.user_name, { code: '123456', country }), flag: 'temp' });
      expect(res.status).toBe(400);
    }
  });

  it('a bank account with letters is refused', async () => {
    const user = await registering();
    const body = registration(user.user_name);
    const res = await as(user.token, '/user/saveSupplierDetail', { ...body, flag: 'temp', supplierBank: { ...body.supplierBank, accountNumber: '0011-ABC-123' } });
    expect([res.status, res.body.msg]).toEqual([400, 'The account number may contain digits only']);
  });
});

describe('a blank performance record is refused', () => {
  it('every field empty: not kept by a temp save, and the submit is refused with the field named', async () => {
    const user = await registering();
    await attachRequiredFiles(s.url, user.token);
    const blank = { id: 'PERF-blank00001' };
    const temp = await as(user.token, '/user/saveSupplierPerformance', { supplierInfoPerformanceWz: [blank] });
    expect([temp.status, temp.body.msg]).toEqual([400, 'Performance record 1: Please enter the performance type']);
    const submit = await as(user.token, '/user/saveSupplierDetail', { ...registration(user.user_name), supplierInfoPerformanceWz: [{ ...blank, projectName: 'x' }] }, 'zh-CN');
    expect([submit.status, submit.body.msg]).toEqual([400, '业绩1：请输入业绩类型']);
    const badPhone = { id: 'PERF-phone00001', type: 'material', projectName: 'Unit 3', contact: 'Lê Văn C', phone: '12' };
    const phone = await as(user.token, '/user/saveSupplierPerformance', { supplierInfoPerformanceWz: [badPhone] });
    expect([phone.status, phone.body.msg]).toEqual([400, 'Performance record 1: Please enter the phone number with its country code, e.g. +84 912345678']);
    expect((await as(user.token, '/user/getSupplierDetail')).body.data.status).not.toBe('submitted');
  });
});

describe('duplicates are flagged to the operator', () => {
  it('the same code as another waiting registration, and the same name as a supplier, are shown in the list, the detail and the CLI-facing detail', async () => {
    const code = `04${String(Date.now()).slice(-8)}`;
    const first = await submitted({ code });
    const second = await submitted({ code });
    const alone = await submitted();
    const list = await asOperator('/getApproveList', { page: 1, pageSize: 100 });
    const row = (id: string) => list.body.records.find((r: { userId: string }) => r.userId === id);
    expect(row(second.user_id).duplicates).toEqual([expect.objectContaining({ kind: 'registration', id: first.user_id, matchedOn: ['creditCode'] })]);
    expect(row(first.user_id).duplicates).toEqual([expect.objectContaining({ kind: 'registration', id: second.user_id })]);
    expect(row(alone.user_id).duplicates).toEqual([]);

    // Once the first is a supplier, a registration under its name is flagged against that supplier.
    const approved = await asOperator('/updateWf', { id: first.user_id, decision: 'approve' });
    const third = await submitted({ name: first.body.supplierInfoAll.supplierName });
    const detail = await asOperator('/getApproveDetail', { id: third.user_id });
    expect(detail.body.data.duplicates).toEqual([expect.objectContaining({ kind: 'supplier', id: approved.body.data.supplierId, matchedOn: ['name'] })]);
    expect(detail.body.data.supplierMainBusiness).toEqual([]);
    // A registering user reaches none of it.
    expect((await call(s.url, 'POST', '/isp/operator/getApproveDetail', { json: { id: third.user_id }, headers: { 'isp-authorization': second.token } })).status).toBe(403);
  });
});

describe('every decision is announced', () => {
  it('approval: SMS and e-mail to the main user with the supplier number, and a notice only that supplier sees', async () => {
    const reg = await submitted();
    const other = await submitted();
    const decided = await asOperator('/updateWf', { id: reg.user_id, decision: 'approve' });
    expect(decided.status).toBe(200);
    const sms = await outbox(reg.main.phone);
    const mail = await outbox(reg.main.email);
    expect(sms.map((m) => m.channel)).toEqual(['sms']);
    expect(sms[0].body).toContain('已审核通过');
    expect(sms[0].body).toMatch(/supplier number G\d{4}/);
    expect(mail).toEqual([expect.objectContaining({ channel: 'email', subject: expect.stringContaining('Supplier registration approved') })]);

    const login = await userLogin(reg.user_name, reg.password, { grant_type: 'password', scope: 'server' });
    const notices = await as(login.body.data.access_token, '/SupplierCommunicate/getNoticePage', { page: 1, pageSize: 10 });
    expect(notices.body.records[0]).toMatchObject({ title: expect.stringContaining('Supplier registration approved'), viewed: false, audience: 'supplier' });

    // The other supplier, approved later, does not see the first one's notice.
    await asOperator('/updateWf', { id: other.user_id, decision: 'approve' });
    const otherLogin = await userLogin(other.user_name, other.password, { grant_type: 'password', scope: 'server' });
    const theirs = await as(otherLogin.body.data.access_token, '/SupplierCommunicate/getNoticePage', { page: 1, pageSize: 50 });
    expect(theirs.body.records.filter((n: { title: string }) => n.title.includes('approved'))).toHaveLength(1);
    expect(theirs.body.records.some((n: { id: number }) => n.id === notices.body.records[0].id)).toBe(false);
  });

  it('rejection: SMS and e-mail carry the reason', async () => {
    const reg = await submitted();
    await asOperator('/updateWf', { id: reg.user_id, decision: 'reject', reason: 'Licence scan unreadable' });
    const sms = await outbox(reg.main.phone);
    const mail = await outbox(reg.main.email);
    expect(sms).toEqual([expect.objectContaining({ channel: 'sms', body: expect.stringContaining('Reason: Licence scan unreadable') })]);
    expect(mail).toEqual([expect.objectContaining({ channel: 'email', body: expect.stringContaining('原因：Licence scan unreadable') })]);
  });

  it("each change request's decision is told, and leaves a notice", async () => {
    const reg = await submitted();
    await asOperator('/updateWf', { id: reg.user_id, decision: 'approve' });
    const login = await userLogin(reg.user_name, reg.password, { grant_type: 'password', scope: 'server' });
    const token = login.body.data.access_token as string;
    const send = async (branch: string) => {
      const data = (await as(token, '/user/getSupplierDetail')).body.data;
      const sent = await as(token, '/user/saveSupplierDetailChange', { supplierInfoAll: data.supplierInfoAll, supplierAddress: data.supplierAddress, supplierBank: { ...data.supplierBank, branchName: branch }, supplierUsers: data.supplierUsers, changeNum: '' });
      expect(sent.status).toBe(200);
      return sent.body.data as { changeId: string; changeNum: string };
    };
    const first = await send('Ba Đình');
    await asOperator('/updateWf', { id: first.changeId, decision: 'reject', reason: 'Branch letter missing' });
    const second = await send('Đống Đa');
    await asOperator('/updateWf', { id: second.changeId, decision: 'approve' });

    const mail = await outbox(reg.main.email);
    expect(mail.map((m) => m.body.split('\n')[1])).toEqual([
      expect.stringContaining('The supplier registration of'),
      `Change request ${first.changeNum} of ${reg.body.supplierInfoAll.supplierName} was rejected. Reason: Branch letter missing.`,
      `Change request ${second.changeNum} of ${reg.body.supplierInfoAll.supplierName} was approved; the new data is in force.`,
    ]);
    expect((await outbox(reg.main.phone)).map((m) => m.channel)).toEqual(['sms', 'sms', 'sms']);
    const notices = await as(token, '/SupplierCommunicate/getNoticePage', { page: 1, pageSize: 10 });
    expect(notices.body.records.map((n: { title: string }) => n.title.split(' / ')[1])).toEqual(['Change request approved', 'Change request rejected', 'Supplier registration approved']);
  });
});

describe('the profile an approved supplier keeps (getSupplierDetail)', () => {
  it('number, states, qualification files with their validity and the performance records; another supplier names it in vain', async () => {
    const user = await registering();
    await attachRequiredFiles(s.url, user.token);
    const record = { id: 'PERF-profile001', type: 'material', projectName: 'Unit 3 overhaul', contact: 'Lê Văn C', phone: '+84 912000111' };
    expect((await upload(s.url, user.token, { ...smallPdf('contract.pdf'), fields: { businessId: record.id, businessType: 'performance', fileBusinessType: 'PERFORMANCE_CONTRACT' } })).status).toBe(200);
    const body = registration(user.user_name);
    expect((await as(user.token, '/user/saveSupplierDetail', { ...body, supplierInfoPerformanceWz: [record] })).body.data.status).toBe('submitted');
    const approved = await asOperator('/updateWf', { id: user.user_id, decision: 'approve' });
    const supplierId = approved.body.data.supplierId as string;
    const token = (await userLogin(user.user_name, user.password, { grant_type: 'password', scope: 'server' })).body.data.access_token as string;

    const before = (await as(token, '/user/getSupplierDetail')).body.data.profile;
    expect(before).toMatchObject({ supplierNum: expect.stringMatching(/^G\d{4}$/), wfSuStatus: 'WAREHOUSING', activated: true, performance: [record] });
    expect(before.qualificationFiles).toHaveLength(5);
    expect(before.qualificationFiles.every((f: { validity: string }) => f.validity === 'none')).toBe(true);

    // The buyer sets validities: one within the window, one past; the profile says so.
    const [soon, past] = before.qualificationFiles as { fileId: string }[];
    await asOperator('/file/setValidity', { fileId: soon.fileId, validUntil: new Date(clock.now().getTime() + 5 * 86_400_000).toISOString() });
    await asOperator('/file/setValidity', { fileId: past.fileId, validUntil: new Date(clock.now().getTime() + 90 * 86_400_000).toISOString() });
    const after = (await as(token, '/user/getSupplierDetail')).body.data.profile.qualificationFiles as { fileId: string; validity: string }[];
    expect(after.find((f) => f.fileId === soon.fileId)?.validity).toBe('expiring');
    expect(after.find((f) => f.fileId === past.fileId)?.validity).toBe('valid');

    // Past its date a file reads as expired (the session's token would not outlive a moved clock).
    expect(validityOf(new Date(clock.now().getTime() - 1), clock.now())).toBe('expired');

    const other = await submitted();
    await asOperator('/updateWf', { id: other.user_id, decision: 'approve' });
    const otherToken = (await userLogin(other.user_name, other.password, { grant_type: 'password', scope: 'server' })).body.data.access_token as string;
    expect((await as(otherToken, '/user/getSupplierDetail', {}, 'en-US')).body.data.profile.qualificationFiles.some((f: { fileId: string }) => f.fileId === soon.fileId)).toBe(false);
    const named = await call(s.url, 'POST', `${P}/user/getSupplierDetail?supplierId=${supplierId}`, { headers: { 'isp-authorization': otherToken } });
    expect(named.status).toBe(403);
  });
});
