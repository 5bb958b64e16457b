// What the slider puzzle protects (spec 01 §4, issue 12): a logged-in supplier opens a source or
// sale detail only with a fresh, single-use pass from a puzzle solved in the same session; puzzle
// pictures and answers are rate-limited.
import { publicDb } from '../../src/modules/files/tables';
import { PASS_TTL_MS } from '../../src/modules/puzzle/pass';
import { FixedClock } from '../../src/platform/clock';
import { refusals } from '../../src/platform/rate-limit';
import { makeSupplier, makeUser } from './helpers/fixtures';
import { CLIENT_HEADER, call, loginToken, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

const PUZZLES_PER_MINUTE = 6;
let s: TestServer;
const clock = new FixedClock(new Date());
beforeAll(async () => {
  s = await startTestServer({ clock, env: { PORTAL_RATE_LIMIT_PUZZLE: String(PUZZLES_PER_MINUTE) } });
});
afterAll(() => s?.close());
// Each test starts with a fresh minute of puzzle allowance.
beforeEach(() => clock.advance(61_000));

const P = '/isp/portal/plogin';
const SALE = 'S-CS20260001';
const auth = (token: string) => ({ 'isp-authorization': token });

function humanTrace(target: number) {
  return Array.from({ length: 31 }, (_, i) => {
    const f = i / 30;
    const eased = f < 0.5 ? 2 * f * f : 1 - (-2 * f + 2) ** 2 / 2;
    return { t: i * 33 + (i % 3) * 4, x: Math.round(target * eased), y: [0, 1, 1, 2, 1, 0][i % 6] };
  });
}

/** Solves a puzzle as the holder of `token` would (the target read from the database) and returns the pass. */
async function solve(token?: string): Promise<string | undefined> {
  const headers = token ? auth(token) : {};
  const puzzle = await call(s.url, 'POST', `${P}/getSliderPuzzle`, { headers });
  const puzzleId = puzzle.body.data.puzzleId as string;
  const { target_x: x } = await publicDb(s.db).selectFrom('slider_puzzle').select('target_x').where('puzzle_id', '=', puzzleId).executeTakeFirstOrThrow();
  const res = await call(s.url, 'POST', `${P}/checkSliderPuzzle`, { json: { puzzleId, x, trace: humanTrace(x) }, headers });
  expect(res.status).toBe(200);
  return res.body.data.pass;
}

const detail = (headers: Record<string, string>, params: Record<string, string> = {}) => call(s.url, 'POST', `${P}/getSourceDetail` + qs({ sourceId: SALE, ...params }), { headers });

describe('source and sale details for a logged-in supplier', () => {
  it('a visitor reads the public detail without a puzzle, and a solved puzzle gives a visitor no pass', async () => {
    expect((await detail({})).body.data.sourceNum).toBe('CS20260001');
    expect(await solve()).toBeUndefined();
  });

  it.each([
    ['zh-CN', '请先完成滑块验证再查看详情'],
    ['en-US', 'Please complete the slider verification before opening the details'],
    ['vi-VN', 'Vui lòng hoàn thành xác minh thanh trượt trước khi xem chi tiết'],
  ])('without a pass is refused (%s)', async (lang, msg) => {
    const token = await loginToken(s.url);
    const res = await detail({ ...auth(token), 'content-lang': lang });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 1, msg });
  });

  it('with a pass opens once; the same pass again is refused', async () => {
    const token = await loginToken(s.url);
    const pass = await solve(token);
    expect(pass).toEqual(expect.any(String));
    const first = await detail(auth(token), { puzzlePass: pass! });
    expect(first.status).toBe(200);
    expect(first.body.data.sourceId).toBe(SALE);
    const again = await detail(auth(token), { puzzlePass: pass! });
    expect(again.status).toBe(403);
  });

  it("the spec's path (source/getSourceDetail) asks the same pass, and a pass used there is used up on both", async () => {
    const token = await loginToken(s.url);
    const bySpec = (params: Record<string, string>) => call(s.url, 'POST', '/isp/portal/source/getSourceDetail' + qs({ sourceId: SALE, ...params }), { headers: auth(token) });
    expect((await bySpec({})).status).toBe(403);
    const pass = (await solve(token))!;
    expect((await bySpec({ puzzlePass: pass })).status).toBe(200);
    expect((await detail(auth(token), { puzzlePass: pass })).status).toBe(403);
  });

  it('two requests racing with one pass get one detail between them', async () => {
    const token = await loginToken(s.url);
    const pass = (await solve(token))!;
    const statuses = await Promise.all(Array.from({ length: 6 }, () => detail(auth(token), { puzzlePass: pass }).then((r) => r.status)));
    expect(statuses.sort()).toEqual([200, 403, 403, 403, 403, 403]);
  });

  it("a pass of another session is refused: the same supplier's other login, and another supplier", async () => {
    const mine = await loginToken(s.url);
    const otherLogin = await loginToken(s.url);
    const supplier = await makeSupplier(s.db, { wf_su_status: 'NOT_WAREHOUSING' });
    const user = await makeUser(s.db, { supplier_id: supplier.supplier_id, roles: 'supplier' });
    const stranger = await loginToken(s.url, user.user_name, user.password);
    for (const other of [otherLogin, stranger]) {
      const pass = (await solve(other))!;
      expect((await detail(auth(mine), { puzzlePass: pass })).status).toBe(403);
      // Refused for the wrong session, the pass is still good for its own.
      expect((await detail(auth(other), { puzzlePass: pass })).status).toBe(200);
    }
  });

  it('a pass expires after its short life (the injected clock moves)', async () => {
    const token = await loginToken(s.url);
    const pass = (await solve(token))!;
    clock.advance(PASS_TTL_MS + 1);
    expect((await detail(auth(token), { puzzlePass: pass })).status).toBe(403);

    const fresh = (await solve(token))!;
    clock.advance(PASS_TTL_MS - 1_000);
    expect((await detail(auth(token), { puzzlePass: fresh })).status).toBe(200);
  });

  it('a pass survives a token refresh: it belongs to the login, not to one token', async () => {
    const login = await call(s.url, 'POST', '/auth/oauth/token' + qs({ username: 'supplier01', password: 'Portal@2026', randomStr: 'pp-refresh', code: await codeFor('pp-refresh'), grant_type: 'password', scope: 'server' }), { headers: CLIENT_HEADER });
    const pass = (await solve(login.body.access_token))!;
    const refreshed = await call(s.url, 'POST', '/auth/token/refresh' + qs({ refresh_token: login.body.refresh_token }), { headers: CLIENT_HEADER });
    expect(refreshed.status).toBe(200);
    expect((await detail(auth(refreshed.body.access_token), { puzzlePass: pass })).status).toBe(200);
  });

  it('a pass is not a search key: a garbage or overlong one is refused like a missing one', async () => {
    const token = await loginToken(s.url);
    expect((await detail(auth(token), { puzzlePass: 'x' })).status).toBe(403);
    expect((await detail(auth(token), { puzzlePass: 'x'.repeat(500) })).status).toBe(400);
  });
});

describe('puzzle rate limits', () => {
  it('pictures: more than the limit a minute from one address are 429, and refusals are counted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PUZZLES_PER_MINUTE + 2; i++) statuses.push((await call(s.url, 'POST', `${P}/getSliderPuzzle`)).status);
    expect(statuses).toEqual([...Array(PUZZLES_PER_MINUTE).fill(200), 429, 429]);
    expect(await refusals(s.db, 'puzzle:127.0.0.1')).toBeGreaterThanOrEqual(2);
  });

  it('answers: more than the limit a minute are 429, right or wrong', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PUZZLES_PER_MINUTE + 1; i++) {
      statuses.push((await call(s.url, 'POST', `${P}/checkSliderPuzzle`, { json: { puzzleId: `guess${i}`, x: 100, trace: humanTrace(100) } })).status);
    }
    expect(statuses).toEqual([...Array(PUZZLES_PER_MINUTE).fill(400), 429]);
  });
});

async function codeFor(randomStr: string): Promise<string> {
  const res = await fetch(`${s.url}/code?randomStr=${randomStr}`);
  await res.arrayBuffer();
  return res.headers.get('x-test-code')!;
}
