import { expect, test } from '../../support/test';
import { loginAsSupplier } from '../../support/api-login';

test('a remote whose files are unreachable shows the fallback, and the rest of the portal works', async ({ page }) => {
  await page.route('**/remotes/mf-sourcing/**', (route) => route.abort());
  await page.goto('/source_List');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await expect(page.getByTestId('remote-retry')).toBeVisible();
  await expect(page.getByText('页面模块加载失败')).toBeVisible();

  await page.goto('/home');
  await expect(page.getByTestId('notice-row').first()).toBeVisible();
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
});

test('the fallback speaks the current language and retry loads the remote once it is back', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('isp-portal-lang', JSON.stringify({ dataType: 'string', content: 'en-US', type: 'local', datetime: Date.now() })),
  );
  let blocked = true;
  await page.route('**/remotes/mf-sourcing/**', (route) => (blocked ? route.abort() : route.continue()));
  await page.goto('/source_List');
  await expect(page.getByText('This part of the portal could not be loaded')).toBeVisible();
  // The page named the remote's entry and page scripts for preloading, and those failed too: the
  // retry must not be handed a failed preload.
  await expect(page.locator('link[rel="preload"][href*="/remotes/mf-sourcing/"]')).not.toHaveCount(0);
  blocked = false;
  await page.getByTestId('remote-retry').click();
  await expect(page.getByTestId('source-table')).toBeVisible();
});

test('a failed remote is written to the error log', async ({ page }) => {
  await page.route('**/remotes/mf-contracts/**', (route) => route.abort());
  await loginAsSupplier(page);
  // Only opening one of its pages fetches a remote (idle preloading fails quietly).
  await page.goto('/contract_list');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  // The log is written in batches (ERROR_LOG_BATCH_MS), so the entry can come a moment after the panel.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('isp-portal-error_log') ?? localStorage.getItem('isp-portal-error_log') ?? ''))
    .toContain('mf_contracts');
});
