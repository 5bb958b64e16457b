// pnpm bench:web — loads /home of the built portal in Chromium with an empty cache, five times, and
// prints the JavaScript transferred (raw and as sent, gzip) in all and before the host started
// preloading other remotes (what the page itself needed), the number of requests, and the time
// until the first notice row is visible (median of 5). Run `pnpm build` first.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { startPortal } from '../support/portal-server';

const RUNS = 5;

interface Run {
  ms: number;
  requests: number;
  jsRaw: number;
  jsSent: number;
  /** Scripts requested before the host's idle preload began (performance mark portal:preload). */
  beforeIdleRaw: number;
  beforeIdleSent: number;
}

const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  const portal = await startPortal(20000 + Math.floor(Math.random() * 20000));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs: Run[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const run: Run = { ms: 0, requests: 0, jsRaw: 0, jsSent: 0, beforeIdleRaw: 0, beforeIdleSent: 0 };
      const scripts: import('@playwright/test').Request[] = [];
      page.on('requestfinished', (request) => {
        run.requests++;
        if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request);
      });
      const started = Date.now();
      await page.goto(`${portal.url}/home`);
      await page.getByTestId('notice-row').first().waitFor({ state: 'visible', timeout: 60_000 });
      run.ms = Date.now() - started;
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => performance.getEntriesByName('portal:preload').length > 0, null, { timeout: 60_000 });
      const beforeIdle = await page.evaluate(() => {
        const mark = performance.getEntriesByName('portal:preload')[0].startTime;
        const early = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.startTime < mark && new URL(r.name).pathname.endsWith('.js'));
        return { raw: early.reduce((n, r) => n + r.decodedBodySize, 0), sent: early.reduce((n, r) => n + r.encodedBodySize, 0) };
      });
      run.beforeIdleRaw = beforeIdle.raw;
      run.beforeIdleSent = beforeIdle.sent;
      for (const request of scripts) {
        run.jsSent += (await request.sizes()).responseBodySize;
        run.jsRaw += (await (await request.response())?.body())?.length ?? 0;
      }
      runs.push(run);
      await context.close();
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
  const first = runs[0];
  console.log(`/home, empty cache, ${RUNS} runs`);
  console.log(`  JavaScript: ${kib(first.jsRaw)} raw, ${kib(first.jsSent)} sent (gzip), idle preloading included`);
  console.log(`  JavaScript before idle: ${kib(first.beforeIdleRaw)} raw, ${kib(first.beforeIdleSent)} sent (gzip)`);
  console.log(`  requests: ${first.requests}`);
  console.log(`  first notice row visible: median ${median(runs.map((r) => r.ms))} ms (runs: ${runs.map((r) => r.ms).join(', ')} ms)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
