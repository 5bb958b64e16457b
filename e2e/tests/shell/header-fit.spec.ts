import { expect, test } from '../../support/test';
import { LANGS, shellSession } from '../../support/shell-session';

const SUPPLIER = { zh: '华能示范电力设备有限公司', en: 'Huaneng Demo Power Equipment Co., Ltd.' };

for (const lang of LANGS) {
  test(`at 1280 px the top menu shows every entry beside the tools, no "…" (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await shellSession(page, { lang });
    await page.goto('/supplier_home_todo');
    const menu = page.getByTestId('top-menu');
    await expect(menu.locator('.ant-menu-item').first()).toBeVisible();
    const entries = await menu.locator('.ant-menu-item').count();
    expect(entries).toBeGreaterThanOrEqual(4);
    await expect(menu.locator('.ant-menu-item:visible')).toHaveCount(entries);
    await expect(menu.locator('.ant-menu-overflow-item-rest:visible')).toHaveCount(0);
    // Every tool of the bar stays on screen too.
    const header = await page.getByTestId('shell-header').boundingBox();
    const avatar = await page.getByTestId('avatar-menu').boundingBox();
    expect(avatar!.x + avatar!.width).toBeLessThanOrEqual(header!.x + header!.width);
  });

  test(`the shell names the supplier in the reader's language (${lang})`, async ({ page }) => {
    await shellSession(page, { lang });
    await page.goto('/supplier_home_todo');
    const name = lang === 'zh-CN' ? SUPPLIER.zh : SUPPLIER.en;
    await expect(page.getByTestId('current-user')).toHaveText(name);
    await expect(page.getByTestId('current-user')).toHaveAttribute('title', name);
    await expect(page.locator('[data-page="/supplier_home_todo"]').getByTestId('todo-title')).toContainText(name);
  });
}

for (const lang of LANGS) {
  test(`on a phone (400 px) the menu button, the title and the account stay on the bar (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await shellSession(page, { lang });
    await page.goto('/supplier_home_todo');
    const header = (await page.getByTestId('shell-header').boundingBox())!;
    for (const id of ['menu-collapse', 'avatar-menu', 'language-switch', 'error-log-button']) {
      const item = page.getByTestId(id);
      await expect(item, id).toBeVisible();
      const box = (await item.boundingBox())!;
      expect(box.x, id).toBeGreaterThanOrEqual(header.x);
      expect(box.x + box.width, id).toBeLessThanOrEqual(header.x + header.width);
    }
    const title = (await page.locator('.shell-title').boundingBox())!;
    expect(title.width).toBeGreaterThan(40);
    // The side menu, opened from the bar, still offers the menu search.
    await page.getByTestId('menu-collapse').click();
    await expect(page.getByTestId('menu-search')).toBeVisible();
  });
}
