// The login kinds of spec 01 §4 and their sessions: user type first, password, lockout, temporary
// user, mobile and token login (modules/login).
import { encryptCredential } from '@portal/shared/core';
import { FixedClock } from '../../src/platform/clock';
import { makeSupplier, makeUser } from './helpers/fixtures';
import { countLiveTokens } from '../../src/modules/session/queries';
import { CLIENT_HEADER, call, imageCode, imageProof, qs, portalCalls } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

// Starting a seeded server takes long on a busy 2-core machine.
jest.setTimeout(120_000);

let s: TestServer;
const clock = new FixedClock(new Date());
beforeAll(async () => {
  s = await startTestServer({ clock, env: { PORTAL_RATE_LIMIT_LOGIN: '50', PORTAL_RATE_LIMIT_CODE: '500' } });
});
afterAll(() => s?.close());

let n = 0;
const calls = portalCalls(() => s.url);
const { post, send } = calls;
/** A user-kind check needs the solved image code as a send does. */
const lookup = send;
const userLogin = (username: string, password: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  calls.userLogin(username, password, { grant_type: 'password', scope: 'server', ...extra }, headers);
const smsCode = async (recipient: string) => {
  const row = await s.db.selectFrom('message_outbox').select('body').where('recipient', '=', recipient).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  return /(\d{6})/.exec(row.body)![1];
};
const contracts = (token: string) => call(s.url, 'POST', '/isp/portal/contract/getContractList', { headers: { 'isp-authorization': token } });

describe('user kind first (checkUserType / byPhoneCheckUserType)', () => {
  it('tells portal, temporary and shell users apart', async () => {
    for (const [name, type] of [['supplier01', 'portal'], ['register01', 'temp'], ['shelladmin', 'shell']]) {
      const res = await lookup('/isp/portal/user/checkUserType', { username: name });
      expect(res.body).toEqual({ code: 0, msg: '执行成功', data: { userType: type, userName: name } });
    }
  });
  it('an unknown user: 用户不存在!', async () => {
    expect((await lookup('/isp/portal/user/checkUserType', { username: 'nobody77' })).body).toEqual({ code: 1, msg: '用户不存在!' });
  });
  it('answers in the language of content-lang', async () => {
    expect((await lookup('/isp/portal/user/checkUserType', { username: 'nobody77' }, { 'content-lang': 'en-US' })).body.msg).toBe('The user does not exist!');
  });
  it('two accounts differing only in case: 该用户名存在多个用户!', async () => {
    await makeUser(s.db, { user_name: 'TwinUser1' });
    await makeUser(s.db, { user_name: 'twinuser1' });
    expect((await lookup('/isp/portal/user/checkUserType', { username: 'twinuser1' })).body.msg).toBe('该用户名存在多个用户!');
  });
  it('by phone: registered, unregistered, several users', async () => {
    expect((await lookup('/isp/portal/user/byPhoneCheckUserType', { phone: '13800000001' })).body.data).toEqual({ userType: 'portal' });
    expect((await lookup('/isp/portal/user/byPhoneCheckUserType', { phone: '13999999999' })).body.msg).toBe('手机号未注册!');
    await makeUser(s.db, { phone: '13711112222' });
    await makeUser(s.db, { phone: '13711112222' });
    expect((await lookup('/isp/portal/user/byPhoneCheckUserType', { phone: '13711112222' })).body.msg).toBe('该手机号存在多个用户!');
    expect((await lookup('/isp/portal/user/byPhoneCheckUserType', { phone: '2380000000' })).body.msg).toBe('您输入了无效的手机号码，请重新输入');
  });
  it('an account of the other system is an sso user and isMaximoLogin says so', async () => {
    const u = await makeUser(s.db, { sso_target: 'https://maximo.example/login' });
    expect((await lookup('/isp/portal/user/checkUserType', { username: u.user_name })).body.data.userType).toBe('sso');
    expect((await call(s.url, 'GET', `/isp/portal/plogin/isMaximoLogin` + qs({ userName: u.user_name, ...(await imageProof(s.url)) }))).body.data).toBe(true);
    const res = await userLogin(u.user_name, u.password);
    expect(res.body.data).toMatchObject({ result: 'sso', redirect: 'https://maximo.example/login', loginStatus: 'success', access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 6000 });
  });
});

describe('userLogin', () => {
  it('a supplier gets the login result of spec 01 §3 and a working token', async () => {
    const res = await userLogin('supplier01', 'Portal@2026');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ result: 'success', username: 'supplier01', protalUser: { supplierId: 'SUP-0001', wfSuStatus: 'WAREHOUSING' } });
    expect(res.body.data.loginToken).toBe(res.body.data.access_token);
    expect((await contracts(res.body.data.access_token)).body.code).toBe(0);
  });
  it('wrong image code: 验证码有误，登录失败！ and the code is used up', async () => {
    await imageCode(s.url, 'bad1');
    const res = await post('/isp/portal/user/userLogin', { username: 'supplier01', password: 'Portal@2026', randomStr: 'bad1', code: 'ZZZZ' });
    expect(res.body).toEqual({ code: 1, msg: '验证码有误，登录失败！' });
  });
  it('the login rules of spec 01 §5 in the caller language', async () => {
    const res = await post('/isp/portal/user/userLogin', { username: 'supplier01', password: 'Portal@2026', randomStr: 'x', code: 'ABC' }, { 'content-lang': 'vi-VN' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Mã xác minh phải có 4 ký tự');
  });
  it('a user who must change the password gets userToChangePass with a typeCode and no session', async () => {
    const res = await userLogin('changepw01', 'Portal@2026');
    expect(res.body.data).toEqual({ result: 'userToChangePass', username: 'changepw01', password: expect.stringMatching(/^[\w-]{40,}$/) });
    expect(res.body.data.access_token).toBeUndefined();
  });
});

describe('lockout', () => {
  it('5 wrong passwords in 15 minutes lock the account for 15 minutes, even for the right password', async () => {
    const u = await makeUser(s.db);
    for (let i = 0; i < 4; i++) expect((await userLogin(u.user_name, 'Wrong#1234')).status).toBe(426);
    const fifth = await userLogin(u.user_name, 'Wrong#1234');
    expect(fifth.status).toBe(423);
    expect(fifth.body.msg).toBe('密码错误次数过多，账号已锁定，请15分钟后再试！');
    const right = await userLogin(u.user_name, u.password, {}, { 'content-lang': 'en-US' });
    expect(right.status).toBe(423);
    expect(right.body.msg).toBe('Too many wrong passwords: the account is locked, please try again in 15 minutes!');
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await userLogin(u.user_name, u.password)).body.data.result).toBe('success');
  });
  it('failures older than 15 minutes do not count', async () => {
    const u = await makeUser(s.db);
    for (let i = 0; i < 4; i++) await userLogin(u.user_name, 'Wrong#1234');
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await userLogin(u.user_name, 'Wrong#1234')).status).toBe(426);
  });
});

