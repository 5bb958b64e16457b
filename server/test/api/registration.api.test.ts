import { encryptCredential } from '@portal/shared/core';
import { FixedClock } from '../../src/platform/clock';
import { imageCode, imageProof, portalCalls } from './helpers/http';
import { lastCode as lastCodeOf } from './helpers/fixtures';
import { startTestServer, type TestServer } from './helpers/server';

// Starting a seeded server takes long on a busy 2-core machine.
jest.setTimeout(120_000);

let s: TestServer;
const clock = new FixedClock(new Date());
beforeAll(async () => {
  s = await startTestServer({ clock, env: { PORTAL_RATE_LIMIT_CODE: '500' } });
});
afterAll(() => s?.close());

const { post, send } = portalCalls(() => s.url);
const lastCode = (recipient: string) => lastCodeOf(s.db, recipient);

describe('plogin/checkUserName', () => {
  it("answers 'success' for a free name and the reason otherwise", async () => {
    expect((await post('/isp/portal/plogin/checkUserName', { userName: 'newcomer01' })).body.data).toBe('success');
    expect((await post('/isp/portal/plogin/checkUserName', { userName: 'supplier01' })).body.data).toBe('用户名已被注册');
    expect((await post('/isp/portal/plogin/checkUserName', { userName: '1abcdef' })).body.data).toBe('请输入由字母或字母加数字组成、以字母开头的6-18位用户名');
    expect((await post('/isp/portal/plogin/checkUserName', { userName: "abc'def" }, { 'content-lang': 'en-US' })).body.data).toBe('The username contains special characters');
  });
});

describe('registration start', () => {
  it('SMS-verified phone with country code creates a temporary user who can log in', async () => {
    expect((await send('/isp/portal/plogin/getRegisterCode', { phone: '0912345678' })).body.msg).toBe('请输入带国家区号的电话号码，例如 +84 912345678');
    // Behind +86 only a mainland mobile takes the code (spec 02 §5).
    expect((await send('/isp/portal/plogin/getRegisterCode', { phone: '+86 12012345678' })).body.msg).toBe('请输入正确的11位手机号码');
    expect((await send('/isp/portal/plogin/getRegisterCode', { phone: '+84 912345678' })).body.code).toBe(0);
    const code = await lastCode('+84 912345678');
    expect((await post('/isp/portal/plogin/registerCodeVerify', { phone: '+84-912345678', code })).body.code).toBe(0);
    const base = { userName: 'vnsupplier1', password: 'Viet#2026', confirmPassword: 'Viet#2026', phone: '+84 912345678', code };
    expect((await post('/isp/portal/plogin/registerUser', { ...base, confirmPassword: 'Viet#2027' })).body.msg).toBe('两次输入的密码不一致');
    expect((await post('/isp/portal/plogin/registerUser', { ...base, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).body.msg).toBe('密码为6-18位，须包含字母、数字、符号中至少两种，不能包含空格和中文');
    expect((await post('/isp/portal/plogin/registerUser', base)).body).toEqual({ code: 0, msg: '执行成功', data: { userName: 'vnsupplier1' } });
    // The code is used up and the name is taken now.
    expect((await post('/isp/portal/plogin/registerUser', { ...base, userName: 'vnsupplier2' })).body.msg).toBe('验证码错误或已失效，请重新获取！');
    expect((await post('/isp/portal/plogin/checkUserName', { userName: 'vnsupplier1' })).body.data).toBe('用户名已被注册');

    expect((await post('/isp/portal/user/checkUserType', { username: 'vnsupplier1', ...(await imageProof(s.url)) })).body.data.userType).toBe('temp');
    const code4 = await imageCode(s.url, 'reg1');
    const login = await post('/isp/portal/user/userLoginTemp', { username: 'vnsupplier1', password: await encryptCredential('Viet#2026'), randomStr: 'reg1', code: code4 });
    expect(login.body.data).toMatchObject({ result: 'success', tempuser: { userName: 'vnsupplier1' } });
  });
  it('refuses a second SMS within 60 seconds', async () => {
    clock.advance(61_000);
    await send('/isp/portal/plogin/getRegisterCode', { phone: '+86 13912345678' });
    expect((await send('/isp/portal/plogin/getRegisterCode', { phone: '+86 13912345678' })).status).toBe(429);
    clock.advance(60_000);
    expect((await send('/isp/portal/plogin/getRegisterCode', { phone: '+86 13912345678' })).status).toBe(200);
  });
});
