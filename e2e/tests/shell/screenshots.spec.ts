import { expect, test } from '@playwright/test';
import { LANGS, WIDTHS, shellSession } from '../../support/shell-session';

const THEMES = ['default', 'theme-white', 'theme-star', 'theme-iview', 'theme-d2', 'theme-hey', 'theme-bali'];

// Review material, not assertions of looks: every theme, language and width of the shell.
for (const lang of LANGS) {
  test(`screenshots of the shell in every theme (${lang})`, async ({ page }) => {
    test.setTimeout(300_000);
    await shellSession(page, { lang });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/contract_list');
      await expect(page.getByTestId('contract-table').locator('tbody tr').first()).toBeVisible();
      // Through the theme chooser, as a person switches: one page load per width, not per theme.
      for (const theme of THEMES) {
        await page.getByTestId('theme-chooser').click();
        await page.getByTestId(`theme-${theme}`).click();
        await expect(page.getByTestId('portal-shell')).toHaveAttribute('data-theme', theme.startsWith('theme-') ? theme : `theme-${theme}`);
        // The menu closes with an animation: it must be gone from the picture and from the next click.
        await expect(page.getByTestId(`theme-${theme}`)).toBeHidden();
        await page.screenshot({ path: `artifacts/shell/${lang}-${width}-${theme}.png`, fullPage: true });
      }
    }
  });
}
