import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { LANGS, TEXT, shellSession } from '../../support/shell-session';

const FEATURES: [string, string][] = [
  ['tag', 'tag-bar'],
  ['log', 'error-log-button'],
  ['theme', 'theme-chooser'],
  ['themeColor', 'color-picker'],
  ['fullScreen', 'fullscreen-toggle'],
  ['lockScreen', 'lock-button'],
  ['search', 'top-search'],
  ['collapse', 'menu-collapse'],
  ['topMenu', 'top-menu'],
];

async function openSettings(page: Page) {
  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('avatar-settings').click();
}

for (const lang of LANGS) {
  test(`settings drawer: version, switches on by default, each hides its feature, choices survive a reload (${lang})`, async ({ page }) => {
    await shellSession(page, { lang });
    await page.goto('/contract_list');
    await openSettings(page);
    await expect(page.locator('.ant-drawer-title')).toHaveText(TEXT[lang].settingsTitle);
    await expect(page.getByTestId('settings-version')).toHaveText(TEXT[lang].version);
    for (const [name, feature] of FEATURES) {
      await expect(page.getByTestId(`switch-${name}`)).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByTestId(feature).first()).toBeVisible();
      await page.getByTestId(`switch-${name}`).click();
      await expect(page.getByTestId(feature)).toHaveCount(0);
    }
    await page.reload();
    for (const [, feature] of FEATURES) await expect(page.getByTestId(feature)).toHaveCount(0);
    await openSettings(page);
    await page.getByTestId('switch-tag').click();
    await expect(page.getByTestId('tag-bar')).toBeVisible();
  });
}
