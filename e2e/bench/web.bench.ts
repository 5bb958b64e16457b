// pnpm bench:web — loads pages of the built portal in Chromium and prints, per page, the median
// time until the first row is visible with an empty cache and on a second visit (warm cache), the
// requests, and the JavaScript sent (gzip) by package. Beside /home it loads, in the same run and
// from the same server, a floor page: static HTML that fetches the same notice list with fetch and
// writes the first row with plain DOM — the cost of the network and the server alone. On /home
// the first row is the server's first screen; the time the page's own rows replace it is printed
// too, and the requests and JavaScript are counted until then. The pages a supplier opens next
// (lists, to-do, contracts, a quotation) are loaded logged in as the demo supplier01, the session
// put in the page's storage from one API login. Run `pnpm build` first. Figures only; no
// thresholds (the goals are in issues 11 and 37 and the README). Without Chromium it says so in one
// line and starts nothing. BENCH_RTT=<ms> loads over a slower link (below).
import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { DEMO_SUPPLIER } from '../support/api-login';
import { median } from './median';
import { compileServer, pickRunPort, REPO, startPortal } from '../support/portal-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** BENCH_RTT=60: every load over a link with this round trip (ms) and 10 Mbit/s down, as a supplier's office has; the loopback has neither. */
const RTT = Number(process.env.BENCH_RTT ?? 0);

interface Target {
  label: string;
  path: string;
  /** What counts as "first row visible". */
  selector: string;
  /** Where the server draws a first screen: the page's own row, visible once it has taken over. */
  takenOver?: string;
  /** Opened logged in as the demo supplier. */
  loggedIn?: boolean;
}

/** The demo source supplier01 has signed up to with a draft quotation (server/src/demo/sourcing.ts). */
const QUOTATION_SOURCE = 'S-XJ20260106';

const TARGETS: Target[] = [
  { label: 'floor page (fetch + DOM)', path: '/bench-floor.html', selector: '[data-testid="notice-row"]' },
  // The server's first screen (server/src/modules/first-screen) shows the rows as links before the
  // page's scripts have run; the page's own rows replace them (printed as "taken over").
  { label: '/home', path: '/home', selector: '[data-testid="first-screen-row"], [data-testid="notice-row"]', takenOver: '[data-testid="notice-row"]' },
  { label: '/source_list', path: '/source_list', selector: '[data-testid="source-row"], [data-testid="source-notice-row"]', loggedIn: true },
  // Its default tab (to quote) is empty for supplier01 in the demo: the ended sales have rows.
  { label: '/cs_source_list?tab=ended', path: '/cs_source_list?tab=ended', selector: '[data-testid="source-row"], [data-testid="source-notice-row"]', loggedIn: true },
  { label: '/supplier_home_todo', path: '/supplier_home_todo', selector: '[data-testid="todo-sources"] tr[data-row-key], [data-testid="todo-source-card"]', loggedIn: true },
  { label: '/contract_list', path: '/contract_list', selector: '[data-testid="contract-row"]', loggedIn: true },
  { label: '/quotation_wz (a draft)', path: `/quotation_wz?sourceId=${QUOTATION_SOURCE}`, selector: '[data-testid="quotation-line"]', loggedIn: true },
];

/** What a logged-in page finds in its storage: one API login (the test server's image code header). */
type Session = Record<string, unknown>;

async function loginSupplier(base: string): Promise<Session> {
  const randomStr = `bench${Date.now()}`;
  const image = await fetch(`${base}/code?randomStr=${randomStr}`);
  const code = image.headers.get('x-test-code');
  if (!code) throw new Error('no x-test-code header: the bench portal runs with PORTAL_TEST_CAPTCHA=1');
  const params = new URLSearchParams({ username: DEMO_SUPPLIER.username, password: DEMO_SUPPLIER.password, randomStr, code, grant_type: 'password', scope: 'server' });
  const reply = await fetch(`${base}/auth/oauth/token?${params}`, { method: 'POST', headers: { Authorization: `Basic ${Buffer.from('isp:isp').toString('base64')}`, tenant: '1' } });
  if (!reply.ok) throw new Error(`login of ${DEMO_SUPPLIER.username} failed: HTTP ${reply.status} ${await reply.text()}`);
  const body = (await reply.json()) as { access_token: string; refresh_token: string; user_info: unknown; protalUser: unknown };
  return { access_token: body.access_token, refresh_token: body.refresh_token, user_info: body.user_info, portal_user: body.protalUser, lang: 'zh-CN' };
}

