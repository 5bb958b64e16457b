import { expect, test } from '../../support/test';
import { loginAsSupplier } from '../../support/api-login';

// The back-office frame (header bar, side menu, footer) and the host's back-office pages come in
// chunks of their own, fetched when such a page opens (host/src/shell/Shell.tsx, HostPage.tsx):
// they load as before, and one that cannot come leaves the rest of the portal working.

test.beforeEach(async ({ page }) => {
  await loginAsSupplier(page);
});

test('the back-office frame and first page load in their own chunks', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/home/index');
  await expect(page.getByTestId('shell-header').getByText('电子商务平台')).toBeVisible();
  await expect(page.getByTestId('shell-sider').getByRole('menuitem').first()).toBeVisible();
  await expect(page.getByTestId('home-index')).toBeVisible();
  expect(fetched.filter((p) => /\/(back-office-frame|host-pages)\.[0-9a-f]{8}\.js$/.test(p)).map((p) => p.split('.')[0])).toEqual(
    expect.arrayContaining(['/back-office-frame', '/host-pages']),
  );
});

test("without the frame chunk the page still opens, under the header bar's empty place", async ({ page }) => {
  await page.route(/\/back-office-frame\.[0-9a-f]{8}\.js$/, (route) => route.abort());
  await page.goto('/home/index');
  await expect(page.getByTestId('home-index')).toBeVisible();
  await expect(page.getByTestId('shortcut').first()).toBeVisible();
  const header = page.locator('.shell-header').first();
  await expect(header).toBeVisible();
  expect(Math.round((await header.boundingBox())!.height)).toBe(70);
});

test("without the chunk of the host's pages, the page offers a reload and the frame works", async ({ page }) => {
  await page.route(/\/host-pages\.[0-9a-f]{8}\.js$/, (route) => route.abort());
  await page.goto('/home/index');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await expect(page.getByTestId('shell-header').getByText('电子商务平台')).toBeVisible();
  await page.unroute(/\/host-pages\.[0-9a-f]{8}\.js$/);
  await page.getByTestId('remote-retry').click();
  await expect(page.getByTestId('home-index')).toBeVisible();
});
