import { FixedClock } from '../../src/platform/clock';
import { refusals } from '../../src/platform/rate-limit';
import { call, login } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
const clock = new FixedClock(new Date());
beforeAll(async () => {
  s = await startTestServer({ clock, env: { PORTAL_RATE_LIMIT_LOGIN: '3', PORTAL_RATE_LIMIT_CODE: '5' } });
});
afterAll(() => s?.close());

let n = 0;
const codeStatus = async () => (await call(s.url, 'GET', `/code?randomStr=rl${n++}`)).status;
/** Moves the clock to `ms` after the start of the next whole minute (a fixed window's edge). */
function toNextMinute(ms: number): void {
  const t = clock.now().getTime();
  clock.set(new Date(t - (t % 60_000) + 60_000 + ms));
}

describe('rate limits', () => {
  it('the fourth login attempt of a minute is 429, and a minute later it is open again', async () => {
    for (let i = 0; i < 3; i++) expect((await login(s.url, 'supplier01', 'Wrong@2026')).status).toBe(426);
    const limited = await login(s.url, 'supplier01', 'Portal@2026');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 1, msg: '请求过于频繁' });
    clock.advance(60_001);
    expect((await login(s.url, 'supplier01', 'Portal@2026')).status).toBe(200);
  });

  it('limits image codes per address', async () => {
    clock.advance(120_000);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await codeStatus());
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a burst across a minute edge passes at most the limit (a sliding window, not fixed minutes)', async () => {
    // Leave the previous test's window first: the next minute's edge alone may be under a minute
    // away from it (when the clock started in the last second of a minute).
    clock.advance(60_001);
    toNextMinute(59_000);
    const before = await refusals(s.db, 'code:127.0.0.1');
    const late: number[] = [];
    for (let i = 0; i < 5; i++) late.push(await codeStatus());
    expect(late).toEqual([200, 200, 200, 200, 200]);
    // Two seconds later the minute has turned: a fixed window would let five more through.
    clock.advance(2_000);
    const early: number[] = [];
    for (let i = 0; i < 5; i++) early.push(await codeStatus());
    expect(early).toEqual([429, 429, 429, 429, 429]);
    expect(await refusals(s.db, 'code:127.0.0.1')).toBe(before + 5);
    // A full window after the burst the address may go on.
    clock.advance(58_001);
    expect(await codeStatus()).toBe(200);
  });

  it('parallel requests cannot pass together: 20 at once with room for 5', async () => {
    clock.advance(120_000);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => codeStatus()));
    expect(statuses.filter((x) => x === 200).length).toBe(5);
    expect(statuses.filter((x) => x === 429).length).toBe(15);
  });
});
