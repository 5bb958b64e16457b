// Password hashes and the OAuth client (issue 12): Argon2id at the configured cost, old scrypt
// hashes re-hashed on the next right password, and the Basic client header's value checked.
import { randomBytes, scryptSync } from 'node:crypto';
import { makeUser } from './helpers/fixtures';
import { CLIENT_HEADER, call, imageCode, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(120_000);

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

let n = 0;
async function tokenLogin(username: string, password: string, headers: Record<string, string> = CLIENT_HEADER) {
  const randomStr = `pw${n++}`;
  const code = await imageCode(s.url, randomStr);
  return call(s.url, 'POST', '/auth/oauth/token' + qs({ username, password, randomStr, code, grant_type: 'password', scope: 'server' }), { headers });
}
const storedHash = async (userId: string) => (await s.db.selectFrom('app_user').select('password_hash').where('user_id', '=', userId).executeTakeFirstOrThrow()).password_hash;

/** The format every password had before issue 12: scrypt with Node's default N=16384. */
function legacyScrypt(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 32).toString('base64')}`;
}

describe('password hashes', () => {
  it('new passwords are Argon2id', async () => {
    const u = await makeUser(s.db);
    expect(await storedHash(u.user_id)).toMatch(/^\$argon2id\$v=19\$/);
  });

  it('an old scrypt hash still logs in and is replaced by Argon2id on that login; a wrong password changes nothing', async () => {
    const old = legacyScrypt('Legacy#2026');
    const u = await makeUser(s.db, { password_hash: old });
    expect((await tokenLogin(u.user_name, 'Wrong#2026')).status).toBe(426);
    expect(await storedHash(u.user_id)).toBe(old);
    expect((await tokenLogin(u.user_name, 'Legacy#2026')).status).toBe(200);
    expect(await storedHash(u.user_id)).toMatch(/^\$argon2id\$/);
    expect((await tokenLogin(u.user_name, 'Legacy#2026')).status).toBe(200);
  });
});

describe('the OAuth client header', () => {
  it('a Basic header of an unknown client is refused; the browser client isp:isp passes', async () => {
    const evil = await tokenLogin('supplier01', 'Portal@2026', { Authorization: `Basic ${Buffer.from('evil:secret').toString('base64')}`, TENANT_ID: '1' });
    expect(evil.status).toBe(401);
    const browser = await tokenLogin('supplier01', 'Portal@2026', { Authorization: `Basic ${Buffer.from('isp:isp').toString('base64')}`, TENANT_ID: '1' });
    expect(browser.status).toBe(200);
  });
});
