// Hostile input is refused with a catalogue message in the request's language (issue 12), and
// the catalogue's messages follow content-lang on every kind of refusal.
import { makeUser } from './helpers/fixtures';
import { call, loginToken, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(120_000);

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const T = '/isp/portal/tenderNotice';
const en = { 'content-lang': 'en-US' };
const vi = { 'content-lang': 'vi-VN' };

describe('inputs no field can hold', () => {
  it('a NUL byte in a query field is a 400 naming the field', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/user/checkUserType' + qs({ username: 'sup\u0000plier01' }), { headers: en });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 1, msg: 'username contains characters that are not allowed' });
  });
  it('a lone surrogate in a JSON body is a 400 in Vietnamese for a Vietnamese page', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getInfoList', { json: { type: 'NEWS', title: 'x\ud800' }, headers: vi });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Tham số title chứa ký tự không được phép');
  });
  it('an HTML tag in a stored text field is refused in the page language; the draft keeps what it had', async () => {
    const user = await makeUser(s.db, { user_kind: 'temp' });
    const token = await loginToken(s.url, user.user_name, user.password);
    const save = (supplierName: string, lang: Record<string, string>) =>
      call(s.url, 'POST', '/isp/portal/user/saveSupplierDetail', { json: { flag: 'temp', supplierInfoAll: { supplierName } }, headers: { 'isp-authorization': token, ...lang } });
    const stored = async () => (await call(s.url, 'POST', '/isp/portal/user/getSupplierDetail', { headers: { 'isp-authorization': token } })).body.data.supplierInfoAll.supplierName;
    expect((await save('A < B > C 公司', en)).body.code).toBe(0);
    expect((await save('示范 <b>公司</b>', { 'content-lang': 'zh-CN' })).body).toEqual({ code: 1, msg: '参数 supplierInfoAll.supplierName 不能包含 HTML 标记' });
    expect((await save('<img src=x onerror=alert(1)>', en)).body.msg).toBe('supplierInfoAll.supplierName cannot contain HTML markup');
    expect((await save('<script>x</script>', vi)).body.msg).toBe('Tham số supplierInfoAll.supplierName không được chứa thẻ HTML');
    // Comparisons are text, not markup, and a refused save changes nothing.
    expect(await stored()).toBe('A < B > C 公司');
  });
  it('a password may hold what looks like a tag: it is a secret, never shown', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/user/userLogin' + qs({ username: 'supplier01', password: '<b>Portal@2026</b>', randomStr: 'none', code: 'ABCD' }), { headers: en });
    expect(res.body.msg).not.toMatch(/HTML/);
  });
  it('page numbers like 1e20 or past 2^31 and dates in the year 12345 are 400s', async () => {
    expect((await call(s.url, 'GET', `${T}/getMainPageInfoByIspNotice` + qs({ current: '1e20' }), { headers: en })).body.msg).toBe("current must be a whole number, got '1e20'");
    expect((await call(s.url, 'GET', `${T}/getMainPageInfoByIspNotice` + qs({ current: 2 ** 31 }), { headers: en })).status).toBe(400);
    const year = await call(s.url, 'GET', `${T}/getMainPageInfoByIspNotice` + qs({ startDate: '12345-01-01' }), { headers: en });
    expect(year.status).toBe(400);
    expect(year.body.msg).toBe("startDate must be a date like 2026-01-31, got '12345-01-01'");
  });
  it('an integer field past the database integer is refused by the schema (default bounds of every route)', async () => {
    const token = await loginToken(s.url);
    const res = await call(s.url, 'POST', '/isp/portal/SupplierCommunicate/confirmNoticeById' + qs({ id: 2 ** 31 }), { headers: { ...en, 'isp-authorization': token } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('id must be 2147483647 or less');
  });
});

describe('catalogue messages follow content-lang', () => {
  it.each([
    ['zh-CN', '资源不存在'],
    ['en-US', 'The resource does not exist'],
    ['vi-VN', 'Tài nguyên không tồn tại'],
  ])('an unknown API path in %s', async (lang, msg) => {
    const res = await call(s.url, 'GET', '/isp/portal/nothing/here', { headers: { 'content-lang': lang } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 1, msg });
  });
  it('a wrong image code in English, and the spec’s Chinese by default', async () => {
    const params = qs({ username: 'supplier01', password: 'Portal@2026', randomStr: 'nosuch', code: 'ABCD', grant_type: 'password', scope: 'server' });
    expect((await call(s.url, 'POST', '/isp/portal/user/userLogin' + params, { headers: en })).body.msg).toBe('Wrong verification code, login failed!');
    expect((await call(s.url, 'POST', '/isp/portal/user/userLogin' + params)).body.msg).toBe('验证码有误，登录失败！');
  });
  it('a missing parameter in Vietnamese', async () => {
    expect((await call(s.url, 'GET', '/code', { headers: vi })).body.msg).toBe('Thiếu tham số randomStr');
  });
});
