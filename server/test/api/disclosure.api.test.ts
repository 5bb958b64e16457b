// What a stranger learns (issue 12): no user name behind a phone, the tenant and kind only for
// the right password, no online state before the password or SMS code is proven, and SMS/e-mail
// sends that are capped per recipient and per address per day, each needing a right image code
// (the default; PORTAL_STRICT_IDENTITY=0 relaxes it for an mf-auth rolled back before that).
import { encryptCredential } from '@portal/shared/core';
import { FixedClock } from '../../src/platform/clock';
import { refusals } from '../../src/platform/rate-limit';
import { recipientKey, SENDS_PER_RECIPIENT_PER_DAY } from '../../src/modules/messaging/send-guard';
import { makeSupplier, makeUser } from './helpers/fixtures';
import { CLIENT_HEADER, call, imageCode, imageProof, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(180_000);

const clock = new FixedClock(new Date());
const HIGH = { PORTAL_RATE_LIMIT_LOGIN: '100000', PORTAL_RATE_LIMIT_CODE: '100000' };
let s: TestServer;
let lenient: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock, env: HIGH });
  lenient = await startTestServer({ clock, env: { ...HIGH, PORTAL_STRICT_IDENTITY: '0' } });
});
afterAll(async () => {
  await s?.close();
  await lenient?.close();
});

let n = 0;
const post = (srv: TestServer, path: string, params: Record<string, string>, headers: Record<string, string> = {}) => call(srv.url, 'POST', path + qs(params), { headers });
async function passwordLogin(srv: TestServer, username: string, password: string, extra: Record<string, string> = {}) {
  const randomStr = `dis${n++}`;
  const code = await imageCode(srv.url, randomStr);
  return post(srv, '/auth/oauth/token', { username, password, randomStr, code, grant_type: 'password', scope: 'server', ...extra }, CLIENT_HEADER);
}
async function supplierUser(srv: TestServer, over: Record<string, unknown> = {}) {
  const supplier = await makeSupplier(srv.db);
  return makeUser(srv.db, { supplier_id: supplier.supplier_id, ...over });
}
const contracts = (srv: TestServer, token: string) => call(srv.url, 'POST', '/isp/portal/contract/getContractList', { headers: { 'isp-authorization': token } });

describe('user lookups', () => {
  it('byPhoneCheckUserType names the kind, never the user', async () => {
    const res = await post(s, '/isp/portal/user/byPhoneCheckUserType', { phone: '13800000001', ...(await imageProof(s.url)) });
    expect(res.body.data).toEqual({ userType: 'portal' });
  });

  it('who exists is told only beside a solved picture: a wrong one is used up, a right one answers three lookups', async () => {
    const ask = (params: Record<string, string>) => post(s, '/isp/portal/user/checkUserType', { username: 'nobody_here2', ...params }, { 'content-lang': 'en-US' });
    const wrongCode = 'Wrong verification code, login failed!';
    expect((await ask({})).body.msg).toBe(wrongCode);
    expect((await post(s, '/isp/portal/user/byPhoneCheckUserType', { phone: '13999999999' }, { 'content-lang': 'en-US' })).body.msg).toBe(wrongCode);
    const randomStr = `look${n++}`;
    const code = await imageCode(s.url, randomStr);
    expect((await ask({ randomStr, code: 'ZZZZ' === code ? 'YYYY' : 'ZZZZ' })).body.msg).toBe(wrongCode);
    expect((await ask({ randomStr, code })).body.msg).toBe(wrongCode);
    const fresh = `look${n++}`;
    const right = await imageCode(s.url, fresh);
    for (let i = 0; i < 3; i++) expect((await ask({ randomStr: fresh, code: right })).body.msg).not.toBe(wrongCode);
    expect((await ask({ randomStr: fresh, code: right })).body.msg).toBe(wrongCode);
  });

  it('getTenantIdAnTypeByUsername answers only for the right password; a missing user looks like a wrong password', async () => {
    const ask = async (user: string, password: string) =>
      post(s, '/upms/user/getTenantIdAnTypeByUsername', { username: await encryptCredential(user), password: await encryptCredential(password) });
    const u = await supplierUser(s);
    const right = await ask(u.user_name, u.password);
    expect(right.body).toEqual({ code: 0, msg: '执行成功', data: { tenantId: '1', userType: 'portal' } });
    const wrong = await ask(u.user_name, 'Wrong#1234');
    const missing = await ask('nobody_here1', 'Wrong#1234');
    expect([wrong.status, wrong.body]).toEqual([426, { code: 1, msg: '用户名不存在或者密码错误' }]);
    expect([missing.status, missing.body]).toEqual([wrong.status, wrong.body]);
  });
});

