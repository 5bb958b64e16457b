import { expect, test } from '../../support/test';
import { LANGS, TEXT, WIDTHS, go, shellSession } from '../../support/shell-session';

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`lock screen: required password, every path locked even after reload, unlock returns (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await shellSession(page, { lang });
      await page.goto('/contract_list');
      await expect(page.getByTestId('contract-table')).toBeVisible();
      await page.getByTestId('lock-button').click();
      await page.getByTestId('lock-confirm').click();
      await expect(page.getByText(TEXT[lang].lockRequired)).toBeVisible();
      await page.getByTestId('lock-password').fill('s3cret');
      await page.getByTestId('lock-confirm').click();
      await expect(page).toHaveURL(/\/lock$/);
      await page.reload();
      await expect(page.getByTestId('lock-page')).toBeVisible();
      await page.goto('/supplier_home_todo');
      await expect(page).toHaveURL(/\/lock$/);
      await go(page, '/info/index');
      await expect(page).toHaveURL(/\/lock$/);

      await page.getByTestId('unlock-password').fill('wrong');
      await page.getByTestId('unlock-button').click();
      await expect(page.getByTestId('unlock-error')).toHaveText(TEXT[lang].wrongUnlock);
      await expect(page).toHaveURL(/\/lock$/);
      await page.getByTestId('unlock-password').fill('s3cret');
      await page.getByTestId('unlock-button').click();
      await expect(page).toHaveURL(/\/contract_list$/);
      await expect(page.getByTestId('contract-table')).toBeVisible();
    });
  }
}