/** The portal's storage wrapper format (prefix + typed wrapper), written before any page script runs. */
const storeSession = (session: Session) => `(() => {
  const values = ${JSON.stringify(session)};
  for (const [name, content] of Object.entries(values)) {
    if (localStorage.getItem('isp-portal-' + name) === null) localStorage.setItem('isp-portal-' + name, JSON.stringify({ dataType: typeof content, content, type: 'local', datetime: Date.now() }));
  }
})();`;

interface Load {
  ms: number;
  /** When the page's own first row was visible, where the server drew a first screen before it. */
  takenOverMs?: number;
  requests: number;
  scripts: { url: string; sent: number }[];
  /** Stylesheet bytes sent (gzip) until the first row: antd's prebuilt styles on a first visit. */
  styleBytes: number;
}

const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;

/**
 * The same first list /home shows, written with plain DOM: what the page could cost at the least.
 * Its script is a file beside it: the server's Content-Security-Policy runs no inline script.
 */
const FLOOR_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>floor</title></head><body><ul id="rows"></ul><script src="/bench-floor.js"></script></body></html>`;
const FLOOR_SCRIPT = `fetch('/isp/portal/tenderNotice/getMainPageInfoByIsp?current=1&size=8', { headers: { 'content-lang': 'zh-CN' } })
  .then(function (r) { return r.json(); })
  .then(function (body) {
    var rows = body.records || [];
    var ul = document.getElementById('rows');
    rows.forEach(function (n) { var li = document.createElement('li'); li.setAttribute('data-testid', 'notice-row'); li.textContent = n.infoTitle; ul.appendChild(li); });
  });
