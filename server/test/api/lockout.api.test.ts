// The lockout of issue 12: parallel guessing verifies at most five passwords per account and
// window, and the owner keeps a way in (SMS login, recovery) while the password is locked.
import { FixedClock } from '../../src/platform/clock';
import * as passwords from '../../src/modules/login/passwords';
import { makeSupplier, makeUser, lastCode as lastCodeOf } from './helpers/fixtures';
import { CLIENT_HEADER, imageCode, portalCalls } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

// Counts the password verifications the server really performs, by hash: the wrapper calls the
// real function, so the logins behave exactly as without it.
const verified = new Map<string, number>();
jest.mock('../../src/modules/login/passwords', () => {
  const real = jest.requireActual('../../src/modules/login/passwords');
  return {
    ...real,
    verifyPassword: (password: string, stored: string) => {
      verified.set(stored, (verified.get(stored) ?? 0) + 1);
      return real.verifyPassword(password, stored);
    },
  };
});

jest.setTimeout(180_000);

let s: TestServer;
const clock = new FixedClock(new Date());
beforeAll(async () => {
  s = await startTestServer({ clock, env: { PORTAL_RATE_LIMIT_LOGIN: '1000', PORTAL_RATE_LIMIT_CODE: '5000' } });
});
afterAll(() => s?.close());

let n = 0;
const { post, send } = portalCalls(() => s.url);
async function tokenLogin(username: string, password: string) {
  const randomStr = `lock${n++}`;
  const code = await imageCode(s.url, randomStr);
  return post('/auth/oauth/token', { username, password, randomStr, code, grant_type: 'password', scope: 'server' }, CLIENT_HEADER);
}
const lastCode = (recipient: string) => lastCodeOf(s.db, recipient);
const hashOf = async (userId: string) => (await s.db.selectFrom('app_user').select('password_hash').where('user_id', '=', userId).executeTakeFirstOrThrow()).password_hash;

describe('lockout under parallel guessing', () => {
  it('30 parallel wrong passwords verify at most five; the rest and then the right password answer the lock', async () => {
    const u = await makeUser(s.db);
    const hash = await hashOf(u.user_id);
    // Image codes first, so that the 30 logins themselves arrive together.
    const codes = await Promise.all(Array.from({ length: 30 }, async (_, i) => ({ randomStr: `burst${i}`, code: await imageCode(s.url, `burst${i}`) })));
    const replies = await Promise.all(
      codes.map(({ randomStr, code }) => post('/auth/oauth/token', { username: u.user_name, password: `Wrong#${randomStr}`, randomStr, code, grant_type: 'password', scope: 'server' }, CLIENT_HEADER)),
    );
    expect(verified.get(hash) ?? 0).toBeLessThanOrEqual(5);
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((x) => x !== 426 && x !== 423)).toEqual([]);
    expect(statuses.filter((x) => x === 423).length).toBeGreaterThanOrEqual(25);
    const right = await tokenLogin(u.user_name, u.password);
    expect(right.status).toBe(423);
    expect(right.body.msg).toBe('密码错误次数过多，账号已锁定，请15分钟后再试！');
    expect(verified.get(hash) ?? 0).toBeLessThanOrEqual(5);
  });

  it('a missing user costs one password verification too (no timing difference)', async () => {
    const before = [...verified.values()].reduce((a, b) => a + b, 0);
    expect((await tokenLogin('nobody_at_all', 'Wrong#1234')).status).toBe(426);
    expect([...verified.values()].reduce((a, b) => a + b, 0)).toBe(before + 1);
  });
});

describe('the owner keeps a way in while the password is locked', () => {
  async function lockedUser() {
    const supplier = await makeSupplier(s.db);
    const phone = `137${String(Date.now() % 1e8).padStart(8, '0')}`;
    const u = await makeUser(s.db, { supplier_id: supplier.supplier_id, phone, id_number: '110101199001011234' });
    for (let i = 0; i < 5; i++) await tokenLogin(u.user_name, 'Wrong#1234');
    expect((await tokenLogin(u.user_name, u.password)).status).toBe(423);
    return { ...u, phone };
  }

  it('SMS-code login still works', async () => {
    const u = await lockedUser();
    clock.advance(61_000);
    expect((await send('/isp/portal/user/getLoginCode', { phone: u.phone })).body.code).toBe(0);
    const res = await post('/auth/mobile/token/sms', { grant_type: 'mobile', mobile: `SMS@${u.phone}`, code: await lastCode(u.phone) }, CLIENT_HEADER);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'success', protalUser: { userName: u.user_name } });
  });

  it('password recovery by SMS code works and lifts the lock', async () => {
    const u = await lockedUser();
    clock.advance(61_000);
    expect((await send('/isp/portal/user/checkUserPhone', { userName: u.user_name, idNumber: '110101199001011234', phone: u.phone })).body.code).toBe(0);
    const reset = await post('/isp/portal/user/updatePwByPhone', { userName: u.user_name, phone: u.phone, code: await lastCode(u.phone), password: 'Fresh#Pass2026' });
    expect(reset.body.code).toBe(0);
    const res = await tokenLogin(u.user_name, 'Fresh#Pass2026');
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('success');
  });
});

// Keeps the import used: the module is mocked above, the test only needs its path.
void passwords;
