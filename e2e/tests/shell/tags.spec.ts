import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { LANGS, TEXT, WIDTHS, go, shellSession } from '../../support/shell-session';

const tags = (page: Page) => page.getByTestId('tag');
const tagOf = (page: Page, path: string) => page.locator(`[data-testid="tag"][data-path="${path}"]`);
const searchBox = (page: Page) => page.locator('[data-testid="contract-search"]').locator('xpath=self::input | .//input').first();

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`keep-alive keeps typed text across tag switches and closing discards it (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await shellSession(page, { lang });
      await page.goto('/contract_list');
      await expect(tags(page)).toHaveCount(1);
      await searchBox(page).fill('HT-2026-0003');
      await go(page, '/supplier_home_todo');
      await expect(tags(page)).toHaveCount(2);
      await expect(tagOf(page, '/supplier_home_todo')).toHaveText(TEXT[lang].todo);
      await tagOf(page, '/contract_list').click();
      await expect(page).toHaveURL(/\/contract_list$/);
      await expect(searchBox(page)).toHaveValue('HT-2026-0003');

      // Closing the active tag opens the previous one.
      await page.locator('.ant-tabs-tab', { has: tagOf(page, '/contract_list') }).locator('.ant-tabs-tab-remove').click();
      await expect(page).toHaveURL(/\/supplier_home_todo$/);
      await expect(tags(page)).toHaveCount(1);
      // The last tag cannot be closed.
      await expect(page.locator('.ant-tabs-tab-remove')).toHaveCount(0);

      await go(page, '/contract_list');
      await expect(page.getByTestId('contract-table').locator('tbody tr').first()).toBeVisible();
      await expect(searchBox(page)).toHaveValue('');
    });
  }

  test(`close other, close all and the more menu (${lang})`, async ({ page }) => {
    await shellSession(page, { lang });
    await page.goto('/contract_list');
    // Each step waits for its tag: a navigation before the shell has started would reload the page.
    await expect(tags(page)).toHaveCount(1);
    await go(page, '/supplier_home_todo');
    await expect(tags(page)).toHaveCount(2);
    await go(page, '/info/index');
    await expect(tags(page)).toHaveCount(3);
    await tagOf(page, '/supplier_home_todo').click();
    await page.getByTestId('tag-more').click();
    await page.getByTestId('tag-close-other').click();
    await expect(tags(page)).toHaveCount(1);
    await expect(tagOf(page, '/supplier_home_todo')).toBeVisible();
    await go(page, '/contract_list');
    await expect(tags(page)).toHaveCount(2);
    await page.getByTestId('tag-more').click();
    await expect(page.getByTestId('tag-close-all')).toHaveText(TEXT[lang].closeAll);
    await page.getByTestId('tag-close-all').click();
    await expect(page).toHaveURL(/\/home\/index$/);
    await expect(tags(page)).toHaveCount(1);
  });
}
