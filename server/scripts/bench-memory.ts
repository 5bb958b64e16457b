// Resident memory of the production server (issue 12): the compiled server, started with the
// `serve` script's own command line, on a throwaway embedded database with N extra notices; RSS
// sampled idle, under a bounded loopback load, and idle again after it.
//   pnpm bench:memory [--notices 100000] [--idle 30] [--duration 180] [--concurrency 4] [--data-dir D]
// --data-dir keeps the seeded database in D and reuses it on the next run (comparing settings
// without seeding again); without it a throwaway folder is seeded and removed.
// Needs `pnpm --filter @portal/server run build` first (dist/main.js, dist/cli.js).
// Figures are read from /proc (Linux): VmRSS now, VmHWM the peak.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { PGLITE_EXTENSIONS } from '../src/db/dialect';
import type { Database } from '../src/db/index';
import { migrateToLatest } from '../src/db/migrate';
import { seed } from '../src/demo/index';

const option = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const NOTICES = option('--notices', 100_000);
const IDLE_S = option('--idle', 30);
const DURATION_S = option('--duration', 180);
const CONCURRENCY = option('--concurrency', 4);
const SAMPLE_MS = 2_000;
const SEED_STEP = 20_000;

const serverDir = path.resolve(__dirname, '..');
const dist = (file: string) => path.join(serverDir, 'dist', file);

/**
 * The serve script's environment and node arguments (`A=1 node <flags> dist/main.js`), so the
 * bench runs what production runs.
 */
function serveCommand(): { env: Record<string, string>; args: string[] } {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const words = pkg.scripts.serve.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words.length > 0 && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split('=');
    env[name] = value.join('=');
  }
  if (words[0] !== 'node') throw new Error(`the serve script does not run node: ${pkg.scripts.serve}`);
  return { env, args: words.slice(1) };
}

