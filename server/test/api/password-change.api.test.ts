import { makeUser, lastCode as lastCodeOf } from './helpers/fixtures';
import { portalCalls } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

// A forced password change exists because the current password must go: it may not come back as
// the new one, whichever way the new one is set, and a refusal leaves the ticket usable.
jest.setTimeout(120_000);

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: { PORTAL_RATE_LIMIT_LOGIN: '50', PORTAL_RATE_LIMIT_CODE: '500' } });
});
afterAll(() => s?.close());

const { post, send, userLogin } = portalCalls(() => s.url);
const lastCode = (recipient: string) => lastCodeOf(s.db, recipient);

describe('forced password change (updatePw with the login typeCode)', () => {
  it('refuses the current password as the new one, in the caller language, and keeps the ticket', async () => {
    const u = await makeUser(s.db, { must_change_password: true, password: 'Same#Pass1' });
    const typeCode = (await userLogin(u.user_name, 'Same#Pass1')).body.data.password;
    const same = { userName: u.user_name, password: 'Same#Pass1', typeCode };
    expect((await post('/isp/portal/user/updatePw', same)).body).toEqual({ code: 1, msg: '新密码不能与原密码相同' });
    expect((await post('/isp/portal/user/updatePw', same, { 'content-lang': 'en-US' })).body.msg).toBe('The new password must differ from the current one');
    expect((await post('/isp/portal/user/updatePw', same, { 'content-lang': 'vi-VN' })).body.msg).toBe('Mật khẩu mới phải khác mật khẩu hiện tại');
    // The refused tries did not use the ticket up.
    expect((await post('/isp/portal/user/updatePw', { ...same, password: 'Other#Pass2' })).body).toEqual({ code: 0, msg: '执行成功' });
    expect((await userLogin(u.user_name, 'Other#Pass2')).body.data.result).toBe('success');
  });

  it('tells nobody without a valid ticket whether a password is the current one', async () => {
    const u = await makeUser(s.db, { must_change_password: true, password: 'Kept#Pass1' });
    const res = await post('/isp/portal/user/updatePw', { userName: u.user_name, password: 'Kept#Pass1', typeCode: 'not-the-ticket' });
    expect(res.body.msg).toBe('修改密码的凭证无效或已过期，请重新操作！');
  });

  it('refuses the current password by SMS recovery too while the change is pending', async () => {
    const u = await makeUser(s.db, { must_change_password: true, password: 'Phone#Pass1', phone: '13677778888', id_number: '110101199001011234' });
    expect((await send('/isp/portal/user/checkUserPhone', { userName: u.user_name, idNumber: '110101199001011234', phone: '13677778888' })).body.code).toBe(0);
    const code = await lastCode('13677778888');
    const reset = { userName: u.user_name, phone: '13677778888', code };
    expect((await post('/isp/portal/user/updatePwByPhone', { ...reset, password: 'Phone#Pass1' })).body.msg).toBe('新密码不能与原密码相同');
    expect((await post('/isp/portal/user/updatePwByPhone', { ...reset, password: 'Phone#Pass2' })).body.code).toBe(0);
  });

  it('a recovery without a pending change may keep the password (the lock-out owner case)', async () => {
    const u = await makeUser(s.db, { password: 'Own#Pass11', phone: '13677779999', id_number: '110101199001011234' });
    await send('/isp/portal/user/checkUserPhone', { userName: u.user_name, idNumber: '110101199001011234', phone: '13677779999' });
    const res = await post('/isp/portal/user/updatePwByPhone', { userName: u.user_name, phone: '13677779999', code: await lastCode('13677779999'), password: 'Own#Pass11' });
    expect(res.body.code).toBe(0);
  });
});

describe('voluntary change (changSupplierPwd)', () => {
  it('refuses the old password as the new one with the same catalogue text', async () => {
    const u = await makeUser(s.db, { password: 'Mine#Pass1' });
    const token = (await userLogin(u.user_name, 'Mine#Pass1')).body.data.access_token;
    const res = await post('/isp/portal/user/changSupplierPwd', { username: u.user_name, oldPwd: 'Mine#Pass1', newPwd: 'Mine#Pass1' }, { 'isp-authorization': token, 'content-lang': 'en-US' });
    expect(res.body).toEqual({ code: 1, msg: 'The new password must differ from the current one' });
  });
});
