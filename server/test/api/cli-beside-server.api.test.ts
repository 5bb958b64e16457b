// Operator commands beside a running server on the embedded database (issue 12): PGlite can be
// open in one process only, and `pnpm portal outbox` used to crash with "Aborted". Now a read is
// answered through the server's local operator endpoint, a write is refused with a message that
// names the server, and a second server says who holds the folder — nobody opens it twice.
// PGlite on disk in a folder of its own, whatever TEST_DB says: the PostgreSQL run skips it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockFileOf, readHolder } from '../../src/db/embedded-lock';
import { OPERATOR_OUTBOX, OPERATOR_RUN } from '../../src/modules/operator/routes';
import { OPERATOR_HEADER } from '../../src/platform/local-door';
import { runCli } from './helpers/cli-process';
import { call, imageProof, login, qs } from './helpers/http';
import { runServerUntilExit, startServerProcess, type ServerProcess } from './helpers/server-process';

const onPglite = process.env.TEST_DB !== 'postgres';
const describeOnPglite = onPglite ? describe : describe.skip;

jest.setTimeout(240_000);

let dataDir: string;
let env: Record<string, string>;
let server: ServerProcess | undefined;
const phone = '+86 13977770001';
const lockFile = () => lockFileOf(path.join(dataDir, 'pg'));

