// `pnpm portal` sourcing and clock commands (issue 14) beside a running demo server on the
// embedded database: they run in that server through its local door, so `clock advance` moves the
// server's own clock, and the bids that open are those the server's time allows. Once the server
// is stopped the commands open the database themselves and read the same moved time from the
// data folder. PGlite on disk only, like cli-beside-server.api.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from './helpers/cli-process';
import { call, operatorToken } from './helpers/http';
import { startServerProcess, type ServerProcess } from './helpers/server-process';

const onPglite = process.env.TEST_DB !== 'postgres';
const describeOnPglite = onPglite ? describe : describe.skip;

jest.setTimeout(240_000);

let dataDir: string;
let env: Record<string, string>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (!onPglite) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-source-cli-'));
  env = { PORTAL_DATA_DIR: dataDir, PORTAL_PASSWORD_COST: 'test', PORTAL_TEST_CAPTCHA: '1', PORTAL_MOVABLE_CLOCK: '1' };
  expect((await runCli(env, ['seed'])).code).toBe(0);
  server = await startServerProcess(env);
});
afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describeOnPglite('sourcing commands beside a demo server', () => {
  it('lists the demo sources and shows one without a price before its opening', async () => {
    const list = await runCli(env, ['sources', '--phase', 'openable']);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/XJ20260111\s+XJ\/wz openable/);
    expect(list.stderr).toContain('run by the running portal server');
    const one = await runCli(env, ['source', 'XJ20260107']);
    expect(one.code).toBe(0);
    expect(one.stdout).toMatch(/BJ-XJ20260107-1-D001 round 1 sent\s+SUP-0001/);
    expect(one.stdout).not.toMatch(/\d{3,}\.\d{2}/);
    const early = await runCli(env, ['open-bids', 'XJ20260107']);
    expect([early.code, early.stderr]).toEqual([1, expect.stringContaining('Bids open at')]);
  });

  it("clock advance moves the running server's clock; then the bids open and the source is awarded", async () => {
    const moved = await runCli(env, ['clock', 'advance', '7d']);
    expect(moved.code).toBe(0);
    expect(moved.stdout).toMatch(/^portal clock: .* \(ahead of real time by 1008\d min\)/);
    // The server itself answers with the moved time.
    const operator = await operatorToken(server!.url);
    const shown = await call(server!.url, 'POST', '/isp/operator/clock/show', { json: {}, headers: { 'isp-authorization': operator } });
    expect(Math.abs(shown.body.data.offsetMs - 7 * 86_400_000)).toBeLessThan(5000);

    const opened = await runCli(env, ['open-bids', 'XJ20260107']);
    expect(opened.code).toBe(0);
    expect(opened.stdout).toMatch(/^opened round 1 of S-XJ20260107: 1 quotation\(s\)\n  round 1 BJ-XJ20260107-1-D001 华能示范电力设备有限公司 +\d+\.\d{2} CNY/);
    const refused = await runCli(env, ['award', 'XJ20260107', '--suppliers', 'SUP-DEMO-A']);
    expect([refused.code, refused.stderr.trim()]).toEqual([1, expect.stringContaining('Supplier SUP-DEMO-A sent no quotation in round 1 and cannot win')]);
    const awarded = await runCli(env, ['award', 'XJ20260107', '--suppliers', 'SUP-0001', '--remark', '最低价']);
    expect(awarded.stdout).toContain('awarded: XJ20260107 to SUP-0001 (round 1); result notice N-award-XJ20260107 is on the home page');
    const audit = await runCli(env, ['audit', '--target', 'source:S-XJ20260107']);
    expect(audit.stdout).toMatch(new RegExp(`source\\.award\\s+source:S-XJ20260107\\s+by cli:${os.userInfo().username}`));
  });

  it('source-publish reads a JSON file and refuses a bad one with the API message', async () => {
    const soon = (h: number) => new Date(Date.now() + 7 * 86_400_000 + h * 3600_000).toISOString();
    const good = path.join(dataDir, 'source.json');
    fs.writeFileSync(good, JSON.stringify({ sourceType: 'XJ', quotationKind: 'wz', title: '命令行发布询价', method: 'OPEN', currency: 'CNY', endTime: soon(24), openingTime: soon(25), lines: [{ description: '备件', quantity: 3 }] }));
    const published = await runCli(env, ['source-publish', good]);
    expect(published.code).toBe(0);
    expect(published.stdout).toMatch(/^published: XJ2026\d{4} \(S-XJ2026\d{4}\); its notice N-src-XJ2026\d{4} is on the home page/);
    const bad = path.join(dataDir, 'bad.json');
    fs.writeFileSync(bad, JSON.stringify({ sourceType: 'XJ', quotationKind: 'wz', title: 'x', method: 'OPEN', currency: 'CNY', endTime: soon(30), openingTime: soon(25), lines: [{ description: 'a', quantity: 1 }] }));
    const refused = await runCli(env, ['source-publish', bad]);
    expect([refused.code, refused.stderr]).toEqual([1, expect.stringContaining('the query deadline must not be later than the end time')]);
  });

  it('with the server stopped, the commands read the moved clock from the data folder', async () => {
    await server!.stop();
    const shown = await runCli(env, ['clock']);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/ahead of real time by 1008\d min/);
    expect(shown.stderr).not.toContain('running portal server');
    const refused = await runCli({ ...env, PORTAL_MOVABLE_CLOCK: '0' }, ['clock', 'advance', '1d']);
    expect([refused.code, refused.stderr.trim()]).toEqual([1, 'error: The clock of this portal cannot be moved (PORTAL_MOVABLE_CLOCK=1 is not set)']);
  });
});
