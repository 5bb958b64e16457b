// Home-page, notice-search and global-search latency on a large database, in-process
// (app.inject: the full Fastify path without socket noise), p50/p95 per call beside its goal.
//   pnpm bench:api [--notices N] [--runs R]                      throwaway in-memory PGlite (N = 100,000)
//   pnpm bench:api --database-url postgres://… [--notices N]     PostgreSQL (N = 1,000,000)
//   … --busy [S]   two CPU busy loops (child processes, each ending by itself after S s, 600 by
//                   default) run beside the measurement: the "busy machine" of the goals
// On PostgreSQL the database is kept: the seed adds only the notices it lacks (stable ids), so a
// second run measures at once. VACUUM ANALYZE follows a load there, as ANALYZE does on PGlite.
import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb, withoutStatementTimeout } from '../src/db/index';
import { migrateToLatest } from '../src/db/migrate';
import { describeTarget } from '../src/db/wait-for-database';
import { seed } from '../src/demo/index';
import { systemClock } from '../src/platform/clock';

const option = (name: string) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
};
const DATABASE_URL = option('--database-url');
const NOTICES = Number(option('--notices') ?? (DATABASE_URL ? 1_000_000 : 100_000));
const RUNS = Number(option('--runs') ?? 200);
const BUSY = process.argv.includes('--busy');
const BUSY_SECONDS = Number(/^\d+$/.test(option('--busy') ?? '') ? option('--busy') : 600);

/** Two processes spinning on the CPU, each stopping by itself after `seconds` even if we die. */
function startBusyLoops(seconds: number): ChildProcess[] {
  const loop = `const end = Date.now() + ${seconds * 1000}; while (Date.now() < end) {}`;
  return [0, 1].map(() => spawn(process.execPath, ['-e', loop], { stdio: 'ignore' }));
}
// Goals of the issues: everything ≤ 50 ms at 100,000 on PGlite; on PostgreSQL home lists ≤ 50 ms,
// every title and global search ≤ 100 ms at 1,000,000 notices and ≤ 150 ms at 10,000,000.
const LIST_GOAL = 50;
const SEARCH_GOAL = !DATABASE_URL ? 50 : NOTICES >= 10_000_000 ? 150 : 100;

