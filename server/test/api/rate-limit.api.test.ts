import { FixedClock } from '../../src/platform/clock';
import { call, login } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
const clock = new FixedClock(new Date());
beforeAll(async () => {
  s = await startTestServer({ clock, env: { PORTAL_RATE_LIMIT_LOGIN: '3', PORTAL_RATE_LIMIT_CODE: '5' } });
});
afterAll(() => s?.close());

describe('rate limits', () => {
  it('the fourth login attempt of a minute is 429, and the next minute is open again', async () => {
    for (let i = 0; i < 3; i++) expect((await login(s.url, 'supplier01', 'Wrong@2026')).status).toBe(426);
    const limited = await login(s.url, 'supplier01', 'Portal@2026');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 1, msg: 'request too frequent' });
    clock.advance(60_000);
    expect((await login(s.url, 'supplier01', 'Portal@2026')).status).toBe(200);
  });

  it('limits image codes per address', async () => {
    clock.advance(60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(s.url, 'GET', `/code?randomStr=rl${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
