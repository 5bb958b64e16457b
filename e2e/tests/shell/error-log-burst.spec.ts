import { expect, test } from '../../support/test';
import { shellSession } from '../../support/shell-session';

// A burst of page errors used to re-render the error log once per error, nested inside React's
// commits, until React stopped with error #185 (maximum update depth). The log now publishes a
// burst at once.
for (const burst of ['unhandled rejections', 'uncaught errors'] as const) {
  test(`a burst of 300 ${burst} is logged and counted without React error #185`, async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await shellSession(page, { lang: 'en-US' });
    await page.goto('/supplier_home_todo');
    await expect(page.getByTestId('error-log-button')).toBeVisible();
    await page.evaluate((kind) => {
      for (let i = 0; i < 300; i++) {
        if (kind === 'unhandled rejections') void Promise.reject(new Error(`burst ${i}`));
        else setTimeout(() => { throw new Error(`burst ${i}`); }, 0);
      }
    }, burst);
    await expect(page.getByTestId('error-log-badge')).toContainText('99+');
    await page.waitForTimeout(1000);
    expect(pageErrors.filter((m) => /#185|Maximum update depth/.test(m))).toEqual([]);
    // The shell still answers: the dialog lists the burst.
    await page.getByTestId('error-log-button').click();
    await expect(page.getByTestId('error-log-table')).toContainText('burst');
    const logged = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('isp-portal-error_log') ?? 'null')?.content ?? []).length);
    expect(logged).toBe(300);
  });
}
