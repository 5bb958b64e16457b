import { expect, test } from '../../support/test';
import { LANGS, WIDTHS, chooseTheme, shellSession } from '../../support/shell-session';
import { picture } from '../../support/pictures';

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
        await chooseTheme(page, theme);
        await picture(page, `artifacts/shell/${lang}-${width}-${theme}.png`, { fullPage: true });
      }
    }
  });
}
