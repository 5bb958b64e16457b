import { expect, test } from '../../support/test';
import { useLanguage } from '../../support/auth-helpers';
import { picture } from '../../support/pictures';
import { go } from '../../support/shell-session';

// Screenshots of the auth screens for people to look at (e2e/artifacts is git-ignored). The first
// screen is loaded; the others open in the page, as the card's links do.
for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
  for (const width of [1280, 700]) {
    test(`auth screens render (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await useLanguage(page, lang);
      for (const [i, path] of ['/login', '/register', '/middle', '/forgetPassword'].entries()) {
        if (i === 0) await page.goto(path);
        else await go(page, path);
        await expect(page.locator('.ant-card').first()).toBeVisible();
        await picture(page, `artifacts/auth/${path.slice(1)}-${lang}-${width}.png`, { fullPage: true });
      }
    });
  }
}