const enc = encodeURIComponent;
const tender = (title: string, ggTypeName = 'zbgg', current = 1) => `/isp/portal/tenderNotice/getMainPageInfoByIspNotice?ggTypeName=${ggTypeName}&title=${enc(title)}&current=${current}&size=10`;
const CALLS: { name: string; method: 'GET' | 'POST'; url: string; body?: object; goal: number }[] = [
  { name: 'bidding (getMainPageInfoByIsp)', method: 'GET', url: '/isp/portal/tenderNotice/getMainPageInfoByIsp?current=1&size=5', goal: LIST_GOAL },
  { name: 'change (pageAmendBulletin)', method: 'GET', url: '/isp/portal/tenderNotice/pageAmendBulletin?current=1&size=5', goal: LIST_GOAL },
  { name: 'winning (pageIspBidder)', method: 'GET', url: '/isp/portal/tenderNotice/pageIspBidder?current=1&size=5', goal: LIST_GOAL },
  { name: 'termination (pageIspTerminationNotice)', method: 'GET', url: '/isp/portal/tenderNotice/pageIspTerminationNotice?current=1&size=5', goal: LIST_GOAL },
  { name: 'inquiry (getMainTop)', method: 'POST', url: '/isp/portal/plogin/getMainTop?type=inquiry&current=1&pageSize=5', goal: LIST_GOAL },
  { name: 'sale (getMainTop isSale)', method: 'POST', url: '/isp/portal/plogin/getMainTop?type=inquiry&isSale=true&current=1&pageSize=5', goal: LIST_GOAL },
  { name: 'news (getInfoList)', method: 'POST', url: '/isp/portal/plogin/getInfoList?type=NEWS&page=1&pageSize=5', goal: LIST_GOAL },
  { name: 'links (linkList)', method: 'GET', url: '/isp/portal/plogin/linkList', goal: LIST_GOAL },
  { name: 'title 光伏组件, one type', method: 'GET', url: tender('光伏组件'), goal: SEARCH_GOAL },
  { name: 'title 电厂 (most titles), page 50', method: 'GET', url: tender('电厂', 'zbgg', 50), goal: SEARCH_GOAL },
  { name: 'title 华能 (every title), all types', method: 'GET', url: tender('华能', 'all'), goal: SEARCH_GOAL },
  { name: 'title 光伏组件, all types', method: 'GET', url: tender('光伏组件', 'all'), goal: SEARCH_GOAL },
  { name: 'title boiler (English), all types', method: 'GET', url: tender('boiler', 'all'), goal: SEARCH_GOAL },
  { name: 'title 锅炉 (two characters), all types', method: 'GET', url: tender('锅炉', 'all'), goal: SEARCH_GOAL },
  { name: 'title in no title, all types', method: 'GET', url: tender('氢能储罐', 'all'), goal: SEARCH_GOAL },
  { name: 'title 电厂, deepest page (1000)', method: 'GET', url: tender('电厂', 'zbgg', 1000), goal: SEARCH_GOAL },
  { name: 'global search 光伏组件', method: 'POST', url: '/isp/portal/plogin/getSearchList', body: { keyword: '光伏组件', page: 1, pageSize: 10 }, goal: SEARCH_GOAL },
  { name: 'global search 华能 (every title)', method: 'POST', url: '/isp/portal/plogin/getSearchList', body: { keyword: '华能', page: 1, pageSize: 10 }, goal: SEARCH_GOAL },
  { name: 'global search in no title', method: 'POST', url: '/isp/portal/plogin/getSearchList', body: { keyword: '氢能储罐', page: 1, pageSize: 10 }, goal: SEARCH_GOAL },
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const handle = await openDb(DATABASE_URL ? { databaseUrl: DATABASE_URL, pgliteDir: 'memory' } : { pgliteDir: 'memory' });
  try {
    await migrateToLatest(handle.db);
    const t0 = Date.now();
    const count = async () => Number((await handle.db.selectFrom('notice').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    // A kept PostgreSQL database that already holds the notices is measured as it is.
    if ((await count()) < NOTICES) await seed(handle.db, { now: new Date(), extraNotices: NOTICES });
    const n = await count();
    console.log(`${DATABASE_URL ? `PostgreSQL ${describeTarget(DATABASE_URL)}` : 'PGlite in memory'}: ${Number(n).toLocaleString('en')} notices, seed step ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    // Fresh statistics after a bulk load; PostgreSQL's VACUUM also sets the visibility map.
    const t1 = Date.now();
    await withoutStatementTimeout(handle.db, (conn) => sql.raw(DATABASE_URL ? 'vacuum analyze notice' : 'analyze notice').execute(conn));
    console.log(`${DATABASE_URL ? 'vacuum analyze' : 'analyze'}: ${((Date.now() - t1) / 1000).toFixed(1)} s`);
    const busy = BUSY ? startBusyLoops(BUSY_SECONDS) : [];
    if (BUSY) console.log(`two CPU busy loops started beside the bench (pids ${busy.map((c) => c.pid).join(', ')}; each ends by itself after ${BUSY_SECONDS} s at most)`);
    try {
      const app = await buildApp({ db: handle.db, dbKind: handle.kind, config: loadConfig({ PGLITE_DIR: 'memory', LOG_LEVEL: 'silent' }), clock: systemClock });
      let over = 0;
      console.log(`${'call'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'goal'.padStart(6)}  rows / total   (${RUNS} runs each)`);
      for (const c of CALLS) {
        for (let i = 0; i < 5; i++) await app.inject({ method: c.method, url: c.url, payload: c.body }); // warm-up
        const times: number[] = [];
        let last = '';
        for (let i = 0; i < RUNS; i++) {
          const start = process.hrtime.bigint();
          const res = await app.inject({ method: c.method, url: c.url, payload: c.body });
          times.push(Number(process.hrtime.bigint() - start) / 1e6);
          if (res.statusCode !== 200) throw new Error(`${c.name}: HTTP ${res.statusCode} ${res.body}`);
          last = res.body;
        }
        times.sort((a, b) => a - b);
        const p95 = pct(times, 95);
        if (p95 > c.goal) over++;
        const body = JSON.parse(last) as { records?: unknown[]; data?: unknown[]; total?: number; totalCapped?: boolean };
        const rows = (body.records ?? body.data ?? []).length;
        const total = body.total === undefined ? '' : `${body.total}${body.totalCapped ? '+' : ''}`;
        console.log(`${c.name.padEnd(40)} ${pct(times, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${`≤${c.goal}`.padStart(6)}  ${`${rows} / ${total}`.padEnd(14)}${p95 > c.goal ? ' over goal' : ''}`);
      }
      console.log(over ? `${over} call(s) over their goal` : 'every call within its goal');
      await app.close();
      process.exitCode = over ? 1 : 0;
    } finally {
      for (const child of busy) child.kill();
      if (BUSY) console.log('busy loops stopped');
    }
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
