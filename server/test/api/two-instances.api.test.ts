// Two server processes behind one PostgreSQL database (issue 12, "Going past one machine" in
// ARCHITECTURE.md): everything a second instance must agree on lives in the database (sessions,
// lockout, rate limits, codes, puzzle passes) or in the shared data folder (the release registry).
// Each proof starts on one instance and finishes on the other. PostgreSQL only: the embedded
// database is one process's by nature (cli-beside-server.api.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicDb } from '../../src/modules/files/tables';
import { releaseRemote } from '../../src/platform/releases';
import { createTestDb, type TestDb } from './helpers/database';
import { makeRemoteBuild, makeSource, makeSupplier, makeUser } from './helpers/fixtures';
import { CLIENT_HEADER, call, imageCode, imageProof, qs } from './helpers/http';
import { startServerProcess, type ServerProcess } from './helpers/server-process';

const onPostgres = process.env.TEST_DB === 'postgres';
const describeOnPostgres = onPostgres ? describe : describe.skip;

jest.setTimeout(240_000);

// Room for the lockout test's seven attempts on one name; the rate limit test uses a name of its own.
const LOGINS_PER_MINUTE = 7;
let db: TestDb | undefined;
let dataDir: string;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;

beforeAll(async () => {
  if (!onPostgres) return;
  db = await createTestDb();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-two-'));
  const env = { DATABASE_URL: db.url!, PORTAL_DATA_DIR: dataDir, PORTAL_TEST_CAPTCHA: '1', PORTAL_RATE_LIMIT_LOGIN: String(LOGINS_PER_MINUTE) };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

let n = 0;
/** A password login on `on`, with an image code fetched from `codeFrom`. */
async function login(on: ServerProcess, codeFrom: ServerProcess, username: string, password: string) {
  const randomStr = `two${n++}`;
  const code = await imageCode(codeFrom.url, randomStr);
  return call(on.url, 'POST', '/auth/oauth/token' + qs({ username, password, randomStr, code, grant_type: 'password', scope: 'server' }), { headers: CLIENT_HEADER });
}

async function supplierUser() {
  const supplier = await makeSupplier(db!.db);
  return makeUser(db!.db, { supplier_id: supplier.supplier_id, roles: 'supplier' });
}

describeOnPostgres('two server instances on one PostgreSQL database', () => {
  it('are two processes on two ports', () => {
    expect(a!.url).not.toBe(b!.url);
    expect(a!.child.pid).not.toBe(b!.child.pid);
  });

  it('a login on A (with an image code from B) is valid on B, and a logout on B ends it on A', async () => {
    const u = await supplierUser();
    const res = await login(a!, b!, u.user_name, u.password);
    expect(res.status).toBe(200);
    const token = res.body.access_token as string;
    const info = await call(b!.url, 'GET', '/isp/portal/user/info', { headers: { 'isp-authorization': token } });
    expect(info.status).toBe(200);
    expect(info.body.data.userName).toBe(u.user_name);
    await call(b!.url, 'GET', '/isp/portal/user/logout', { headers: { 'isp-authorization': token } });
    expect((await call(a!.url, 'GET', '/isp/portal/user/info', { headers: { 'isp-authorization': token } })).body.msg).toBe('loginInvalid');
  });

  it('five wrong passwords split across A and B lock the account on both', async () => {
    const u = await supplierUser();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const [on, other] = i % 2 ? [b!, a!] : [a!, b!];
      statuses.push((await login(on, other, u.user_name, `Wrong#${i}`)).status);
    }
    expect(statuses).toEqual([426, 426, 426, 426, 423]);
    expect((await login(a!, a!, u.user_name, u.password)).status).toBe(423);
    expect((await login(b!, b!, u.user_name, u.password)).status).toBe(423);
  });

  it('an SMS code sent through A verifies on B', async () => {
    const phone = '+86 13966660001';
    const sent = await call(a!.url, 'POST', '/isp/portal/plogin/getRegisterCode' + qs({ phone, ...(await imageProof(a!.url)) }));
    expect(sent.status).toBe(200);
    const code = sent.headers.get('x-test-code')!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await call(b!.url, 'POST', '/isp/portal/plogin/registerCodeVerify' + qs({ phone, code: wrong }))).status).not.toBe(200);
    expect((await call(b!.url, 'POST', '/isp/portal/plogin/registerCodeVerify' + qs({ phone, code }))).status).toBe(200);
  });

  it('a puzzle pass issued by A opens one detail on B, and only once', async () => {
    const u = await supplierUser();
    const token = (await login(a!, a!, u.user_name, u.password)).body.access_token as string;
    const headers = { 'isp-authorization': token };
    const puzzle = await call(a!.url, 'POST', '/isp/portal/plogin/getSliderPuzzle', { headers });
    const puzzleId = puzzle.body.data.puzzleId as string;
    const { target_x: x } = await publicDb(db!.db).selectFrom('slider_puzzle').select('target_x').where('puzzle_id', '=', puzzleId).executeTakeFirstOrThrow();
    const trace = Array.from({ length: 31 }, (_, i) => {
      const f = i / 30;
      return { t: i * 33 + (i % 3) * 4, x: Math.round(x * (f < 0.5 ? 2 * f * f : 1 - (-2 * f + 2) ** 2 / 2)), y: [0, 1, 1, 2, 1, 0][i % 6] };
    });
    const pass = (await call(a!.url, 'POST', '/isp/portal/plogin/checkSliderPuzzle', { json: { puzzleId, x, trace }, headers })).body.data.pass as string;
    const { source_id: sourceId } = await makeSource(db!.db);
    const onB = await call(b!.url, 'POST', '/isp/portal/plogin/getSourceDetail' + qs({ sourceId, puzzlePass: pass }), { headers });
    expect(onB.status).toBe(200);
    expect(onB.body.data.sourceId).toBe(sourceId);
    expect((await call(a!.url, 'POST', '/isp/portal/plogin/getSourceDetail' + qs({ sourceId, puzzlePass: pass }), { headers })).status).toBe(403);
  });

  it('a rate limit counts the hits on both: login attempts for one name, alternating A and B', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOGINS_PER_MINUTE + 2; i++) statuses.push((await login(i % 2 ? b! : a!, a!, 'nobody-two-instances', 'Wrong#1')).status);
    expect(statuses).toEqual([...Array(LOGINS_PER_MINUTE).fill(426), 429, 429]);
  });

  it('a release made beside them is live on both (the registry lives in the shared data folder)', async () => {
    const { version } = releaseRemote({ remote: 'mf-public', fromDir: makeRemoteBuild(path.join(dataDir, 'build-src')), dataDir });
    for (const server of [a!, b!]) {
      const registry = await call(server.url, 'GET', '/mf/registry.json');
      expect(registry.body.remotes).toEqual([expect.objectContaining({ remote: 'mf-public', version })]);
    }
  });
});
