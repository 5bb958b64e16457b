// The operator resets a supplier user's password (POST /isp/operator/resetUserPassword and `pnpm
// portal password-reset`): a temporary password by SMS to the phone on file, a forced change at
// the next login, every session ended, the lockout lifted, an audit entry without the password,
// and only an operator's token reaches it.
import { makeUser } from './helpers/fixtures';
import { call, login, loginToken, operatorCall, operatorToken } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';
import { RESETS_PER_USER_PER_HOUR, temporaryPassword } from '../../src/modules/account-recovery/operator-reset';
import { validateStrongPassword } from '@portal/shared/core';

let s: TestServer;
let operator: string;
beforeAll(async () => {
  s = await startTestServer();
  operator = await operatorToken(s.url);
});
afterAll(() => s?.close());

const en = { 'content-lang': 'en-US' };
const reset = (userName: string, headers: Record<string, string> = en) => operatorCall(s.url, operator, '/resetUserPassword', { userName }, headers);

async function lastSms(phone: string): Promise<string> {
  const row = await s.db.selectFrom('message_outbox').select(['body', 'channel']).where('recipient', '=', phone).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  expect(row.channel).toBe('sms');
  return row.body;
}

it('temporary passwords meet the strong rule and differ each time', () => {
  const made = Array.from({ length: 200 }, temporaryPassword);
  for (const password of made) expect([password, validateStrongPassword(password)]).toEqual([password, null]);
  expect(new Set(made).size).toBe(made.length);
});

it('sends a temporary password by SMS that the next login must change; old password and sessions end', async () => {
  const user = await makeUser(s.db, { phone: '13911112222', supplier_id: 'SUP-0001', roles: 'supplier', locked_until: new Date(Date.now() + 3_600_000), login_attempts: 5 });
  const session = await loginToken(s.url, user.user_name, user.password).catch(() => null);
  // Locked: no session could be made; lift the lock for the session check below.
  expect(session).toBeNull();
  await s.db.updateTable('app_user').set({ locked_until: null, login_attempts: 0 }).where('user_id', '=', user.user_id).execute();
  const before = await loginToken(s.url, user.user_name, user.password);
  expect((await call(s.url, 'POST', '/isp/portal/user/getSupplierDetail', { headers: { 'isp-authorization': before } })).body.msg).not.toBe('loginInvalid');

  const res = await reset(user.user_name);
  expect(res.status).toBe(200);
  // The reply says where the SMS went, never what it said.
  expect(res.body.data).toEqual({ userName: user.user_name, sentTo: '139****2222' });
  const sms = await lastSms('13911112222');
  const temporary = /Temporary password: (\S+)\./.exec(sms)![1];
  expect(res.headers.get('x-test-code')).toBe(temporary);
  expect(JSON.stringify(res.body)).not.toContain(temporary);

  // The spec's answer to an ended session: 200 with msg 'loginInvalid', on which the page logs out.
  expect((await call(s.url, 'POST', '/isp/portal/user/getSupplierDetail', { headers: { 'isp-authorization': before } })).body.msg).toBe('loginInvalid');
  expect((await login(s.url, user.user_name, user.password)).status).toBe(426);
  const next = await login(s.url, user.user_name, temporary);
  expect([next.status, next.body.result]).toEqual([200, 'userToChangePass']);

  const entries = (await operatorCall(s.url, operator, '/getAuditList', { target: `user:${user.user_id}` })).body.data;
  expect(entries[0]).toMatchObject({ action: 'user.password-reset', actorKind: 'operator', detail: { userName: user.user_name, sentTo: '139****2222' } });
  expect(JSON.stringify(entries)).not.toContain(temporary);
});

it('the SMS is in the language of the operator’s request', async () => {
  const user = await makeUser(s.db, { phone: '13911113333' });
  expect((await reset(user.user_name, { 'content-lang': 'zh-CN' })).status).toBe(200);
  expect(await lastSms('13911113333')).toContain('临时密码为');
  expect((await reset(user.user_name, { 'content-lang': 'vi-VN' })).status).toBe(200);
  expect(await lastSms('13911113333')).toContain('Mật khẩu tạm thời');
});

it('refuses an unknown user, a user without a phone and an operator account, changing nothing', async () => {
  const unknown = await reset('nobody_here1');
  expect([unknown.status, unknown.body.msg]).toEqual([400, expect.any(String)]);
  const phoneless = await makeUser(s.db);
  const none = await reset(phoneless.user_name);
  expect([none.status, none.body.msg]).toEqual([409, `User ${phoneless.user_name} has no mobile number on file to send a temporary password to`]);
  expect((await login(s.url, phoneless.user_name, phoneless.password)).status).toBe(200);
  // Operators are not users of the portal's recovery: the same answer as for nobody.
  const op = await reset('operator01');
  expect([op.status, op.body.msg]).toEqual([unknown.status, unknown.body.msg]);
  expect((await operatorToken(s.url)).length).toBeGreaterThan(10);
});

it('a few resets per user and hour: each costs an SMS', async () => {
  const user = await makeUser(s.db, { phone: '13911114444' });
  for (let i = 0; i < RESETS_PER_USER_PER_HOUR; i++) expect((await reset(user.user_name)).status).toBe(200);
  const refused = await reset(user.user_name);
  expect(refused.status).toBe(429);
  expect(refused.headers.get('x-test-code')).toBeNull();
});

it('supplier, registering and missing tokens are refused', async () => {
  const user = await makeUser(s.db, { phone: '13911115555' });
  const supplier = await loginToken(s.url, 'supplier01');
  const registering = await loginToken(s.url, 'register01');
  expect((await call(s.url, 'POST', '/isp/operator/resetUserPassword', { json: { userName: user.user_name } })).status).toBe(401);
  for (const token of [supplier, registering]) {
    const res = await call(s.url, 'POST', '/isp/operator/resetUserPassword', { json: { userName: user.user_name }, headers: { 'isp-authorization': token, ...en } });
    expect([res.status, res.body.msg]).toEqual([403, 'You have no permission for this operation']);
  }
  expect((await login(s.url, user.user_name, user.password)).status).toBe(200);
});

it('bounds the user name', async () => {
  for (const userName of ['', 'x'.repeat(65), 'bad\u0000name']) expect((await reset(userName)).status).toBe(400);
});