describe('sessions: loginSum, forced offline, logout', () => {
  it('loginSum counts the owner\'s live sessions; forcing offline ends the others with login-mark 0', async () => {
    const supplier = await makeSupplier(s.db);
    const u = await makeUser(s.db, { supplier_id: supplier.supplier_id });
    // The owner asks with its own token; a stranger learns nothing (disclosure.api.test.ts).
    const sum = async (token: string) => (await call(s.url, 'GET', `/isp/portal/user/loginSum?userName=${u.user_name}`, { headers: { 'isp-authorization': token } })).body.data;
    const live = () => countLiveTokens(s.db, u.user_id, clock.now());
    expect(await live()).toBe(0);
    const first = (await userLogin(u.user_name, u.password)).body.data.access_token;
    expect(await sum(first)).toBe(1);
    expect((await call(s.url, 'GET', `/upms/token/loginSum?userName=${u.user_name}`, { headers: { 'isp-authorization': first } })).body.data).toBe(1);
    const second = (await userLogin(u.user_name, u.password, { forceOffline: 'true' })).body.data.access_token;
    expect(await sum(second)).toBe(1);
    const kicked = await contracts(first);
    expect(kicked.body).toEqual({ code: 1, msg: 'loginInvalid' });
    expect(kicked.headers.get('login-mark')).toBe('0');
    expect((await contracts(second)).body.code).toBe(0);
    await call(s.url, 'GET', '/isp/portal/user/logout', { headers: { 'isp-authorization': second } });
    expect(await live()).toBe(0);
    // A plain logout is not 'forced': no login-mark header.
    expect((await contracts(second)).headers.get('login-mark')).toBeNull();
  });
});

