import { expect, test } from '../../support/test';
import { loginAsSupplier } from '../../support/api-login';

const NOT_ON_HOME = ['mf-supplier', 'mf-sourcing', 'mf-contracts'];
/** The remotes with no page a visitor may open: all their routes need a login. */
const LOGIN_ONLY = ['mf-supplier', 'mf-contracts'];

const entryFetched = (fetched: string[], remote: string) => fetched.some((p) => p.startsWith(`/remotes/${remote}/`) && p.endsWith('/remoteEntry.js'));

test('/home on an empty cache fetches no entry of mf-supplier, mf-sourcing or mf-contracts before the page is idle, and a visitor never the login-only ones', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/home');
  await expect(page.getByTestId('notice-row').first()).toBeVisible();
  // The host marks when it starts preloading, once the page has loaded and the browser is idle.
  await page.waitForFunction(() => performance.getEntriesByName('portal:preload').length > 0, null, { timeout: 30_000 });
  const { mark, resources } = await page.evaluate(() => ({
    mark: performance.getEntriesByName('portal:preload')[0].startTime,
    resources: performance.getEntriesByType('resource').map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
  }));
  for (const remote of NOT_ON_HOME) {
    const early = resources.filter((r) => r.path.startsWith(`/remotes/${remote}/`) && r.start < mark).map((r) => r.path);
    expect(early, `${remote} fetched before the page was idle`).toEqual([]);
  }
  // The remotes /home shows are fetched, and the check above is not vacuous: the request log sees them.
  expect(entryFetched(fetched, 'mf-public')).toBe(true);
  // Once idle, what a visitor may open is preloaded, so its pages open without waiting; the
  // supplier centre and contracts, which need a login, are not fetched for a visitor at all.
  await page.waitForFunction(() => performance.getEntriesByName('portal:preload-done').length > 0, null, { timeout: 30_000 });
  expect(entryFetched(fetched, 'mf-sourcing')).toBe(true);
  for (const remote of LOGIN_ONLY) expect(entryFetched(fetched, remote), `${remote} preloaded for a visitor`).toBe(false);
  await context.close();
});

test('a logged-in supplier on /home has every remote preloaded once the page is idle', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await loginAsSupplier(page);
  await page.goto('/home');
  await expect(page.getByTestId('notice-row').first()).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('portal:preload-done').length > 0, null, { timeout: 30_000 });
  for (const remote of NOT_ON_HOME) expect(entryFetched(fetched, remote), `${remote} not preloaded`).toBe(true);
});

test('a remote that is down on the very first visit costs only its own pages: menu, title and tag still carry its labels', async ({ page }) => {
  await page.route('**/remotes/mf-supplier/**', (route) => route.abort());
  await loginAsSupplier(page);
  await page.goto('/supplier_home_todo');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  // The label comes from the registry (recorded at release), not from the unreachable remote.
  await expect(page).toHaveTitle(/^用户中心-/);
  await expect(page.locator('[data-testid="tag"][data-path="/supplier_home_todo"]')).toHaveText('用户中心');
  await page.goto('/contract_list');
  await expect(page.getByTestId('contract-table')).toBeVisible();
});
