// The image code, the OAuth token call and the tokens it issues (modules/login, modules/session).
import { FixedClock } from '../../src/platform/clock';
import { makeContract, makeSupplier, makeUser } from './helpers/fixtures';
import { CLIENT_HEADER, call, imageCode, login, loginToken, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
const clock = new FixedClock(new Date());
beforeAll(async () => {
  s = await startTestServer({ clock });
});
afterAll(() => s?.close());

const tokenCall = (params: Record<string, string>, headers: Record<string, string> = CLIENT_HEADER) =>
  call(s.url, 'POST', '/auth/oauth/token' + qs({ grant_type: 'password', scope: 'server', ...params }), { headers });

describe('GET /code', () => {
  it('answers an uncached PNG image', async () => {
    const res = await fetch(`${s.url}/code?randomStr=abc123`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/no-cache/);
    expect(Buffer.from(await res.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
  });
  it('needs a randomStr', async () => {
    const res = await call(s.url, 'GET', '/code');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('缺少参数 randomStr');
  });
});

describe('POST /auth/oauth/token', () => {
  it('logs a qualified supplier in', async () => {
    const res = await login(s.url, 'supplier01', 'Portal@2026');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      expires_in: expect.any(Number),
      user_info: { userName: 'supplier01', roles: ['supplier'] },
      protalUser: { supplierId: 'SUP-0001', supplierName: '华能示范电力设备有限公司', userName: 'supplier01', wfSuStatus: 'WAREHOUSING' },
    });
    expect(res.body.access_token).toMatch(/^[\w-]{43}$/);
    expect(res.body.refresh_token).not.toBe(res.body.access_token);
  });

  it('accepts a form-urlencoded body', async () => {
    const code = await imageCode(s.url, 'form1');
    const res = await call(s.url, 'POST', '/auth/oauth/token', {
      form: { username: 'shelladmin', password: 'Portal@2026', randomStr: 'form1', code, grant_type: 'password', scope: 'server' },
      headers: CLIENT_HEADER,
    });
    expect(res.status).toBe(200);
    expect(res.body.user_info.roles).toEqual(['admin']);
    expect(res.body.protalUser).toBeUndefined();
  });

  it('marks a user who must change the password', async () => {
    const res = await login(s.url, 'changepw01', 'Portal@2026');
    expect(res.body.result).toBe('userToChangePass');
  });

  it('a wrong image code is a 400 with the catalogue text', async () => {
    await imageCode(s.url, 'wrong1');
    const res = await tokenCall({ username: 'supplier01', password: 'Portal@2026', randomStr: 'wrong1', code: '0000' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 1, msg: '验证码有误，登录失败！' });
  });

  it('an image code works only once', async () => {
    const code = await imageCode(s.url, 'once1');
    expect((await tokenCall({ username: 'supplier01', password: 'Portal@2026', randomStr: 'once1', code })).status).toBe(200);
    const again = await tokenCall({ username: 'supplier01', password: 'Portal@2026', randomStr: 'once1', code });
    expect(again.body.msg).toBe('验证码有误，登录失败！');
  });

  it('an image code expires after 5 minutes', async () => {
    const code = await imageCode(s.url, 'late1');
    clock.advance(5 * 60 * 1000 + 1);
    const res = await tokenCall({ username: 'supplier01', password: 'Portal@2026', randomStr: 'late1', code });
    expect(res.body.msg).toBe('验证码有误，登录失败！');
  });

  it('a wrong password is 426 with the same text as an unknown user', async () => {
    const wrong = await login(s.url, 'supplier01', 'Wrong@2026');
    const unknown = await login(s.url, 'nobody99', 'Portal@2026');
    expect(wrong.status).toBe(426);
    expect(wrong.body).toEqual({ code: 1, msg: '用户名不存在或者密码错误' });
    expect(unknown.status).toBe(426);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('a too short password fails the shared login rule', async () => {
    const res = await login(s.url, 'supplier01', '123');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('密码长度最少为6位');
  });

  it('needs the Basic client header', async () => {
    const code = await imageCode(s.url, 'nobasic');
    const res = await tokenCall({ username: 'supplier01', password: 'Portal@2026', randomStr: 'nobasic', code }, {});
    expect(res.status).toBe(401);
  });
});

describe('tokens', () => {
  const contracts = (headers: Record<string, string>) => call(s.url, 'POST', '/isp/portal/contract/getContractList', { headers });

  it('no token: 401 from the catalogue', async () => {
    const res = await contracts({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 1, msg: '当前操作没有权限' });
  });

  it('an unknown token: 200 with loginInvalid', async () => {
    const res = await contracts({ 'isp-authorization': 'made-up' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 1, msg: 'loginInvalid' });
  });

  it('GET /isp/portal/user/logout revokes the token', async () => {
    const token = await loginToken(s.url);
    expect((await contracts({ 'isp-authorization': token })).body.code).toBe(0);
    expect((await call(s.url, 'GET', '/isp/portal/user/logout', { headers: { 'isp-authorization': token } })).body).toEqual({ code: 0, msg: '执行成功' });
    expect((await contracts({ 'isp-authorization': token })).body).toEqual({ code: 1, msg: 'loginInvalid' });
  });

  it('DELETE /auth/token/logout revokes a bearer token', async () => {
    const token = await loginToken(s.url);
    expect((await contracts({ Authorization: `Bearer ${token}` })).body.code).toBe(0);
    await call(s.url, 'DELETE', '/auth/token/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect((await contracts({ Authorization: `Bearer ${token}` })).body.msg).toBe('loginInvalid');
  });

  it('an expired token is loginInvalid', async () => {
    const supplier = await makeSupplier(s.db);
    const user = await makeUser(s.db, { supplier_id: supplier.supplier_id });
    await makeContract(s.db, supplier.supplier_id);
    const token = await loginToken(s.url, user.user_name, user.password);
    expect((await contracts({ 'isp-authorization': token })).body.total).toBe(1);
    clock.advance(6001 * 1000);
    expect((await contracts({ 'isp-authorization': token })).body.msg).toBe('loginInvalid');
  });
});
