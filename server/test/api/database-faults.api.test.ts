// The portal against a PostgreSQL that goes away: connections cut from the server side
// (pg_terminate_backend, as a restart or failover does), the database unreachable, and a start
// before the database exists. The server runs as its own process, so "it survives" means the
// process is still running, not that a test runner caught an error for it.
import { makeUser } from './helpers/fixtures';
import { call, loginToken } from './helpers/http';
import { createTestDb, withAdminClient, type TestDb } from './helpers/database';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';
import { runServerUntilExit, startServerProcess, type ServerProcess } from './helpers/server-process';
import { sql } from 'kysely';
import { seed } from '../../src/demo/index';
import { openDb, withoutStatementTimeout } from '../../src/db/index';
import { isDatabaseUnavailable } from '../../src/db/unavailable';

jest.setTimeout(180_000);

const onPostgres = process.env.TEST_DB === 'postgres';
const LIST = '/isp/portal/plogin/getInfoList?type=NEWS';
const SAVE = '/isp/portal/user/saveSupplierDetail';
const GET = '/isp/portal/user/getSupplierDetail';
const UNAVAILABLE = {
  'zh-CN': '服务暂时不可用，请稍后重试',
  'en-US': 'the service is temporarily unavailable, try again',
  'vi-VN': 'dịch vụ tạm thời không khả dụng, vui lòng thử lại',
} as const;

// Short limits, so "answers within the timeouts" is checked in seconds.
const LIMITS = { PORTAL_DB_CONNECT_TIMEOUT_MS: '1500', PORTAL_DB_STATEMENT_TIMEOUT_MS: '5000', PORTAL_READY_TIMEOUT_MS: '1000' };

async function cutEveryConnection(db: TestDb): Promise<number> {
  return withAdminClient(async (client) => {
    const res = await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [db.name]);
    return res.rowCount ?? 0;
  });
}

/** Polls fn until it holds; the time it took, or a failure naming the last answer. */
async function within(ms: number, what: string, fn: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await fn().catch(() => false)) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

const listAnswers = (url: string) => async () => {
  const res = await call(url, 'POST', LIST);
  return res.status === 200 && res.body.code === 0 && Array.isArray(res.body.records ?? res.body.data);
};

(onPostgres ? describe : describe.skip)('PostgreSQL connections cut or gone while the portal runs', () => {
  let db: TestDb;
  let proxy: TcpProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    db = await createTestDb();
    await seed(db.db, { now: new Date() });
    const target = new URL(db.url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(db.url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startServerProcess({
      DATABASE_URL: viaProxy.toString(),
      PORTAL_TEST_CAPTCHA: '1',
      PORTAL_RATE_LIMIT_LOGIN: '10000',
      PORTAL_RATE_LIMIT_CODE: '10000',
      ...LIMITS,
    });
  });

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await db?.drop();
  });

  afterEach(async () => {
    await proxy.setMode('up');
  });

  it('survives three cuts of every connection under concurrent requests, and answers again within 10 s of each', async () => {
    const statuses = new Map<number, number>();
    let running = true;
    const worker = async () => {
      while (running) {
        const res = await call(server.url, 'POST', LIST).catch(() => ({ status: -1 }));
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    try {
      for (let cut = 1; cut <= 3; cut++) {
        await new Promise((r) => setTimeout(r, 400));
        expect(await cutEveryConnection(db)).toBeGreaterThan(0);
        await within(10_000, `list after cut ${cut}`, listAnswers(server.url));
        expect(server.alive()).toBe(true);
        const health = await call(server.url, 'GET', '/health');
        expect(health.status).toBe(200);
      }
    } finally {
      running = false;
      await Promise.all(workers);
    }
    // Every answer was a success or the 503 of the catalogue; never a 500, never a dropped request.
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([200]));
    for (const status of statuses.keys()) expect([200, 503]).toContain(status);
    expect(server.output()).toContain('database connection lost');
  });

  it('while the database refuses connections: 503 with the message in the caller language, readiness 503, liveness 200; back by itself', async () => {
    await proxy.setMode('down');
    for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
      const started = Date.now();
      const res = await call(server.url, 'POST', LIST, { headers: { 'content-lang': lang } });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ code: 1, msg: UNAVAILABLE[lang] });
      expect(res.headers.get('retry-after')).toBe('5');
    }
    const ready = await call(server.url, 'GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'unavailable' });
    const live = await call(server.url, 'GET', '/health');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ status: 'ok', database: 'unavailable' });

    await proxy.setMode('up');
    await within(10_000, 'readiness after the database came back', async () => (await call(server.url, 'GET', '/health/ready')).status === 200);
    await within(10_000, 'list after the database came back', listAnswers(server.url));
  });

  it('a database that accepts connections but never answers costs one connect timeout, not a hang', async () => {
    await proxy.setMode('silent');
    const started = Date.now();
    const res = await call(server.url, 'POST', LIST, { headers: { 'content-lang': 'en-US' } });
    const took = Date.now() - started;
    expect(res.status).toBe(503);
    expect(res.body.msg).toBe(UNAVAILABLE['en-US']);
    // Connect timeout 1.5 s; generous bound for a loaded 2-core machine, far below a hang.
    expect(took).toBeLessThan(8000);
    expect((await call(server.url, 'GET', '/health/ready')).status).toBe(503);
    await proxy.setMode('up');
    await within(10_000, 'list after the path came back', listAnswers(server.url));
  });

  it('every acknowledged save is stored, through three cuts during a burst of concurrent saves', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => makeUser(db.db, { user_kind: 'temp' })));
    const tokens = await Promise.all(users.map((u) => loginToken(server.url, u.user_name, u.password)));
    const acked = new Array<number>(users.length).fill(0);
    const outcomes = new Map<number, number>();
    let running = true;
    const saver = async (i: number) => {
      for (let n = 1; running; n++) {
        const res = await call(server.url, 'POST', SAVE, {
          json: { flag: 'temp', supplierInfoAll: { supplierName: `断线测试公司 ${n}` } },
          headers: { 'isp-authorization': tokens[i] },
        }).catch(() => ({ status: -1, body: undefined as any }));
        outcomes.set(res.status, (outcomes.get(res.status) ?? 0) + 1);
        if (res.status === 200 && res.body?.code === 0) acked[i] = n;
      }
    };
    const savers = users.map((_, i) => saver(i));
    try {
      for (let cut = 0; cut < 3; cut++) {
        await new Promise((r) => setTimeout(r, 500));
        await cutEveryConnection(db);
      }
      await new Promise((r) => setTimeout(r, 1000));
    } finally {
      running = false;
      await Promise.all(savers);
    }
    expect(server.alive()).toBe(true);
    for (const status of outcomes.keys()) expect([200, 503]).toContain(status);
    expect(outcomes.get(200)).toBeGreaterThan(0);

    for (let i = 0; i < users.length; i++) {
      const res = await call(server.url, 'POST', GET, { headers: { 'isp-authorization': tokens[i] } });
      expect(res.status).toBe(200);
      const stored = Number(/(\d+)$/.exec(res.body.data.supplierInfoAll.supplierName ?? '')?.[1] ?? 0);
      // A save whose answer was lost in the cut may be stored too (so stored ≥ acknowledged),
      // but an acknowledged one is never missing.
      expect(stored).toBeGreaterThanOrEqual(acked[i]);
    }
  });
});

