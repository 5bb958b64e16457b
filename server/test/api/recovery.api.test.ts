import { FixedClock } from '../../src/platform/clock';
import { makeUser, lastCode as lastCodeOf } from './helpers/fixtures';
import { call, portalCalls } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

// Starting a seeded server takes long on a busy 2-core machine.
jest.setTimeout(120_000);

let s: TestServer;
const clock = new FixedClock(new Date());
beforeAll(async () => {
  s = await startTestServer({ clock, env: { PORTAL_RATE_LIMIT_LOGIN: '50', PORTAL_RATE_LIMIT_CODE: '500' } });
});
afterAll(() => s?.close());

const { post, send, userLogin } = portalCalls(() => s.url);
const lastCode = (recipient: string) => lastCodeOf(s.db, recipient);

describe('forced password change (userToChangePass → updatePw)', () => {
  it('the typeCode from the login sets a new password once, and the old one stops working', async () => {
    const u = await makeUser(s.db, { must_change_password: true, password: 'Old#Pass1' });
    const typeCode = (await userLogin(u.user_name, 'Old#Pass1')).body.data.password;
    expect((await post('/isp/portal/user/updatePw', { userName: u.user_name, password: 'weakpass', typeCode })).body.msg).toBe('密码为8-16位，须同时包含大写字母、小写字母、数字和符号');
    expect((await post('/isp/portal/user/updatePw', { userName: u.user_name, password: 'New#Pass2', typeCode })).body).toEqual({ code: 0, msg: '执行成功' });
    expect((await post('/isp/portal/user/updatePw', { userName: u.user_name, password: 'New#Pass3', typeCode })).body.msg).toBe('修改密码的凭证无效或已过期，请重新操作！');
    expect((await userLogin(u.user_name, 'Old#Pass1')).status).toBe(426);
    expect((await userLogin(u.user_name, 'New#Pass2')).body.data.result).toBe('success');
  });
});

describe('password by e-mail code (checkUserEmail → checkCode → updatePw)', () => {
  it('sends a code to the account address, checks it, then changes the password', async () => {
    const u = await makeUser(s.db, { email: 'mail-reset@example.cn' });
    expect((await send('/isp/portal/user/checkUserEmail', { userName: u.user_name, userEmail: 'other@example.cn' })).body.msg).toBe('用户名与邮箱不匹配！');
    const sent = await send('/isp/portal/user/checkUserEmail', { userName: u.user_name, userEmail: 'Mail-Reset@example.cn' }, { 'content-lang': 'en-US' });
    expect(sent.body).toEqual({ code: 0, msg: '执行成功', data: 'The code has been sent and is valid for 5 minutes' });
    const typeCode = await lastCode('mail-reset@example.cn');
    expect((await post('/isp/portal/user/checkCode', { userName: u.user_name, typeCode: '999999' === typeCode ? '888888' : '999999' })).body.msg).toBe('验证码错误或已失效，请重新获取！');
    expect((await post('/isp/portal/user/checkCode', { userName: u.user_name, typeCode })).body.code).toBe(0);
    expect((await post('/isp/portal/user/updatePw', { userName: u.user_name, password: u.user_name, typeCode })).body.code).toBe(1);
    expect((await post('/isp/portal/user/updatePw', { userName: u.user_name, password: 'Mail#Pass9', typeCode })).body.code).toBe(0);
    expect((await userLogin(u.user_name, 'Mail#Pass9')).body.data.result).toBe('success');
  });
  it('the e-mail code expires after 5 minutes', async () => {
    const u = await makeUser(s.db, { email: 'late-reset@example.cn' });
    await send('/isp/portal/user/checkUserEmail', { userName: u.user_name, userEmail: 'late-reset@example.cn' });
    const typeCode = await lastCode('late-reset@example.cn');
    clock.advance(5 * 60 * 1000 + 1);
    expect((await post('/isp/portal/user/checkCode', { userName: u.user_name, typeCode })).body.msg).toBe('验证码错误或已失效，请重新获取！');
  });
});