describe('temporary user (userLoginTemp)', () => {
  it('logs in with the encrypted credential and gets tempuser', async () => {
    const randomStr = `tmp${n++}`;
    const code = await imageCode(s.url, randomStr);
    const res = await post('/isp/portal/user/userLoginTemp', { username: 'register01', password: await encryptCredential('Portal@2026'), code, randomStr });
    expect(res.body.data).toMatchObject({ result: 'success', tempuser: { userName: 'register01', token: expect.any(String) } });
    expect(res.body.data.protalUser).toBeUndefined();
  });
  it('a clear-text password is refused as unreadable', async () => {
    const randomStr = `tmp${n++}`;
    const code = await imageCode(s.url, randomStr);
    const res = await post('/isp/portal/user/userLoginTemp', { username: 'register01', password: 'Portal@2026', code, randomStr });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('登录信息无法解析，请刷新页面后重试！');
  });
});

describe('mobile login', () => {
  const mobileToken = (params: Record<string, string>) => post('/auth/mobile/token/sms', { grant_type: 'mobile', ...params }, CLIENT_HEADER);

  it('sends an SMS code to the outbox and logs in with SMS@phone once', async () => {
    clock.advance(61_000);
    expect((await send('/isp/portal/user/getLoginCode', { phone: '13800000001' })).body.code).toBe(0);
    const code = await smsCode('13800000001');
    const res = await mobileToken({ mobile: 'SMS@13800000001', code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'success', token_type: 'bearer', protalUser: { userName: 'supplier01' } });
    expect((await mobileToken({ mobile: 'SMS@13800000001', code })).body.msg).toBe('验证码有误，登录失败！');
  });
  it('refuses a resend within 60 s with status 429', async () => {
    clock.advance(61_000);
    await send('/isp/portal/user/getLoginCode', { phone: '13800000001' });
    const again = await send('/isp/portal/user/getLoginCode', { phone: '13800000001' });
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^验证码已发送，请\d+秒后再试！$/);
  });
  it('an SMS code expires after 5 minutes', async () => {
    clock.advance(61_000);
    await send('/isp/portal/user/getLoginCode', { phone: '13800000001' });
    const code = await smsCode('13800000001');
    clock.advance(5 * 60 * 1000 + 1);
    expect((await mobileToken({ mobile: 'SMS@13800000001', code })).body.msg).toBe('验证码有误，登录失败！');
  });
  it('five wrong tries end the code', async () => {
    clock.advance(61_000);
    await send('/isp/portal/user/getLoginCode', { phone: '13800000001' });
    const code = await smsCode('13800000001');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await mobileToken({ mobile: 'SMS@13800000001', code: wrong })).body.msg).toBe('验证码有误，登录失败！');
    expect((await mobileToken({ mobile: 'SMS@13800000001', code: wrong })).body.msg).toBe('验证码错误次数过多，请重新获取！');
    expect((await mobileToken({ mobile: 'SMS@13800000001', code })).body.msg).toBe('验证码错误次数过多，请重新获取！');
  });
  it('an unregistered phone gets no code: 手机号未注册!', async () => {
    expect((await send('/isp/portal/user/getLoginCode', { phone: '13999990000' })).body.msg).toBe('手机号未注册!');
  });
  it('needs the SMS@ prefix and the Basic client header', async () => {
    expect((await mobileToken({ mobile: '13800000001', code: '123456' })).status).toBe(400);
    expect((await post('/auth/mobile/token/sms', { grant_type: 'mobile', mobile: 'SMS@13800000001', code: '123456' })).status).toBe(401);
  });
});

describe('token login (/home?args=)', () => {
  it('a one-time ticket from a logged-in user opens a new session once', async () => {
    const token = (await userLogin('supplier01', 'Portal@2026')).body.data.access_token;
    const ticket = (await post('/isp/portal/user/createLoginTicket', {}, { 'isp-authorization': token })).body.data;
    const res = await post('/isp/portal/user/tokenLogin', { args: ticket });
    expect(res.body.data).toMatchObject({ result: 'success', protalUser: { userName: 'supplier01' } });
    expect(res.body.data.access_token).not.toBe(token);
    expect((await post('/isp/portal/user/tokenLogin', { args: ticket })).body.msg).toBe('登录凭证无效或已过期，请重新登录！');
  });
  it('a ticket expires after 2 minutes', async () => {
    const token = (await userLogin('supplier01', 'Portal@2026')).body.data.access_token;
    const ticket = (await post('/isp/portal/user/createLoginTicket', {}, { 'isp-authorization': token })).body.data;
    clock.advance(2 * 60 * 1000 + 1);
    expect((await post('/isp/portal/user/tokenLogin', { args: ticket })).body.code).toBe(1);
  });
});