`;

/** Script file → package → source bytes, as each build recorded it (tooling/src/chunk-packages.ts). */
function chunkTables(): Map<string, Record<string, Record<string, number>>> {
  const tables = new Map<string, Record<string, Record<string, number>>>();
  for (const app of ['host', 'mf-public', 'mf-auth', 'mf-supplier', 'mf-sourcing', 'mf-contracts']) {
    const file = path.join(REPO, app, 'dist/portal-chunks.json');
    if (existsSync(file)) tables.set(app, JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, number>>);
  }
  return tables;
}

/** Splits the bytes sent for one script among the packages it holds, by their share of its source. */
function attribute(url: string, sent: number, tables: ReturnType<typeof chunkTables>, into: Map<string, number>): void {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(pathname);
  const app = remote ? remote[1] : 'host';
  const file = remote ? remote[2] : pathname.replace(/^\//, '');
  const packages = tables.get(app)?.[file];
  const total = packages ? Object.values(packages).reduce((a, b) => a + b, 0) : 0;
  if (!packages || total === 0) {
    into.set(`${app} (unattributed)`, (into.get(`${app} (unattributed)`) ?? 0) + sent);
    return;
  }
  for (const [pkg, bytes] of Object.entries(packages)) {
    const name = pkg === app ? `app: ${app}` : pkg === '@portal/shared' || pkg === '@portal/runtime' ? `${pkg} (in ${app})` : pkg;
    into.set(name, (into.get(name) ?? 0) + (sent * bytes) / total);
  }
}

/**
 * Runs in the page: notes performance.now() (from the start of navigation) in the first DOM change
 * after which the selector matches a laid-out element. Polling from outside, as waitFor does,
 * added up to its polling interval and the navigation's own overhead to every figure. A string,
 * not a function: tsx would wrap a function in helpers the page does not have.
 */
const watchFirstRow = (selector: string, takenOver: string | undefined) => `(() => {
  const seen = (s) => { const row = s && document.querySelector(s); return Boolean(row && row.getBoundingClientRect().height > 0 && getComputedStyle(row).visibility === 'visible'); };
  const observer = new MutationObserver(() => {
    if (window.firstRowAt === undefined && seen(${JSON.stringify(selector)})) window.firstRowAt = performance.now();
    if (window.takenOverAt === undefined && seen(${JSON.stringify(takenOver ?? '')})) window.takenOverAt = performance.now();
    if (window.firstRowAt !== undefined && (${JSON.stringify(!takenOver)} || window.takenOverAt !== undefined)) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

const shown = new Set<string>();

async function load(browser: Browser, url: string, target: Target, warm: boolean, session: Session | undefined): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (RTT > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: RTT, downloadThroughput: 1.25e6, uploadThroughput: 0.6e6 });
  }
  if (target.loggedIn && session) await page.addInitScript(storeSession(session));
  try {
    if (warm) {
      await page.goto(url);
      await page.locator(target.selector).first().waitFor({ state: 'visible', timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.goto('about:blank');
    }
    const requests: Request[] = [];
    page.on('requestfinished', (request) => requests.push(request));
    await page.addInitScript(watchFirstRow(target.selector, target.takenOver));
    await page.goto(url);
    await page.locator(target.takenOver ?? target.selector).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { firstRowAt?: number }).firstRowAt !== undefined);
    const marks = await page.evaluate(() => {
      const w = window as unknown as { firstRowAt: number; takenOverAt?: number };
      return { firstRowAt: w.firstRowAt, takenOverAt: w.takenOverAt, origin: performance.timeOrigin };
    });
    const ms = Math.round(marks.firstRowAt);
    const takenOverMs = marks.takenOverAt === undefined ? undefined : Math.round(marks.takenOverAt);
    // What the page itself needed: the requests sent before its own first row was drawn (after the
    // first screen, where there is one), not what loaded while the poll above noticed it.
    const cutoff = marks.origin + (marks.takenOverAt ?? marks.firstRowAt);
    const untilRow = requests.filter((r) => r.timing().startTime <= cutoff);
    // BENCH_SHOW_REQUESTS=1 lists them (what to merge or defer next), once per page.
    if (process.env.BENCH_SHOW_REQUESTS && !warm && !shown.has(target.label)) {
      shown.add(target.label);
      // With when each was sent and done, in ms from the start of navigation: the waterfall.
      for (const r of untilRow) {
        const { startTime, responseEnd } = r.timing();
        const sent = Math.round(startTime - marks.origin);
        const when = `${String(sent).padStart(5)} → ${String(Math.round(sent + responseEnd)).padStart(5)} ms`;
        console.log(`    ${when}  ${r.resourceType().padEnd(10)} ${new URL(r.url()).pathname}${new URL(r.url()).search.slice(0, 60)}`);
      }
    }
    const scripts: Load['scripts'] = [];
    let styleBytes = 0;
    for (const request of untilRow) {
      const file = new URL(request.url()).pathname;
      if (file.endsWith('.css')) styleBytes += (await request.sizes()).responseBodySize;
      if (!file.endsWith('.js')) continue;
      scripts.push({ url: request.url(), sent: (await request.sizes()).responseBodySize });
    }
    return { ms, takenOverMs, requests: untilRow.length, scripts, styleBytes };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  // Checked before the portal starts, so that a machine without the browser starts nothing.
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`bench:web: no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH to one); nothing measured.`);
    return;
  }
  // The server as the source is now (under a second), not whatever dist/ an earlier run left.
  compileServer();
  const portal = await startPortal(pickRunPort());
  try {
    await measure(portal);
  } finally {
    await portal.stop();
  }
}