describe("'logged in elsewhere, force offline?' only after the proof (askOnline)", () => {
  it('a wrong password learns nothing; the right one gets the question, and continueLogin forces the other session off once', async () => {
    const u = await supplierUser(s);
    const first = (await passwordLogin(s, u.user_name, u.password)).body.access_token as string;
    const wrong = await passwordLogin(s, u.user_name, 'Wrong#1234', { askOnline: '1' });
    expect(wrong.status).toBe(426);
    const asked = await passwordLogin(s, u.user_name, u.password, { askOnline: '1' });
    expect(asked.body).toEqual({ result: 'loggedInElsewhere', continueTicket: expect.any(String) });
    expect((await contracts(s, first)).body.code).toBe(0);
    const yes = await post(s, '/isp/portal/user/continueLogin', { continueTicket: asked.body.continueTicket, forceOffline: '1' });
    expect(yes.body.data).toMatchObject({ result: 'success', protalUser: { userName: u.user_name } });
    expect((await contracts(s, first)).body).toEqual({ code: 1, msg: 'loginInvalid' });
    expect((await post(s, '/isp/portal/user/continueLogin', { continueTicket: asked.body.continueTicket, forceOffline: '1' })).status).toBe(400);
  });

  it('without another session the login goes straight through', async () => {
    const u = await supplierUser(s);
    expect((await passwordLogin(s, u.user_name, u.password, { askOnline: '1' })).body.result).toBe('success');
  });

  it('SMS login asks too, after the code is proven', async () => {
    const phone = '13566667777';
    const u = await supplierUser(s, { phone });
    await passwordLogin(s, u.user_name, u.password);
    clock.advance(61_000);
    await post(s, '/isp/portal/user/getLoginCode', { phone, ...(await imageProof(s.url)) });
    const row = await s.db.selectFrom('message_outbox').select('body').where('recipient', '=', phone).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const code = /(\d{6})/.exec(row.body)![1];
    const res = await post(s, '/auth/mobile/token/sms', { grant_type: 'mobile', mobile: `SMS@${phone}`, code, askOnline: '1' }, CLIENT_HEADER);
    expect(res.body.result).toBe('loggedInElsewhere');
  });
});

describe('loginSum', () => {
  it('a logged-in caller gets the own count whatever name it passes', async () => {
    const u = await supplierUser(s);
    const token = (await passwordLogin(s, u.user_name, u.password)).body.access_token as string;
    const res = await call(s.url, 'GET', `/isp/portal/user/loginSum?userName=supplier01`, { headers: { 'isp-authorization': token } });
    expect(res.body.data).toBe(1);
  });
  it('a stranger learns nothing', async () => {
    const u = await supplierUser(s);
    await passwordLogin(s, u.user_name, u.password);
    expect((await call(s.url, 'GET', `/isp/portal/user/loginSum?userName=${u.user_name}`)).body.data).toBe(0);
    expect((await call(s.url, 'GET', `/upms/token/loginSum?userName=${u.user_name}`)).body.data).toBe(0);
  });
  it('with PORTAL_STRICT_IDENTITY=0 (an older login card) a stranger gets the count by name', async () => {
    const u = await supplierUser(lenient);
    await passwordLogin(lenient, u.user_name, u.password);
    expect((await call(lenient.url, 'GET', `/isp/portal/user/loginSum?userName=${u.user_name}`)).body.data).toBe(1);
  });
});