describe('starting without the database', () => {
  it('waits with backoff, saying what it waits for, then exits with one clear line and code 1', async () => {
    const gone = await startTcpProxy({ host: '127.0.0.1', port: 9 });
    await gone.setMode('down');
    try {
      const exit = await runServerUntilExit({ DATABASE_URL: `postgres://portal:secret@127.0.0.1:${gone.port}/portal`, PORTAL_DB_START_WAIT_S: '2', PORTAL_DB_CONNECT_TIMEOUT_MS: '500' });
      expect(exit.code).toBe(1);
      expect(exit.output).toMatch(new RegExp(`waiting for the database at 127\\.0\\.0\\.1:${gone.port}/portal \\(attempt 1: ECONNREFUSED`));
      expect(exit.output).toMatch(/portal server not started: gave up waiting for the database at .* after 2 s/);
      // The password never reaches the log, and the failure is a line, not a stack trace.
      expect(exit.output).not.toContain('secret');
      expect(exit.output).not.toMatch(/^\s+at /m);
    } finally {
      await gone.close();
    }
  });

  (onPostgres ? it : it.skip)('serves once a database that was down at start comes up', async () => {
    const db = await createTestDb();
    const target = new URL(db.url!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.setMode('down');
    const viaProxy = new URL(db.url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    let sawWaiting: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (sawWaiting = resolve));
    const starting = startServerProcess(
      { DATABASE_URL: viaProxy.toString(), PORTAL_DB_START_WAIT_S: '60', ...LIMITS },
      { onOutput: (all) => all.includes('waiting for the database') && sawWaiting() },
    );
    let server: ServerProcess | undefined;
    try {
      // The database comes up only once the server has said it is waiting for it.
      await waiting;
      await proxy.setMode('up');
      server = await starting;
      expect(server.output()).toContain('waiting for the database');
      expect((await call(server.url, 'GET', '/health/ready')).status).toBe(200);
    } finally {
      await server?.stop();
      await starting.catch(() => undefined);
      await proxy.close();
      await db.drop();
    }
  });
});

(onPostgres ? describe : describe.skip)('connection settings: statement timeout and work_mem', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db?.drop());

  it('cancels a statement past PORTAL_DB_STATEMENT_TIMEOUT_MS (a 503 for the caller), but not operator work', async () => {
    // One pooled connection: the operator's work must not have lifted its limit.
    const handle = await openDb({ databaseUrl: db.url!, pgliteDir: 'memory', postgres: { statementTimeoutMs: 200, poolMax: 1 }, onConnectionError: () => undefined });
    try {
      const slow = sql`select pg_sleep(0.6)`.execute(handle.db);
      await expect(slow).rejects.toMatchObject({ code: '57014' });
      await slow.catch((err: unknown) => expect(isDatabaseUnavailable(err)).toBe(true));
      await expect(withoutStatementTimeout(handle.db, (conn) => sql`select pg_sleep(0.6)`.execute(conn))).resolves.toBeDefined();
      // The pooled connection still has its limit after the operator's work.
      await expect(sql`select pg_sleep(0.6)`.execute(handle.db)).rejects.toMatchObject({ code: '57014' });
    } finally {
      await handle.close();
    }
  });

  it('gives each connection the work_mem of PORTAL_DB_WORK_MEM_MB (16 MB unless set)', async () => {
    for (const [limits, expected] of [[{}, '16MB'], [{ workMemMb: 32 }, '32MB']] as const) {
      const handle = await openDb({ databaseUrl: db.url!, pgliteDir: 'memory', postgres: limits, onConnectionError: () => undefined });
      try {
        const { rows } = await sql<{ work_mem: string }>`show work_mem`.execute(handle.db);
        expect(rows[0].work_mem).toBe(expected);
      } finally {
        await handle.close();
      }
    }
  });
});