beforeAll(async () => {
  if (!onPglite) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cli-'));
  env = { PORTAL_DATA_DIR: dataDir, PORTAL_PASSWORD_COST: 'test', PORTAL_TEST_CAPTCHA: '1' };
  // The demo holds a registration waiting for approval (register02, U-0006).
  expect((await runCli(env, ['seed'])).code).toBe(0);
  server = await startServerProcess(env);
});
afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describeOnPglite('portal commands beside a server on the embedded database', () => {
  it('a server on a folder where nothing was released says which pages cannot load', async () => {
    // Said once the server is ready, a moment after it listens (when startServerProcess returns).
    for (let i = 0; i < 100 && !server!.output().includes('portal server ready'); i++) await new Promise((r) => setTimeout(r, 50));
    expect(server!.output()).toMatch(/not released, so their pages show \\"not found\\": mf-public, mf-auth, mf-supplier, mf-sourcing, mf-contracts; run pnpm release <remote>/);
  });

  it('outbox reads through the running server, which keeps running', async () => {
    const sent = await call(server!.url, 'POST', '/isp/portal/plogin/getRegisterCode' + qs({ phone, ...(await imageProof(server!.url)) }));
    expect(sent.status).toBe(200);
    const run = await runCli(env, ['outbox', '--to', phone]);
    expect(run.stderr).not.toMatch(/Aborted/);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`sms   to ${phone}`);
    expect(run.stderr).toContain('read through the running portal server');
    expect(server!.alive()).toBe(true);
  });

  it("an operator's decisions run through the running server, recorded with the OS user", async () => {
    const list = await runCli(env, ['approvals']);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/U-0006\s+register02\s+.* UTC\s+越南太平洋电力设备有限公司 \(Pacific Power Equipment Vietnam Co., Ltd.\)/);
    expect(list.stderr).toContain('run by the running portal server');
    const shown = await runCli(env, ['approval', 'U-0006']);
    expect(shown.stdout).toContain('bankName: BIDV');
    const refused = await runCli(env, ['reject', 'U-0006']);
    expect([refused.code, refused.stderr.trim()]).toEqual([1, 'error: reject needs --reason "why"']);
    const approved = await runCli(env, ['approve', 'U-0006']);
    expect(approved.code).toBe(0);
    expect(approved.stdout).toMatch(/^approved: U-0006 is now the main user of supplier SUP-\w+ and can log in to the site/);
    const twice = await runCli(env, ['approve', 'U-0006']);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('This application is not waiting for approval (it is approved)');
    const audit = await runCli(env, ['audit', '--target', 'registration:U-0006']);
    expect(audit.stdout).toMatch(new RegExp(`registration\\.approve\\s+registration:U-0006\\s+by cli:${os.userInfo().username}`));
    expect(server!.alive()).toBe(true);
  });

  it("an operator's password reset texts a temporary password, prints only where it went, and is audited", async () => {
    const missing = await runCli(env, ['password-reset']);
    expect([missing.code, missing.stderr.trim()]).toEqual([1, 'error: password-reset needs the user name']);
    const unknown = await runCli(env, ['password-reset', 'nobody_x1']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('400 The user does not exist!');
    const run = await runCli(env, ['password-reset', 'changepw01']);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe('password of changepw01 reset: a temporary password went by SMS to 138****0003; the next login must change it, and every session of the user has ended');
    const outbox = await runCli(env, ['outbox', '--to', '13800000003', '--limit', '1']);
    const temporary = /临时密码为 (\S+)，/.exec(outbox.stdout)![1];
    expect(run.stdout).not.toContain(temporary);
    const next = await login(server!.url, 'changepw01', temporary);
    expect([next.status, next.body.result]).toEqual([200, 'userToChangePass']);
    const audit = await runCli(env, ['audit', '--target', 'user:U-0003']);
    expect(audit.stdout).toMatch(new RegExp(`user\\.password-reset\\s+user:U-0003\\s+by cli:${os.userInfo().username}`));
  });

  it('a command that writes (seed, migrate) is refused with a message naming the server', async () => {
    for (const command of ['seed', 'migrate']) {
      const run = await runCli(env, [command]);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`^error: '${command}' cannot open the embedded database at .*: it is open in the portal server \\(pid \\d+, http://127\\.0\\.0\\.1:\\d+\\)`));
      expect(run.stderr).toMatch(/Stop that process first/);
      expect(run.stderr).not.toMatch(/Aborted|    at /);
    }
    expect(server!.alive()).toBe(true);
  });

  it('a second server on the same folder says who holds it and exits', async () => {
    const second = await runServerUntilExit(env);
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/portal server not started: the embedded database at .* is open in the portal server \(pid \d+/);
    expect(second.output).not.toMatch(/Aborted/);
  });

  it('the operator endpoint opens only to the secret in the lock file, which only its owner may read', async () => {
    const holder = readHolder(lockFile())!;
    expect(holder).toEqual(expect.objectContaining({ role: 'server', pid: expect.any(Number), url: server!.url }));
    expect(fs.statSync(lockFile()).mode & 0o077).toBe(0);
    expect((await fetch(`${server!.url}${OPERATOR_OUTBOX}`)).status).toBe(404);
    expect((await fetch(`${server!.url}${OPERATOR_OUTBOX}`, { headers: { [OPERATOR_HEADER]: 'guess' } })).status).toBe(404);
    // Whatever the body, without the secret the door is an unknown path: no schema error naming its commands.
    for (const body of ['{', '{"command":{"name":"nope"},"osUser":"x"}', '{"command":{}}', 'x'.repeat(5000)]) {
      const res = await fetch(`${server!.url}${OPERATOR_RUN}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const text = await res.text();
      expect(res.status).toBe(404);
      expect(text).not.toMatch(/approve|approvals|must be equal/);
    }
    const allowed = await fetch(`${server!.url}${OPERATOR_OUTBOX}?limit=1`, { headers: { [OPERATOR_HEADER]: holder.secret! } });
    expect(allowed.status).toBe(200);
    expect((await allowed.json()).data).toHaveLength(1);
  });

  it('once the server stops, commands open the database themselves; a lock left by a dead process is taken over', async () => {
    await server!.stop();
    expect(fs.existsSync(lockFile())).toBe(false);
    const direct = await runCli(env, ['outbox', '--to', phone]);
    expect(direct.code).toBe(0);
    expect(direct.stdout).toContain(`sms   to ${phone}`);
    expect(direct.stderr).not.toContain('read through');

    // kill -9 leaves the lock behind: its pid is gone, so the next process takes it over.
    fs.writeFileSync(lockFile(), JSON.stringify({ pid: 2 ** 22 + 12345, role: 'server', startedAt: new Date().toISOString() }));
    const afterCrash = await runCli(env, ['outbox', '--to', phone]);
    expect(afterCrash.code).toBe(0);
    expect(afterCrash.stdout).toContain(phone);
    expect(fs.existsSync(lockFile())).toBe(false);
  });
});
