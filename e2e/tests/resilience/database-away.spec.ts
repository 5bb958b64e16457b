// What a supplier sees while the server's database is away: the server answers its calls with 503
// and the catalogue message (server/test/api/database-faults.api.test.ts proves that part on a real
// PostgreSQL); here the browser gets those answers and must show the message, keep the page and
// the shell working, and recover on the next call once the database is back.
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { useLanguage } from '../../support/public-helpers';
import { picture } from '../../support/pictures';

const MESSAGES = {
  'zh-CN': '服务暂时不可用，请稍后重试',
  'en-US': 'the service is temporarily unavailable, try again',
} as const;

/** Every data call answers as the server does while its database is away. */
async function databaseAway(page: Page, lang: keyof typeof MESSAGES): Promise<void> {
  await page.route(/\/isp\/portal\//, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', headers: { 'retry-after': '5' }, body: JSON.stringify({ code: 1, msg: MESSAGES[lang] }) }),
  );
}

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`${lang}: /home shows the unavailable message, keeps its frame, and fills in once the database is back`, async ({ page }) => {
    await useLanguage(page, lang);
    await databaseAway(page, lang);
    await page.goto('/home');
    await expect(page.locator('.ant-message').getByText(MESSAGES[lang]).first()).toBeVisible();
    // Every list failed with the same message; it is said once.
    await expect(page.getByTestId('bidding-table-bidding')).toBeVisible();
    await expect(page.locator('.ant-message-notice').filter({ hasText: MESSAGES[lang] })).toHaveCount(1);
    // Not a blank page: the portal frame and the home blocks are there, only without rows.
    await expect(page.getByTestId('home-banner')).toBeVisible();
    await expect(page.getByTestId('bidding-table-bidding')).toBeVisible();
    await expect(page.getByTestId('bidding-table-bidding').getByTestId('notice-row')).toHaveCount(0);
    // For a person to look at (e2e/artifacts is git-ignored): the message, the frame, no rows.
    await picture(page, `artifacts/resilience/database-away-${lang}.png`);
    await page.setViewportSize({ width: 700, height: 900 });
    await picture(page, `artifacts/resilience/database-away-${lang}-700.png`);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.unroute(/\/isp\/portal\//);
    // The shell still navigates: switching tab asks the server again and now gets rows.
    await page.getByTestId('bidding-tab-change').click();
    await expect(page.getByTestId('bidding-table-change').getByTestId('notice-row').first()).toBeVisible();
  });
}
