import { expect, test } from '../../support/test';
import { useLanguage } from '../../support/auth-helpers';
import { fillComplete, newTempUser, storeTempSession } from './registration-helpers';
import { picture } from '../../support/pictures';

// Screenshots of the registration screen for people to look at (e2e/artifacts is git-ignored).
const LABELS = { 'zh-CN': { supplierType: '生产商', country: '越南' }, 'en-US': { supplierType: 'Manufacturer', country: 'Vietnam' }, 'vi-VN': { supplierType: 'Nhà sản xuất', country: 'Việt Nam' } };

for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
  for (const width of [1280, 700]) {
    test(`registration screen renders (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await useLanguage(page, lang);
      const userName = await newTempUser(page.request, 'shot');
      await storeTempSession(page, userName);
      await page.goto('/registerDetail');
      await expect(page.getByTestId('register-header-user')).toHaveText(userName);
      await fillComplete(page, LABELS[lang], ['f-supplierName', 'c0-email']);
      await page.getByTestId('contact-add').click();
      await page.getByTestId('register-submit').click();
      await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await picture(page, `artifacts/registration/registerDetail-${lang}-${width}.png`, { fullPage: true });
      await picture(page.getByTestId('section-company'), `artifacts/registration/registerDetail-company-${lang}-${width}.png`);
      await picture(page.getByTestId('contact-0'), `artifacts/registration/registerDetail-contact-${lang}-${width}.png`);
    });
  }
}

test('registration success screen renders (en-US, 700 px)', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await useLanguage(page, 'en-US');
  await storeTempSession(page, await newTempUser(page.request, 'shot'));
  await page.goto('/registerInfo');
  await expect(page.getByTestId('register-info')).toBeVisible();
  await picture(page, 'artifacts/registration/registerInfo-en-US-700.png', { fullPage: true });
});
