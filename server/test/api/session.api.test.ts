import { FixedClock } from '../../src/platform/clock';
import { CLIENT_HEADER, call, imageCode, login, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
const clock = new FixedClock(new Date('2026-03-02T08:00:00Z'));
beforeAll(async () => {
  s = await startTestServer({ clock });
});
afterAll(() => s?.close());

const refresh = (refreshToken: string, headers: Record<string, string> = CLIENT_HEADER) =>
  call(s.url, 'POST', '/auth/token/refresh' + qs({ refresh_token: refreshToken }), { headers });
const info = (token: string) => call(s.url, 'GET', '/isp/portal/user/info', { headers: { 'isp-authorization': token } });

async function loggedIn(user = 'supplier01') {
  const res = await login(s.url, user, 'Portal@2026');
  expect(res.status).toBe(200);
  return res.body as { access_token: string; refresh_token: string };
}

describe('POST /auth/token/refresh', () => {
  it('answers new tokens in the login shape and in the access-token / refresh-token headers', async () => {
    const first = await loggedIn();
    const res = await refresh(first.refresh_token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 6000,
      user_info: { userName: 'supplier01', roles: ['supplier'] },
      protalUser: { supplierId: 'SUP-0001', userName: 'supplier01' },
    });
    expect(res.body.access_token).not.toBe(first.access_token);
    expect(res.body.refresh_token).not.toBe(first.refresh_token);
    expect(res.headers.get('access-token')).toBe(res.body.access_token);
    expect(res.headers.get('refresh-token')).toBe(res.body.refresh_token);
    expect((await info(res.body.access_token)).body.data.userName).toBe('supplier01');
  });

  it('rotates: an old refresh token cannot be used again, and the rotated one works once', async () => {
    const first = await loggedIn();
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    // At once (two tabs racing): refused, but nothing else ends.
    const reuse = await refresh(first.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ code: 1, msg: 'loginInvalid' });
    expect((await refresh(second.body.refresh_token)).status).toBe(200);
    expect((await refresh(second.body.refresh_token)).status).toBe(401);
  });

  it('replaying a rotated refresh token later revokes the whole family, the newest pair too', async () => {
    const first = await loggedIn();
    const other = await loggedIn();
    const second = (await refresh(first.refresh_token)).body;
    const third = (await refresh(second.refresh_token)).body;
    clock.advance(11_000);
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await info(third.access_token)).body).toEqual({ code: 1, msg: 'loginInvalid' });
    expect((await refresh(third.refresh_token)).status).toBe(401);
    // Another login of the same user is another family and keeps working.
    expect((await info(other.access_token)).body.code).toBe(0);
  });

  it('checks the Basic client header value, not only its presence', async () => {
    const first = await loggedIn();
    const wrong = await refresh(first.refresh_token, { Authorization: `Basic ${Buffer.from('evil:client').toString('base64')}` });
    expect(wrong.status).toBe(401);
    const browser = await refresh(first.refresh_token, { Authorization: `Basic ${Buffer.from('isp:isp').toString('base64')}`, TENANT_ID: '1' });
    expect(browser.status).toBe(200);
  });

  it('lets the old access token finish requests in flight for a short grace, then refuses it', async () => {
    const first = await loggedIn();
    await refresh(first.refresh_token);
    expect((await info(first.access_token)).body.code).toBe(0);
    clock.advance(31_000);
    expect((await info(first.access_token)).body).toEqual({ code: 1, msg: 'loginInvalid' });
  });

  it('refuses a refresh token after logout', async () => {
    const first = await loggedIn();
    await call(s.url, 'GET', '/isp/portal/user/logout', { headers: { 'isp-authorization': first.access_token } });
    expect((await refresh(first.refresh_token)).status).toBe(401);
  });

  it('refuses a refresh token long past its access token', async () => {
    const first = await loggedIn();
    clock.advance(2 * 6000 * 1000 + 1000);
    expect((await refresh(first.refresh_token)).body.msg).toBe('loginInvalid');
  });

  it('needs the client header, a known tenant and a refresh_token', async () => {
    const first = await loggedIn();
    expect((await refresh(first.refresh_token, { TENANT_ID: '1' })).status).toBe(401);
    expect((await refresh(first.refresh_token, { ...CLIENT_HEADER, TENANT_ID: '7' })).status).toBe(400);
    const missing = await call(s.url, 'POST', '/auth/token/refresh', { headers: CLIENT_HEADER });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('缺少参数 refresh_token');
    expect((await refresh('not-a-token')).body).toEqual({ code: 1, msg: 'loginInvalid' });
  });

  it('accepts the token in a form or JSON body', async () => {
    const a = await loggedIn();
    const form = await call(s.url, 'POST', '/auth/token/refresh', { form: { refresh_token: a.refresh_token }, headers: CLIENT_HEADER });
    expect(form.status).toBe(200);
    const json = await call(s.url, 'POST', '/auth/token/refresh', { json: { refresh_token: form.body.refresh_token }, headers: CLIENT_HEADER });
    expect(json.status).toBe(200);
  });
});

