// The movable clock of tests and demos (issue 14): with PORTAL_MOVABLE_CLOCK=1 an operator moves
// the server's clock (clock/set, clock/advance), every decision of the server follows it (here: when
// bids may open), the offset is kept in a file that a restarted server — or another process on the
// same data folder — reads, and each move is audited. Without the setting the calls are 404
// (source-admin.api.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OffsetClock, readClockOffset } from '../../src/platform/clock';
import { loginToken, operatorCall, operatorToken, call } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(120_000);

const DAY = 86_400_000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-clock-'));
const file = path.join(dir, 'clock-offset.json');
const clock = new OffsetClock(file);
let s: TestServer;
let operator: string;
beforeAll(async () => {
  s = await startTestServer({ clock, env: { PORTAL_MOVABLE_CLOCK: '1' } });
  operator = await operatorToken(s.url);
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const en = { 'content-lang': 'en-US' };
const op = (p: string, json: unknown = {}) => operatorCall(s.url, operator, p, json, en);
const near = (iso: string, expected: number) => expect(Math.abs(new Date(iso).getTime() - expected)).toBeLessThan(60_000);

it('shows the clock at real time before anyone moves it', async () => {
  const res = await op('/clock/show');
  expect(res.body.data).toMatchObject({ offsetMs: 0, movable: true });
  near(res.body.data.now, Date.now());
});

it('advance and set move the server clock, keep the offset in the data folder, and are audited', async () => {
  const advanced = await op('/clock/advance', { ms: 2 * DAY });
  expect(advanced.body.data.offsetMs).toBe(2 * DAY);
  near(advanced.body.data.now, Date.now() + 2 * DAY);
  expect(readClockOffset(file)).toBe(2 * DAY);
  // Another process on the same folder (a restarted server, the CLI on PostgreSQL) sees it too.
  near(new OffsetClock(file).now().toISOString(), Date.now() + 2 * DAY);
  // A token lives for hours: after two days the operator logs in again.
  operator = await operatorToken(s.url);

  const target = new Date(Date.now() + 30 * DAY);
  const set = await op('/clock/set', { at: target.toISOString() });
  near(set.body.data.now, target.getTime());
  // Every response tells the pages the server's time: they judge deadlines by it (serverNow).
  const publicCounts = await call(s.url, 'POST', '/isp/portal/plogin/getIndexTopPon', { json: {} });
  expect(Math.abs(Number(publicCounts.headers.get('x-server-time')) - target.getTime())).toBeLessThan(60_000);
  operator = await operatorToken(s.url);
  const audit = await op('/getAuditList', { target: 'clock', limit: 5 });
  expect(audit.body.data.map((e: { action: string }) => e.action)).toEqual(['clock.set', 'clock.advance']);
  expect(audit.body.data[0]).toMatchObject({ actorKind: 'operator', actorId: 'U-0005' });
  await op('/clock/set', { at: new Date().toISOString() });
  operator = await operatorToken(s.url);
});

it('refuses moves beyond ten years and malformed input', async () => {
  const far = await op('/clock/set', { at: '2099-01-01T00:00:00Z' });
  expect([far.status, far.body.msg]).toEqual([400, 'The clock may be moved at most 10 years from real time']);
  expect((await op('/clock/advance', { ms: 20 * 366 * DAY })).status).toBe(400);
  expect((await op('/clock/advance', { ms: 'soon' })).status).toBe(400);
  expect((await op('/clock/set', { at: '2027-01-01' })).body.msg).toBe('at has an invalid format');
  const supplier = await loginToken(s.url, 'supplier01');
  expect((await call(s.url, 'POST', '/isp/operator/clock/advance', { json: { ms: DAY }, headers: { 'isp-authorization': supplier } })).status).toBe(403);
});

it('bids open when the moved clock has passed the opening time', async () => {
  const inHours = (h: number) => new Date(clock.now().getTime() + h * 3600_000).toISOString();
  const published = await op('/source/publish', {
    sourceType: 'XJ', quotationKind: 'gc', title: '时钟试验询价', method: 'OPEN', currency: 'CNY',
    endTime: inHours(24), openingTime: inHours(25), lines: [{ description: '检修服务', quantity: '1' }],
  });
  const { sourceId } = published.body.data;
  expect((await op('/source/openBids', { sourceId })).status).toBe(409);
  await op('/clock/advance', { ms: 26 * 3600_000 });
  operator = await operatorToken(s.url);
  expect((await op('/source/openBids', { sourceId })).body.data).toEqual({ sourceId, round: 1, opened: 0 });
  expect((await op('/source/detail', { sourceId })).body.data.phase).toBe('opened');
  // The public lists follow the same clock: the source is past its end time.
  const pub = await call(s.url, 'POST', '/isp/portal/plogin/getSourceDetail', { json: { sourceId } });
  expect(pub.body.data.openState).toBe('expired');
});