async function measure(portal: Awaited<ReturnType<typeof startPortal>>): Promise<void> {
  const health = (await (await fetch(`${portal.url}/health`)).json()) as { versions?: Record<string, string | null> };
  const hostVersion = health.versions?.host;
  if (!hostVersion) throw new Error('the host is not released; run pnpm build first');
  // Served by the same server and the same static handler as the portal, from the throwaway data dir.
  writeFileSync(path.join(portal.dataDir, 'releases/host', hostVersion, 'bench-floor.html'), FLOOR_PAGE);
  writeFileSync(path.join(portal.dataDir, 'releases/host', hostVersion, 'bench-floor.js'), FLOOR_SCRIPT);
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } catch (error) {
    console.log(`bench:web: Chromium at ${CHROMIUM_PATH} did not start (${String((error as Error).message).split('\n')[0]}); nothing measured.`);
    process.exitCode = 1;
    return;
  }
  const tables = chunkTables();
  const medians = new Map<string, number>();
  const summary: string[] = [];
  const session = await loginSupplier(portal.url);
  try {
    for (const target of TARGETS) {
      const cold: Load[] = [];
      const warm: Load[] = [];
      try {
        for (let i = 0; i < RUNS; i++) {
          cold.push(await load(browser, `${portal.url}${target.path}`, target, false, session));
          warm.push(await load(browser, `${portal.url}${target.path}`, target, true, session));
        }
      } catch (error) {
        // One page that never shows its row must not hide the others' figures.
        console.log(`\n${target.label}\n  not measured: ${String((error as Error).message).split('\n')[0]}`);
        summary.push(`${target.label.padEnd(28)} not measured`);
        continue;
      }
      const coldMs = median(cold.map((l) => l.ms));
      medians.set(target.path, coldMs);
      const first = cold[0];
      const byPackage = new Map<string, number>();
      for (const script of first.scripts) attribute(script.url, script.sent, tables, byPackage);
      const sent = first.scripts.reduce((n, s) => n + s.sent, 0);
      console.log(`\n${target.label}`);
      console.log(`  first row visible, empty cache: median ${coldMs} ms (runs: ${cold.map((l) => l.ms).join(', ')} ms)`);
      if (target.takenOver) {
        const over = cold.map((l) => l.takenOverMs ?? 0);
        console.log(`  page's own rows shown (first screen taken over), empty cache: median ${median(over)} ms (runs: ${over.join(', ')} ms)`);
      }
      console.log(`  first row visible, second visit: median ${median(warm.map((l) => l.ms))} ms (runs: ${warm.map((l) => l.ms).join(', ')} ms)`);
      console.log(`  requests until the page's own first row: ${first.requests}; JavaScript sent: ${kib(sent)} (${sent} bytes) in ${first.scripts.length} files (second visit: ${kib(warm[0].scripts.reduce((n, s) => n + s.sent, 0))})`);
      // The antd components the host defers, each in its own chunk (host/src/ui/deferred-ui.ts): a
      // page waits for those it draws.
      const parts = [...new Set(first.scripts.flatMap((s) => /\/ui-([a-z-]+)\.[0-9a-f]+\.js$/.exec(new URL(s.url).pathname)?.[1] ?? []))].sort();
      console.log(`  deferred antd components fetched before the first row: ${parts.length ? parts.join(', ') : 'none'}`);
      for (const [pkg, bytes] of [...byPackage].sort((a, b) => b[1] - a[1])) if (bytes >= 512) console.log(`    ${kib(bytes).padStart(8)}  ${pkg}`);
      const ownRows = target.takenOver ? `   (own rows ${median(cold.map((l) => l.takenOverMs ?? 0))} ms)` : '';
      summary.push(`${target.label.padEnd(28)} ${`${coldMs} ms`.padStart(8)} ${kib(sent).padStart(9)} ${kib(first.styleBytes).padStart(8)}${ownRows}`);
    }
  } finally {
    await browser.close();
  }
  console.log(`\n${'page'.padEnd(28)} ${'1st row'.padStart(8)} ${'JS'.padStart(9)} ${'CSS'.padStart(8)}   (empty cache, median of ${RUNS}; gzip sent until the page's own first row${RTT > 0 ? `; ${RTT} ms round trip, 10 Mbit/s` : ''})`);
  for (const line of summary) console.log(line);
  const floor = medians.get('/bench-floor.html') ?? 0;
  const home = medians.get('/home') ?? 0;
  console.log(`\n/home ${home} ms against the floor page ${floor} ms: ${(home / Math.max(floor, 1)).toFixed(1)}× (goal: ≤ 1000 ms and ≤ 2×)`);
}

main().catch((error: unknown) => {
  console.error(error);
  // Not process.exit: the finally blocks above have stopped the portal and the browser by now.
  process.exitCode = 1;
});
