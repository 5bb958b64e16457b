// pnpm bench:blocking — how long the main thread is held while a public page loads, as a phone
// would feel it: Chromium with its CPU slowed 4× (Lighthouse's mobile setting) at a phone's
// window, an empty cache each run. Prints per page the median blocking time (the part of every
// task after the first paint beyond 50 ms, summed until the network is quiet; Lighthouse's "total
// blocking time", measured instead of simulated) and the longest task. Run `pnpm build` first.
// Figures only; no thresholds.
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { median } from './median';
import { pickRunPort, startPortal } from '../support/portal-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = ['/home', '/index_list', '/source_list', '/login'];
/** Lighthouse's mobile CPU slow-down. */
const CPU_SLOWDOWN = 4;
/** Tasks still running this long after the network is quiet count too (a render after the last reply). */
const SETTLE_MS = 1500;


/** Collects long tasks from the page's start; a string, not a function, so tsx adds no helpers to it. */
const WATCH_LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]); })
  .observe({ type: 'longtask', buffered: true });`;

async function load(browser: Browser, url: string): Promise<{ blocking: number; longest: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(WATCH_LONG_TASKS);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, firstPaint } = await page.evaluate(() => ({
      tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const counted = tasks.filter(([start]) => start >= firstPaint);
    return {
      blocking: Math.round(counted.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)),
      longest: Math.round(Math.max(0, ...tasks.map(([, duration]) => duration))),
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const portal = await startPortal(pickRunPort());
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log(`main thread blocked while loading, CPU ${CPU_SLOWDOWN}× slower, 412 px window, empty cache, ${RUNS} runs`);
    for (const path of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await load(browser, `${portal.url}${path}`));
      const blocking = runs.map((r) => r.blocking);
      console.log(`  ${path.padEnd(14)} blocking median ${median(blocking)} ms (runs: ${blocking.join(', ')} ms); longest task median ${median(runs.map((r) => r.longest))} ms`);
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