describe('SMS and e-mail sends', () => {
  it('over a day one number receives at most the cap, and the refusals are counted', async () => {
    const phone = '+86 13912345678';
    const statuses: number[] = [];
    for (let i = 0; i < SENDS_PER_RECIPIENT_PER_DAY + 3; i++) {
      clock.advance(61_000);
      statuses.push((await post(lenient, '/isp/portal/plogin/getRegisterCode', { phone })).status);
    }
    const sent = await lenient.db.selectFrom('message_outbox').select((eb) => eb.fn.countAll<string>().as('n')).where('recipient', '=', phone).executeTakeFirstOrThrow();
    expect(Number(sent.n)).toBe(SENDS_PER_RECIPIENT_PER_DAY);
    expect(statuses.filter((x) => x === 429).length).toBe(3);
    expect(await refusals(lenient.db, recipientKey('sms', phone))).toBe(3);
    clock.advance(61_000);
    const refused = await post(lenient, '/isp/portal/plogin/getRegisterCode', { phone }, { 'content-lang': 'en-US' });
    expect([refused.status, refused.body.msg]).toEqual([429, 'The daily limit of messages is reached, please try again tomorrow']);
  });

  it('1,000 code requests to one number send one, and the address is stopped for the day', async () => {
    clock.advance(61_000);
    const phone = '+86 13912345679';
    // Fifty at a time: a thousand sockets at once overflow the listen queue of a small machine.
    let accepted = 0;
    for (let i = 0; i < 20; i++) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => post(lenient, '/isp/portal/plogin/getRegisterCode', { phone })));
      accepted += batch.filter((r) => r.status === 200).length;
    }
    expect(accepted).toBe(1);
    expect(await refusals(lenient.db, 'send-day:127.0.0.1')).toBeGreaterThan(800);
  });

  it('an image code, when sent, must be right', async () => {
    clock.advance(61_000);
    const res = await post(lenient, '/isp/portal/plogin/getRegisterCode', { phone: '+86 13912340001', randomStr: 'nope', imageCode: 'ABCD' });
    expect(res.body.msg).toBe('验证码有误，登录失败！');
  });

  it('by default every send needs the image code, and sends nothing without it', async () => {
    const phone = '+86 13912340002';
    expect((await post(s, '/isp/portal/plogin/getRegisterCode', { phone })).body.msg).toBe('验证码有误，登录失败！');
    for (const [path, params] of [
      ['/isp/portal/user/getLoginCode', { phone: '13800000001' }],
      ['/isp/portal/user/checkUserEmail', { userName: 'supplier01', userEmail: 'supplier01@example.cn' }],
      ['/isp/portal/user/checkUserPhone', { userName: 'supplier01', idNumber: '110101199003071234', phone: '13800000001' }],
      ['/isp/portal/user/retrieveUserName', { supplierName: '华能示范电力设备有限公司', phone: '13800000001' }],
    ] as const) {
      expect([path, (await post(s, path, params, { 'content-lang': 'en-US' })).body.code]).toEqual([path, 1]);
    }
    expect((await call(s.url, 'GET', '/upms/mobile/13800000001')).body.msg).toBe('验证码有误，登录失败！');
    const sentBefore = await s.db.selectFrom('message_outbox').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const randomStr = `send${n++}`;
    const code = await imageCode(s.url, randomStr);
    expect((await post(s, '/isp/portal/plogin/getRegisterCode', { phone, randomStr, imageCode: code })).body.code).toBe(0);
    const sentAfter = await s.db.selectFrom('message_outbox').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(sentAfter.n)).toBe(Number(sentBefore.n) + 1);
  });
});
