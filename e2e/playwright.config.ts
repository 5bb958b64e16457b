import { defineConfig } from '@playwright/test';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './support/chromium';
import { otherProcessAlive } from './support/other-process';
import { pickRunPort } from './support/portal-server';

// One port per run, chosen here so that every worker (which re-reads this file) sees the same one.
process.env.E2E_PORT ??= String(pickRunPort());

// One output folder per run: Playwright empties its outputDir when a run starts, so with a shared
// one two runs at once (several people in one checkout) deleted each other's traces. A run removes
// the folders of runs that have ended (their process is gone), except the newest one that holds a
// failure's files (Playwright's own .last-run.json aside): they stay to look at after the next run.
const OUTPUT_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts', 'test-output');
if (!process.env.E2E_RUN) {
  process.env.E2E_RUN = `run-${process.pid}`;
  const running = (name: string) => {
    const pid = Number(/^run-(\d+)$/.exec(name)?.[1]);
    return pid > 0 && otherProcessAlive(pid);
  };
  const ended = (existsSync(OUTPUT_ROOT) ? readdirSync(OUTPUT_ROOT) : [])
    .filter((name) => !running(name))
    .map((name) => path.join(OUTPUT_ROOT, name))
    .filter((dir) => statSync(dir).isDirectory())
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const kept = ended.find((dir) => readdirSync(dir).some((entry) => !entry.startsWith('.')));
  for (const dir of ended) if (dir !== kept) rmSync(dir, { recursive: true, force: true });
}

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // Three on two cores: a browser test waits (for the server, a debounce, an animation) about a
  // fifth of its time, so a third worker fills those gaps. Measured on the whole suite here: 11:48
  // with two, 9:11 with three (idle CPU 23% → 7%). No click races an animation: the tests ask for
  // reduced motion (below).
  workers: 3,
  // Recording a trace costs about a third of the browser suite's CPU, and a passing test throws
  // its trace away: so no first run records one. A failing test runs once more with a trace; one
  // that passes then is reported as flaky (named, and counted in the closing line), not failed.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: path.join(OUTPUT_ROOT, process.env.E2E_RUN),
  reporter: [['list'], ['json', { outputFile: '../.test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS },
    locale: 'zh-CN',
    viewport: { width: 1280, height: 800 },
    // antd's slide and zoom animations swallowed clicks that landed mid-way (a theme pick, a
    // confirm, a "clear" in a dialog). The portal turns its motion off for users who ask the system
    // to reduce motion (PortalRoot), so the tests ask the same and click on settled pages.
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
