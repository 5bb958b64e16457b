import { expect, test } from '@playwright/test';
import { useLanguage } from '../../support/auth-helpers';
import { picture } from '../../support/pictures';

// Screenshots of the auth screens for people to look at (e2e/artifacts is git-ignored).
for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
  for (const width of [1280, 700]) {
    test(`auth screens render (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await useLanguage(page, lang);
      for (const path of ['/login', '/register', '/middle', '/forgetPassword']) {
        await page.goto(path);
        await expect(page.locator('.ant-card').first()).toBeVisible();
        await picture(page, `artifacts/auth/${path.slice(1)}-${lang}-${width}.png`, { fullPage: true });
      }
    });
  }
}
