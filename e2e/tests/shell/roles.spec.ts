import { expect, test } from '../../support/test';
import { TEXT, shellSession } from '../../support/shell-session';

// Supplier-centre pages name the role 'supplier' in their manifests; the shell user holds 'admin'.
test('a supplier sees the supplier-centre entries in the menu and can open them', async ({ page }) => {
  await shellSession(page, { lang: 'zh-CN' });
  await page.goto('/contract_list');
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByText(TEXT['zh-CN'].contracts)).toBeVisible();
  await expect(menu.getByText(TEXT['zh-CN'].todo)).toBeVisible();
  await expect(page.getByTestId('contract-table')).toBeVisible();
});

test('a user without the role sees no such entry, and its address answers 403', async ({ page }) => {
  await shellSession(page, { lang: 'en-US', user: 'shelladmin' });
  await page.goto('/home/index');
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByText(TEXT['en-US'].contracts)).toHaveCount(0);
  await expect(menu.getByText(TEXT['en-US'].todo)).toHaveCount(0);
  await page.goto('/contract_list');
  await expect(page).toHaveURL(/\/403$/);
});
