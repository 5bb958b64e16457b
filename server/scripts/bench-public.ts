// Home-page and notice-search latency on a large database: seeds N notices (default 100,000) into
// a throwaway in-memory PGlite, then calls each home endpoint and a title search in-process
// (app.inject: the full Fastify path without socket noise) and prints p50/p95 per call.
//   pnpm bench:api [--notices N] [--runs R]
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db/index';
import { migrateToLatest } from '../src/db/migrate';
import { seed } from '../src/db/seed/index';
import { systemClock } from '../src/platform/clock';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const NOTICES = arg('--notices', 100_000);
const RUNS = arg('--runs', 200);
const GOAL_MS = 50;

const CALLS: { name: string; method: 'GET' | 'POST'; url: string; body?: object }[] = [
  { name: 'bidding (getMainPageInfoByIsp)', method: 'GET', url: '/isp/portal/tenderNotice/getMainPageInfoByIsp?current=1&size=5' },
  { name: 'change (pageAmendBulletin)', method: 'GET', url: '/isp/portal/tenderNotice/pageAmendBulletin?current=1&size=5' },
  { name: 'winning (pageIspBidder)', method: 'GET', url: '/isp/portal/tenderNotice/pageIspBidder?current=1&size=5' },
  { name: 'termination (pageIspTerminationNotice)', method: 'GET', url: '/isp/portal/tenderNotice/pageIspTerminationNotice?current=1&size=5' },
  { name: 'inquiry (getMainTop)', method: 'POST', url: '/isp/portal/plogin/getMainTop?type=inquiry&current=1&pageSize=5' },
  { name: 'sale (getMainTop isSale)', method: 'POST', url: '/isp/portal/plogin/getMainTop?type=inquiry&isSale=true&current=1&pageSize=5' },
  { name: 'news (getInfoList)', method: 'POST', url: '/isp/portal/plogin/getInfoList?type=NEWS&page=1&pageSize=5' },
  { name: 'links (linkList)', method: 'GET', url: '/isp/portal/plogin/linkList' },
  { name: 'title search (index_list)', method: 'GET', url: `/isp/portal/tenderNotice/getMainPageInfoByIspNotice?ggTypeName=zbgg&title=${encodeURIComponent('光伏组件')}&current=1&size=10` },
  { name: 'title search, page 50', method: 'GET', url: `/isp/portal/tenderNotice/getMainPageInfoByIspNotice?ggTypeName=zbgg&title=${encodeURIComponent('电厂')}&current=50&size=10` },
  { name: 'title search, all tender types', method: 'GET', url: `/isp/portal/tenderNotice/getMainPageInfoByIspNotice?ggTypeName=all&title=${encodeURIComponent('光伏组件')}&current=1&size=10` },
  { name: 'title search, English word', method: 'GET', url: `/isp/portal/tenderNotice/getMainPageInfoByIspNotice?ggTypeName=all&title=boiler&current=1&size=10` },
  { name: 'title search, word in no title', method: 'GET', url: `/isp/portal/tenderNotice/getMainPageInfoByIspNotice?ggTypeName=all&title=${encodeURIComponent('氢能储罐')}&current=1&size=10` },
  { name: 'title search, 2 chars, all types', method: 'GET', url: `/isp/portal/tenderNotice/getMainPageInfoByIspNotice?ggTypeName=all&title=${encodeURIComponent('锅炉')}&current=1&size=10` },
  { name: 'global search (search_all)', method: 'POST', url: '/isp/portal/plogin/getSearchList', body: { keyword: '光伏组件', page: 1, pageSize: 10 } },
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const handle = await openDb({ pgliteDir: 'memory' });
  try {
    await migrateToLatest(handle.db);
    const t0 = Date.now();
    await seed(handle.db, { now: new Date(), extraNotices: NOTICES });
    console.log(`seeded ${NOTICES} extra notices in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    // PGlite has no autovacuum: after a bulk load the planner needs fresh statistics, or it
    // plans for the empty table it saw at migration time.
    await sql`analyze notice`.execute(handle.db);
    const app = await buildApp({ db: handle.db, dbKind: handle.kind, config: loadConfig({ PGLITE_DIR: 'memory', LOG_LEVEL: 'silent' }), clock: systemClock });
    let failed = 0;
    console.log(`${'call'.padEnd(42)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  (${RUNS} runs, goal p95 < ${GOAL_MS} ms)`);
    for (const c of CALLS) {
      for (let i = 0; i < 5; i++) await app.inject({ method: c.method, url: c.url, payload: c.body }); // warm-up
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = process.hrtime.bigint();
        const res = await app.inject({ method: c.method, url: c.url, payload: c.body });
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
        if (res.statusCode !== 200) throw new Error(`${c.name}: HTTP ${res.statusCode} ${res.body}`);
      }
      times.sort((a, b) => a - b);
      const p95 = pct(times, 95);
      if (p95 >= GOAL_MS) failed++;
      console.log(`${c.name.padEnd(42)} ${pct(times, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}${p95 >= GOAL_MS ? '  over goal' : ''}`);
    }
    await app.close();
    process.exitCode = failed ? 1 : 0;
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
