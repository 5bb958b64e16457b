import { expect, test } from '../../support/test';
import { LANGS, TEXT, WIDTHS, go, shellSession } from '../../support/shell-session';

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`layout, side menu, menu search and footer (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await shellSession(page, { lang });
      await page.goto('/contract_list');
      await expect(page.getByTestId('contract-table').locator('tbody tr').first()).toBeVisible();
      const header = await page.getByTestId('shell-header').boundingBox();
      expect(header?.height).toBe(70);
      await expect(page).toHaveTitle(`${TEXT[lang].contracts}-${TEXT[lang].title}`);
      await expect(page.getByTestId('shell-footer')).toContainText('400-800-2026');
      await expect(page.getByTestId('footer-company')).toHaveAttribute('href', /^https:/);
      await expect(page.getByTestId('footer-icp')).toHaveAttribute('href', 'https://beian.miit.gov.cn/');

      if (width < 768) {
        // Narrow: the menu starts folded away; the collapse button brings it back.
        await expect(page.getByTestId('shell-sider')).toHaveAttribute('data-collapsed', '1');
        await page.getByTestId('menu-collapse').click();
      }
      const menu = page.getByTestId('side-menu');
      await expect(menu.getByRole('menuitem', { name: TEXT[lang].contracts })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: TEXT[lang].todo })).toBeVisible();

      const search = page.getByTestId('menu-search').locator('xpath=self::input | .//input').first();
      await search.fill(TEXT[lang].todo.slice(0, 2));
      await expect(menu.getByRole('menuitem', { name: TEXT[lang].todo })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: TEXT[lang].contracts })).toHaveCount(0);
      await search.fill('zzz-nothing');
      await expect(menu).toContainText(TEXT[lang].noMenu);
      await search.fill('');
      await menu.getByRole('menuitem', { name: TEXT[lang].todo }).click();
      await expect(page).toHaveURL(/\/supplier_home_todo$/);
      // At width class 1 or below opening a menu item collapses the sidebar.
      await expect(page.getByTestId('shell-sider')).toHaveAttribute('data-collapsed', width < 992 ? '1' : '0');
    });
  }
}

test('width classes follow the breakpoints 768, 992 and 1200', async ({ page }) => {
  await shellSession(page);
  await page.goto('/home/index');
  for (const [width, cls] of [[1280, '3'], [1200, '3'], [1100, '2'], [992, '2'], [800, '1'], [767, '0']] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByTestId('portal-shell')).toHaveAttribute('data-width-class', cls);
  }
});

test('the main area is at most 1280 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 1800, height: 900 });
  await shellSession(page);
  await page.goto('/home/index');
  await expect(page.getByTestId('home-index')).toBeVisible();
  const main = await page.locator('.portal-main').boundingBox();
  expect(main?.width).toBe(1280);
  await go(page, '/contract_list');
  await expect(page).toHaveURL(/contract_list/);
});
