// The promise of independent releases, tested in the browser: the newest host with the previous
// release of every remote, then the previous host with the newest remotes. "Previous" is the
// build of the previous commit (SKEW_BASE overrides), made once in a git worktree and cached under
// .skew-builds/ (support/previous-builds.ts). Each mix goes live through the release command, so
// its compatibility check is part of what is tested.
import { expect, test, type Browser, type Page } from '@playwright/test';
import path from 'node:path';
import { PASSWORD, confirmForceOfflineIfAsked, fillPasswordLogin, nextImageCode } from '../../support/auth-helpers';
import { portalCli, startPortal, type PortalServer } from '../../support/portal-server';
import { APPS, previousBuilds, previousCommit } from '../../support/previous-builds';
import { TEXT } from '../../support/shell-session';

const REMOTES = APPS.filter((app) => app !== 'host');

test.describe.configure({ mode: 'serial' });

let portal: PortalServer;
let previous: string;

test.beforeAll(async () => {
  // A first run builds the previous commit (a few minutes on two cores); later runs read the cache.
  test.setTimeout(20 * 60_000);
  const commit = previousCommit();
  test.skip(commit === null, 'no previous commit to build (shallow clone?): fetch more history or set SKEW_BASE');
  previous = previousBuilds(commit!);
  portal = await startPortal(Number(process.env.E2E_PORT) + 1);
});

test.afterAll(async () => {
  await portal?.stop();
});

interface Registry {
  remotes: { remote: string; version: string; routes?: { path: string }[] }[];
}

const go = (page: Page, to: string) => page.evaluate((p) => (window as unknown as { __PORTAL_NAVIGATION__: { go(path: string): void } }).__PORTAL_NAVIGATION__.go(p), to);

type Route = { remote: string; path: string };

/**
 * Opens each route in the page and checks its remote rendered it (no fallback, some content).
 * Returns the routes the guard sent elsewhere (a login page while logged in, a supplier page while
 * logged out), for a second pass in the other state.
 */
async function sweep(page: Page, routes: Route[]): Promise<Route[]> {
  const elsewhere: Route[] = [];
  for (const route of routes) {
    await go(page, route.path);
    const shown = page.locator(`[data-page="${route.path}"]:visible`);
    const outcome = async () => ((await shown.count()) === 1 ? 'shown' : new URL(page.url()).pathname.toLowerCase() !== route.path.toLowerCase() ? 'elsewhere' : 'waiting');
    await expect.poll(outcome, { message: `${route.remote} ${route.path} shows nothing` }).not.toBe('waiting');
    if ((await outcome()) === 'elsewhere') {
      elsewhere.push(route);
      continue;
    }
    await expect(shown.locator('[data-remote-failed]'), `${route.remote} ${route.path} failed to load`).toHaveCount(0);
    await expect.poll(async () => (await shown.innerText()).trim().length, { message: `${route.remote} ${route.path} rendered nothing` }).toBeGreaterThan(0);
  }
  return elsewhere;
}

async function remoteFailures(page: Page): Promise<string[]> {
  const raw = await page.evaluate(() => sessionStorage.getItem('isp-portal-error_log'));
  const entries = (JSON.parse(raw ?? 'null')?.content ?? []) as { type: string; message: string; info: string }[];
  return entries.filter((e) => e.type === 'remote').map((e) => `${e.info}: ${e.message}`);
}

/** Login through the form, the tag bar, the language switch, then every route of every remote. */
async function checkPortal(browser: Browser): Promise<void> {
  const context = await browser.newContext({ baseURL: portal.url });
  const page = await context.newPage();
  try {
    const code = nextImageCode(page);
    await page.goto('/login');
    await fillPasswordLogin(page, 'supplier01', PASSWORD, await code);
    await confirmForceOfflineIfAsked(page);
    await expect(page).toHaveURL(/\/supplier_home_todo/);

    await go(page, '/contract_list');
    await expect(page.getByTestId('contract-table')).toBeVisible();
    await expect(page.locator('[data-testid="tag"][data-path="/supplier_home_todo"]')).toHaveText(TEXT['zh-CN'].todo);
    await page.locator('[data-testid="tag"][data-path="/supplier_home_todo"]').click();
    await expect(page).toHaveURL(/\/supplier_home_todo/);

    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-en-US').click();
    await expect(page.locator('[data-testid="tag"][data-path="/contract_list"]')).toHaveText(TEXT['en-US'].contracts);
    await go(page, '/contract_list');
    await expect(page).toHaveTitle(`${TEXT['en-US'].contracts}-${TEXT['en-US'].title}`);
    await expect(page.locator('[data-page="/contract_list"]:visible').getByText('10 / page')).toBeVisible();
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-zh-CN').click();
    await expect(page.locator('[data-testid="tag"][data-path="/contract_list"]')).toHaveText(TEXT['zh-CN'].contracts);

    const registry = (await (await page.request.get('/mf/registry.json')).json()) as Registry;
    expect(registry.remotes.map((r) => r.remote).sort()).toEqual([...REMOTES].sort());
    const routes = registry.remotes.flatMap((r) => (r.routes ?? []).map((route) => ({ remote: r.remote, path: route.path })));
    expect(routes.length).toBeGreaterThan(10);
    const forVisitors = await sweep(page, routes);
    // Log out (the session lives in local storage; the error log stays in session storage).
    await page.evaluate(() => localStorage.clear());
    await page.goto('/home');
    await expect(page.getByTestId('notice-row').first()).toBeVisible();
    expect(await sweep(page, forVisitors), 'routes that render neither logged in nor logged out').toEqual([]);
    expect(await remoteFailures(page)).toEqual([]);
  } finally {
    await context.close();
  }
}

test('the newest host runs the previous release of every remote', async ({ browser }) => {
  for (const remote of REMOTES) portalCli(portal.env, 'release', remote, '--from', path.join(previous, remote, 'dist'));
  await checkPortal(browser);
});

test('the previous host runs the newest remotes', async ({ browser }) => {
  // Back to the newest remotes (released at start), then the previous host.
  for (const remote of REMOTES) portalCli(portal.env, 'rollback', remote);
  portalCli(portal.env, 'release', 'host', '--from', path.join(previous, 'host', 'dist'));
  const live = (await (await fetch(`${portal.url}/health`)).json()) as { versions: Record<string, string> };
  expect(live.versions.host).toMatch(/^r2-/);
  for (const remote of REMOTES) expect(live.versions[remote]).toMatch(/^r1-/);
  await checkPortal(browser);
});