const kib = (line: string | undefined) => (line ? Number(line.replace(/\D+/g, '')) : NaN);
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n');
  const field = (name: string) => kib(status.find((l) => l.startsWith(name)));
  return { rss: field('VmRSS:') / 1024, peak: field('VmHWM:') / 1024 };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (n: number) => `${n.toFixed(0)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('server did not become healthy within 300 s');
}

async function sampleFor(pid: number, seconds: number, label: string): Promise<number[]> {
  const samples: number[] = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    samples.push(memoryOf(pid).rss);
    await sleep(SAMPLE_MS);
  }
  console.log(`${label.padEnd(34)} median ${mb(median(samples))}, max ${mb(Math.max(...samples))} (${samples.length} samples)`);
  return samples;
}

const enc = encodeURIComponent;
// What visitors do most: the home lists, the news, a few title searches and the global search,
// the page itself and an image code. Every call is read to the end, as a browser would.
const LOAD: { method: 'GET' | 'POST'; url: string; body?: object }[] = [
  { method: 'GET', url: '/isp/portal/tenderNotice/getMainPageInfoByIsp?current=1&size=5' },
  { method: 'GET', url: '/isp/portal/tenderNotice/pageAmendBulletin?current=1&size=5' },
  { method: 'GET', url: '/isp/portal/tenderNotice/pageIspBidder?current=1&size=5' },
  { method: 'POST', url: '/isp/portal/plogin/getMainTop?type=inquiry&current=1&pageSize=5' },
  { method: 'POST', url: '/isp/portal/plogin/getInfoList?type=NEWS&page=1&pageSize=5' },
  { method: 'GET', url: '/isp/portal/plogin/linkList' },
  { method: 'GET', url: `/isp/portal/tenderNotice/getMainPageInfoByIspNotice?ggTypeName=all&title=${enc('光伏组件')}&current=1&size=10` },
  { method: 'GET', url: `/isp/portal/tenderNotice/getMainPageInfoByIspNotice?ggTypeName=zbgg&title=${enc('电厂')}&current=50&size=10` },
  { method: 'POST', url: '/isp/portal/plogin/getSearchList', body: { keyword: '华能', page: 1, pageSize: 10 } },
  { method: 'GET', url: '/home' },
  { method: 'GET', url: '/code?randomStr=bench' },
];

async function load(url: string, seconds: number): Promise<{ calls: number; failures: number; times: number[] }> {
  const end = Date.now() + seconds * 1000;
  let calls = 0;
  let failures = 0;
  // Latency too: a smaller database cache costs reads, and the figure shows what it costs.
  const times: number[] = [];
  const worker = async (offset: number) => {
    for (let i = offset; Date.now() < end; i++) {
      const c = LOAD[i % LOAD.length];
      const started = performance.now();
      try {
        const res = await fetch(url + c.url.replace('randomStr=bench', `randomStr=bench${offset}-${i}`), {
          method: c.method,
          headers: c.body ? { 'content-type': 'application/json' } : undefined,
          body: c.body ? JSON.stringify(c.body) : undefined,
        });
        await res.arrayBuffer();
        times.push(performance.now() - started);
        // 429: the image code's rate limit answering, which is part of the load too.
        if (!res.ok && res.status !== 429) failures++;
      } catch {
        failures++;
      }
      calls++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, k) => worker(k)));
  return { calls, failures, times };
}

/**
 * The seeded database, written into `<dataDir>/pg`. Seeded in memory and then written to the folder
 * in one piece: the same seed on the folder spent most of an hour merging the title index's
 * pending list through the file layer on this machine, in memory it takes a minute or two.
 */
async function seedDatabase(dataDir: string): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const memory = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(memory) });
  await migrateToLatest(db);
  // In steps of 20,000: each step's merge of the title indexes' pending lists (seed/index.ts) then
  // stays small. 100,000 in one step spent over 25 minutes in that merge on this machine, against
  // 40 s for 30,000. Notice ids are stable, so each step adds only the ones it lacks.
  const now = new Date();
  for (let upTo = Math.min(SEED_STEP, NOTICES); ; upTo = Math.min(upTo + SEED_STEP, NOTICES)) {
    await seed(db, { now, extraNotices: upTo });
    console.log(`  ${upTo.toLocaleString('en')} notices`);
    if (upTo === NOTICES) break;
  }
  await sql`analyze`.execute(db);
  const dump = await memory.dumpDataDir('none');
  await memory.close();
  const disk = new PGlite(path.join(dataDir, 'pg'), { extensions: PGLITE_EXTENSIONS, loadDataDir: dump });
  await disk.waitReady;
  await disk.close();
}

async function main(): Promise<void> {
  if (!fs.existsSync(dist('main.js'))) throw new Error('no dist/main.js: run pnpm --filter @portal/server run build first');
  const kept = process.argv.includes('--data-dir') ? path.resolve(process.argv[process.argv.indexOf('--data-dir') + 1]) : null;
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-memory-'));
  const seededBefore = kept !== null && fs.existsSync(path.join(kept, 'pg'));
  const port = 21000 + Math.floor(Math.random() * 9000);
  const env: NodeJS.ProcessEnv = { ...process.env, PORTAL_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  let child: ChildProcess | undefined;
  try {
    const t0 = Date.now();
    if (seededBefore) console.log(`reusing the database in ${dataDir}`);
    else {
      await seedDatabase(dataDir);
      console.log(`seeded ${NOTICES.toLocaleString('en')} extra notices in ${((Date.now() - t0) / 1000).toFixed(0)} s (embedded database in ${dataDir})`);
    }

    const serve = serveCommand();
    console.log(`server: ${Object.entries(serve.env).map(([k, v]) => `${k}=${v} `).join('')}node ${serve.args.join(' ')}`);
    const started = Date.now();
    child = spawn(process.execPath, serve.args, { cwd: serverDir, env: { ...env, ...serve.env }, stdio: ['ignore', 'ignore', 'inherit'] });
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, child);
    const pid = child.pid!;
    console.log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s, RSS ${mb(memoryOf(pid).rss)}`);

    const idle = await sampleFor(pid, IDLE_S, `idle ${IDLE_S} s`);
    // Load and sampling side by side; the first and last minutes show whether it keeps growing.
    const samples: number[] = [];
    const loading = load(url, DURATION_S);
    let done = false;
    void loading.then(() => (done = true));
    while (!done) {
      samples.push(memoryOf(pid).rss);
      await sleep(SAMPLE_MS);
    }
    const { calls, failures, times } = await loading;
    const sorted = [...times].sort((a, b) => a - b);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1);
    const perMinute = Math.max(1, Math.round(60_000 / SAMPLE_MS));
    const first = samples.slice(0, perMinute);
    const last = samples.slice(-perMinute);
    console.log(`load ${DURATION_S} s, ${CONCURRENCY} at a time: ${calls.toLocaleString('en')} calls (${(calls / DURATION_S).toFixed(0)}/s), ${failures} failed; latency p50 ${pct(50)} ms, p95 ${pct(95)} ms`);
    console.log(`${'under load'.padEnd(34)} median ${mb(median(samples))}, max ${mb(Math.max(...samples))}`);
    console.log(`${'  first minute / last minute'.padEnd(34)} median ${mb(median(first))} / ${mb(median(last))}`);
    const after = await sampleFor(pid, IDLE_S, `idle ${IDLE_S} s after the load`);
    const peak = memoryOf(pid).peak;
    console.log(`peak (VmHWM) ${mb(peak)}`);
    console.log(`\nsummary: idle ${mb(median(idle))}, load ${mb(median(first))} → ${mb(median(last))}, after ${mb(median(after))}, peak ${mb(peak)} (goal ≤ 300 MB, no growth)`);
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child!.once('exit', r));
    }
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
