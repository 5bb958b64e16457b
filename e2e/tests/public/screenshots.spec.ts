import { expect, test } from '../../support/test';
import { useLanguage } from '../../support/public-helpers';
import { picture } from '../../support/pictures';

// Writes screenshots of the public pages for a person to look at (e2e/artifacts is git-ignored).
for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
  test(`public pages render in ${lang}`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/home');
    await expect(page.getByTestId('bidding-table-bidding').getByTestId('notice-row')).toHaveCount(5);
    await picture(page, `artifacts/public/home-${lang}.png`, { fullPage: true });
    await page.setViewportSize({ width: 700, height: 900 });
    await picture(page, `artifacts/public/home-${lang}-700.png`, { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/source_List');
    await expect(page.getByTestId('source-row').first()).toBeVisible();
    await picture(page, `artifacts/public/source-list-${lang}.png`, { fullPage: true });
  });
}