describe('a session forced offline by a login elsewhere', () => {
  it('its refresh is refused with login-mark 0, so the browser can say why it logs out', async () => {
    const first = await loggedIn();
    const randomStr = `forced${Date.now()}`;
    const code = await imageCode(s.url, randomStr);
    const forced = await call(s.url, 'POST', '/isp/portal/user/userLogin' + qs({ username: 'supplier01', password: 'Portal@2026', randomStr, code, forceOffline: 'true' }));
    expect(forced.body.data.result).toBe('success');
    const res = await refresh(first.refresh_token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 1, msg: 'loginInvalid' });
    expect(res.headers.get('login-mark')).toBe('0');
  });

  it('an ordinary logout gives no login-mark', async () => {
    const first = await loggedIn();
    await call(s.url, 'GET', '/isp/portal/user/logout', { headers: { 'isp-authorization': first.access_token } });
    expect((await refresh(first.refresh_token)).headers.get('login-mark')).toBeNull();
  });
});

describe('the supplier names of the login and refresh replies', () => {
  it('carry the English name beside the Chinese one', async () => {
    const first = await loggedIn();
    const names = { supplierName: '华能示范电力设备有限公司', supplierNameEn: 'Huaneng Demo Power Equipment Co., Ltd.' };
    expect((first as unknown as { protalUser: unknown }).protalUser).toMatchObject(names);
    expect((await refresh(first.refresh_token)).body.protalUser).toMatchObject(names);
  });
});

describe('GET /isp/portal/user/info', () => {
  it('answers the personal info of the logged-in supplier, phone and e-mail masked', async () => {
    const first = await loggedIn();
    clock.advance(60_000);
    const second = await loggedIn();
    const res = await info(second.access_token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userName: 'supplier01',
      userKind: 'portal',
      roles: ['supplier'],
      supplierName: '华能示范电力设备有限公司',
      phone: '138****0001',
      email: 'su***@example.cn',
      loginTime: clock.now().toISOString(),
    });
    expect(JSON.stringify(res.body)).not.toContain('13800000001');
    expect(new Date(res.body.data.lastLoginTime).getTime()).toBeLessThan(new Date(res.body.data.loginTime).getTime());
    expect(first.access_token).not.toBe(second.access_token);
  });

  it('keeps the login time across a refresh', async () => {
    const first = await loggedIn('shelladmin');
    const loginAt = clock.now().toISOString();
    clock.advance(120_000);
    const next = await refresh(first.refresh_token);
    const res = await info(next.body.access_token);
    expect(res.body.data).toMatchObject({ userName: 'shelladmin', userKind: 'shell', roles: ['admin'], supplierName: null, loginTime: loginAt });
  });

  it('needs a login', async () => {
    expect((await call(s.url, 'GET', '/isp/portal/user/info')).status).toBe(401);
    expect((await info('unknown')).body).toEqual({ code: 1, msg: 'loginInvalid' });
  });
});
