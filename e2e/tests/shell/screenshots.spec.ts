import { expect, test } from '@playwright/test';
import { LANGS, STORAGE_PAGE, WIDTHS, shellSession } from '../../support/shell-session';

const THEMES = ['default', 'theme-white', 'theme-star', 'theme-iview', 'theme-d2', 'theme-hey', 'theme-bali'];

// Review material, not assertions of looks: every theme, language and width of the shell.
for (const lang of LANGS) {
  test(`screenshots of the shell in every theme (${lang})`, async ({ page }) => {
    test.setTimeout(300_000);
    await shellSession(page, { lang });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const theme of THEMES) {
        // A resize makes the shell store its preferences (the menu folds on narrow screens): let
        // that settle on a page without the portal before writing the theme to try.
        await page.goto(STORAGE_PAGE);
        await page.evaluate((t) => localStorage.setItem('isp-portal-preferences', JSON.stringify({ dataType: 'object', type: 'local', datetime: Date.now(), content: { themeName: t } })), theme);
        await page.goto('/contract_list');
        await expect(page.getByTestId('contract-table').locator('tbody tr').first()).toBeVisible();
        await expect(page.getByTestId('portal-shell')).toHaveAttribute('data-theme', theme.startsWith('theme-') ? theme : `theme-${theme}`);
        await page.screenshot({ path: `artifacts/shell/${lang}-${width}-${theme}.png`, fullPage: true });
      }
    }
  });
}
