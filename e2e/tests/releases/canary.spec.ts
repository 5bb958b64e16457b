// Canary releases in the browser (issue 38), on a portal of its own (its own data folder and port,
// so no other test meets a canary): a remote released as a 50 % canary reaches about half of 40
// fresh browsers and each keeps its version on reload; a canary whose remote throws is aborted
// automatically once it has the configured number of loads, every browser then gets the stable
// version, and `pnpm remotes` shows the error rate that caused it.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { expect, test } from '../../support/test';
import { portalCli, startPortal, type PortalServer } from '../../support/portal-server';

const OWN_PORT = Number(process.env.E2E_PORT) + 15;
const MIN_LOADS = 6;
const REMOTE = 'mf-auth';
let portal: PortalServer;
let scratch: string;

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

test.beforeAll(async () => {
  // The file's timeout above is the tests' only: a hook keeps the default minute, which a portal's
  // seed and start outlasted on a slow, busy machine.
  test.setTimeout(240_000);
  // Read by startPortal from this worker's environment; put back at once for the worker's other specs.
  const before = process.env.PORTAL_CANARY_MIN_LOADS;
  process.env.PORTAL_CANARY_MIN_LOADS = String(MIN_LOADS);
  try {
    portal = await startPortal(OWN_PORT);
  } finally {
    if (before === undefined) delete process.env.PORTAL_CANARY_MIN_LOADS;
    else process.env.PORTAL_CANARY_MIN_LOADS = before;
  }
  scratch = mkdtempSync(path.join(os.tmpdir(), 'portal-canary-'));
});
test.afterAll(async () => {
  await portal?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Versions released to throw: their pages also report an error. */
const broken = new Set<string>();
const cli = (...args: string[]) => portalCli(portal.env, ...args);
const liveVersion = () => /mf-auth\s+live: (\S+)/.exec(cli('remotes'))![1];

/** A copy of the live release of the remote, changed so it is a new version; `throwing` makes its entry throw. */
function variant(name: string, throwing: boolean): string {
  const dir = path.join(scratch, name);
  cpSync(path.join(portal.dataDir, 'releases', REMOTE, liveVersion()), dir, { recursive: true });
  // A browser that accepts gzip is served a script's gzip twin: rewrite both.
  const rewrite = (file: string, change: (text: string) => string) => {
    const text = change(readFileSync(path.join(dir, file), 'utf8'));
    writeFileSync(path.join(dir, file), text);
    if (existsSync(path.join(dir, `${file}.gz`))) writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  };
  rewrite('remoteEntry.js', (text) => `${text}\n/* ${name} */\n`);
  if (throwing) {
    // The remote's page module throws as it is evaluated: the entry loads, the page does not.
    const app = readdirSync(dir).find((f) => f.startsWith('__federation_expose_app') && f.endsWith('.js'))!;
    rewrite(app, (text) => `throw new Error('canary ${name} is broken');\n${text}`);
  }
  return dir;
}

/**
 * Looks often: the file waits for these about 200 times, and at the default intervals (100 ms
 * growing to a second) each wait lasted up to a second past the moment it was met. A new object
 * each time: Playwright takes the last interval out of the array it is given.
 */
const soon = () => ({ timeout: 20_000, intervals: [50] });

/**
 * The version of the remote a page of this context loaded for /login, once the page has sent its
 * release-health beacons for it: the load, and for a remote that throws, its error as well.
 */
async function versionSeen(context: import('@playwright/test').BrowserContext): Promise<string | null> {
  const page = await context.newPage();
  const entries: string[] = [];
  const beacons: { kind: string; app: string; version: string }[] = [];
  page.on('request', (request) => {
    const p = new URL(request.url()).pathname;
    if (p.startsWith(`/remotes/${REMOTE}/`) && p.endsWith('/remoteEntry.js')) entries.push(p.split('/')[3]);
  });
  // The beacon's body, read where the request is routed (a sendBeacon's body may not show on the request event).
  let unreadable = 0;
  await page.route('**/isp/portal/releaseHealth/beacon', async (route) => {
    const raw = route.request().postDataBuffer()?.toString();
    if (raw) beacons.push(JSON.parse(raw));
    else unreadable++;
    await route.continue();
  });
  await page.goto(`${portal.url}/login`);
  await expect.poll(() => entries.length, soon()).toBeGreaterThan(0);
  const mine = (kind: string) => beacons.some((b) => b.kind === kind && b.app === REMOTE && b.version === entries[0]) || unreadable >= (kind === 'load' ? 1 : 2);
  await expect.poll(() => mine('load'), soon()).toBe(true);
  if (broken.has(entries[0])) await expect.poll(() => mine('error'), soon()).toBe(true);
  await page.close();
  return entries[0] ?? null;
}

async function freshVersion(browser: Browser): Promise<string | null> {
  const context = await browser.newContext();
  try {
    return await versionSeen(context);
  } finally {
    await context.close();
  }
}

// A connection of its own each time: between two calls the portal may close a kept-alive socket,
// and Node's fetch, unlike a browser, does not retry a GET that met a socket closed under it.
const registryCanary = async () => {
  const body = (await (await fetch(`${portal.url}/mf/registry.json`, { headers: { connection: 'close' } })).json()) as { remotes: { remote: string; canary?: { version: string } }[] };
  return body.remotes.find((r) => r.remote === REMOTE)?.canary?.version ?? null;
};

test('a 50 % canary reaches about half of 40 fresh browsers, and each keeps its version', async ({ browser }) => {
  const stable = liveVersion();
  const released = cli('release', REMOTE, '--from', variant('fine', false), '--canary', '50');
  const canary = /released (\S+)/.exec(released)![1];
  expect(released).toContain('for 50% of browsers (canary)');
  expect(await registryCanary()).toBe(canary);

  const seen: string[] = [];
  for (let i = 0; i < 40; i++) seen.push((await freshVersion(browser))!);
  expect(new Set(seen)).toEqual(new Set([stable, canary]));
  const canaries = seen.filter((v) => v === canary).length;
  expect(canaries).toBeGreaterThanOrEqual(10);
  expect(canaries).toBeLessThanOrEqual(30);

  // The same browser, loaded again and again: the same version.
  const context = await browser.newContext();
  const first = await versionSeen(context);
  for (let i = 0; i < 3; i++) expect(await versionSeen(context)).toBe(first);
  await context.close();

  expect(cli('release', REMOTE, '--abort')).toContain(`canary ${canary} aborted: every browser gets ${stable}`);
  expect(cli('remotes')).toMatch(new RegExp(`abort\\s+${canary}`));
});

test('a throwing canary is aborted automatically after the configured loads; then every browser gets stable', async ({ browser }) => {
  const stable = liveVersion();
  const released = cli('release', REMOTE, '--from', variant('broken', true), '--canary', '99');
  const canary = /released (\S+)/.exec(released)![1];

  broken.add(canary);
  let canaryLoads = 0;
  for (let i = 0; i < 40 && (await registryCanary()) === canary; i++) if ((await freshVersion(browser)) === canary) canaryLoads++;
  await expect.poll(registryCanary, { timeout: 10_000 }).toBeNull();
  expect(canaryLoads).toBeGreaterThanOrEqual(MIN_LOADS);

  for (let i = 0; i < 5; i++) expect(await freshVersion(browser)).toBe(stable);
  const listing = cli('remotes');
  expect(listing).toMatch(new RegExp(`abort\\s+${canary}\\s+by release-health\\s+\\(automatic: error rate \\d+\\.\\d% over \\d+ loads`));
  // Its health stays in the listing after the abort: the error rate that caused it.
  expect(listing).toMatch(new RegExp(`mf-auth ${canary} \\(aborted\\): \\d+ loads, \\d+ errors, error rate \\d+\\.\\d%`));
});