describe('password by SMS code (checkUserPhone → updatePwByPhone)', () => {
  it('user name, ID number and phone must match; the SMS code changes the password and ends sessions', async () => {
    const u = await makeUser(s.db, { phone: '13655554444', id_number: '11010119900101123X' });
    const token = (await userLogin(u.user_name, u.password)).body.data.access_token;
    expect((await send('/isp/portal/user/checkUserPhone', { userName: u.user_name, idNumber: '110101199001011230', phone: '13655554444' })).body.msg).toBe('用户名、身份证号与手机号不匹配！');
    expect((await send('/isp/portal/user/checkUserPhone', { userName: u.user_name, idNumber: '11010119900101123x', phone: '13655554444' })).body.code).toBe(0);
    const code = await lastCode('13655554444');
    expect((await post('/isp/portal/user/updatePwByPhone', { userName: u.user_name, phone: '13655554444', code, password: 'Sms#Pass77' })).body.code).toBe(0);
    expect((await post('/isp/portal/user/updatePwByPhone', { userName: u.user_name, phone: '13655554444', code, password: 'Sms#Pass78' })).body.code).toBe(1);
    const after = await call(s.url, 'POST', '/isp/portal/contract/getContractList', { headers: { 'isp-authorization': token } });
    expect(after.body.msg).toBe('loginInvalid');
    expect((await userLogin(u.user_name, 'Sms#Pass77')).body.data.result).toBe('success');
  });
});

describe('user name by supplier name and phone (retrieveUserName)', () => {
  it('sends the names by SMS and never in the reply', async () => {
    const res = await send('/isp/portal/user/retrieveUserName', { supplierName: '华能示范电力设备有限公司', phone: '13800000001' });
    expect(res.body).toEqual({ code: 0, msg: '执行成功', data: '用户名已通过短信发送到您的手机' });
    expect(JSON.stringify(res.body)).not.toContain('supplier01');
    const sms = await s.db.selectFrom('message_outbox').select('body').where('recipient', '=', '13800000001').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(sms.body).toContain('supplier01');
    expect((await send('/isp/portal/user/retrieveUserName', { supplierName: '不存在的公司', phone: '13800000001' }, { 'content-lang': 'vi-VN' })).body.msg).toBe(
      'Không có tài khoản nào khớp với tên nhà cung cấp và số điện thoại này!',
    );
  });
});

describe('voluntary change (changSupplierPwd)', () => {
  it('needs a login and the old password; this session stays, the others end', async () => {
    const u = await makeUser(s.db, { password: 'Mine#Pass1' });
    expect((await post('/isp/portal/user/changSupplierPwd', { username: u.user_name, oldPwd: 'Mine#Pass1', newPwd: 'Mine#Pass2' })).status).toBe(401);
    const here = (await userLogin(u.user_name, 'Mine#Pass1')).body.data.access_token;
    const there = (await userLogin(u.user_name, 'Mine#Pass1')).body.data.access_token;
    const auth = { 'isp-authorization': here };
    expect((await post('/isp/portal/user/changSupplierPwd', { username: u.user_name, oldPwd: 'Wrong#Pass1', newPwd: 'Mine#Pass2' }, auth)).body.msg).toBe('原密码错误！');
    expect((await post('/isp/portal/user/changSupplierPwd', { username: u.user_name, oldPwd: 'Mine#Pass1', newPwd: 'Mine#Pass2' }, auth)).body.code).toBe(0);
    expect((await call(s.url, 'GET', `/isp/portal/user/loginSum?userName=${u.user_name}`, { headers: auth })).body.data).toBe(1);
    expect((await call(s.url, 'POST', '/isp/portal/contract/getContractList', { headers: { 'isp-authorization': there } })).body.msg).toBe('loginInvalid');
  });
});
