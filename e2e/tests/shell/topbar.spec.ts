import { expect, test } from '../../support/test';
import { LANGS, TEXT, WIDTHS, chooseTheme, putStorage, readStorage, shellSession } from '../../support/shell-session';

/** The page size the contract list's pager shows (the common namespace's `pager.sizeOption`). */
const PAGE_SIZE: Record<string, string> = { 'zh-CN': '10 条/页', 'en-US': '10 / page', 'vi-VN': '10 / trang' };

for (const width of WIDTHS) {
  test(`language switch changes every open page, its list pager included, and is remembered under lang (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await shellSession(page, { lang: 'zh-CN' });
    await page.goto('/contract_list');
    // The chosen option of the list pager's native select (Playwright never counts an <option> as visible).
    const pageSize = page.getByTestId('contract-table-pager').getByRole('combobox').locator('option:checked');
    await expect(pageSize).toHaveText(PAGE_SIZE['zh-CN']);
    for (const lang of ['en-US', 'vi-VN', 'zh-CN'] as const) {
      await page.getByTestId('language-switch').click();
      await page.getByTestId(`language-${lang}`).click();
      await expect(pageSize).toHaveText(PAGE_SIZE[lang]);
      await expect(page.locator('[data-testid="tag"][data-path="/contract_list"]')).toHaveText(TEXT[lang].contracts);
      await expect(page).toHaveTitle(`${TEXT[lang].contracts}-${TEXT[lang].title}`);
      expect(await readStorage(page, 'lang')).toBe(lang);
    }
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-vi-VN').click();
    await page.reload();
    await expect(pageSize).toHaveText(PAGE_SIZE['vi-VN']);
  });
}

for (const lang of LANGS) {
  test(`error log: badge capped at 99, dialog with every field, clear (${lang})`, async ({ page }) => {
    await shellSession(page, { lang });
    const entries = Array.from({ length: 120 }, (_, i) => ({ type: 'http', message: `failure ${i}`, stack: 'Error: x', info: 'GET /x 500', url: 'http://127.0.0.1/x', time: '2026-03-02 10:00:00' }));
    await putStorage(page, { error_log: entries }, 'session');
    await page.goto('/home/index');
    await expect(page.getByTestId('error-log-badge')).toContainText('99+');
    await page.getByTestId('error-log-button').click();
    const table = page.getByTestId('error-log-table');
    await expect(table.locator('thead th')).toHaveCount(6);
    await expect(table).toContainText('failure 0');
    await expect(table).toContainText('GET /x 500');
    await page.getByTestId('error-log-clear').click();
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(0);
    await page.keyboard.press('Escape');
    // A real uncaught error is recorded and counted.
    await page.evaluate(() => setTimeout(() => { throw new Error('boom from a page'); }, 0));
    await expect(page.getByTestId('error-log-badge')).toContainText('1');
  });
}

test('theme chooser changes the shell, colour picker defaults to #409EFF, choices survive a reload', async ({ page }) => {
  await shellSession(page);
  await page.goto('/home/index');
  const shell = page.getByTestId('portal-shell');
  await expect(shell).toHaveAttribute('data-theme', 'theme-white');
  // Header and side menu together: some themes share a header colour but not the menu.
  const headerColour = async () =>
    (await page.getByTestId('shell-header').evaluate((el) => getComputedStyle(el).backgroundColor + getComputedStyle(el).backgroundImage)) +
    (await page.getByTestId('shell-sider').evaluate((el) => getComputedStyle(el).backgroundColor));
  const white = await headerColour();
  const seen = new Set([white]);
  for (const theme of ['default', 'theme-star', 'theme-iview', 'theme-d2', 'theme-hey', 'theme-bali']) {
    await chooseTheme(page, theme);
    const now = await headerColour();
    expect(now).not.toBe(white);
    seen.add(now);
  }
  expect(seen.size).toBe(7);
  const prefs = await readStorage<{ themeColor: string; themeName: string }>(page, 'preferences');
  expect(prefs?.themeColor.toUpperCase()).toBe('#409EFF');
  await page.reload();
  await expect(shell).toHaveAttribute('data-theme', 'theme-bali');
});

test('fullscreen toggle enters and leaves full screen', async ({ page }) => {
  await shellSession(page);
  await page.goto('/home/index');
  const toggle = page.getByTestId('fullscreen-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('data-fullscreen', '1');
  await toggle.click();
  await expect(toggle).toHaveAttribute('data-fullscreen', '0');
});

for (const lang of LANGS) {
  test(`avatar menu: personal info from the server, settings, exit (${lang})`, async ({ page }) => {
    await shellSession(page, { lang });
    await page.goto('/contract_list');
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('avatar-info').click();
    await expect(page).toHaveURL(/\/info\/index$/);
    await expect(page.getByTestId('info-userName')).toHaveText('supplier01');
    await expect(page.getByTestId('info-phone')).toHaveText('138****0001');
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('avatar-home').click();
    await expect(page).toHaveURL(/\/home\/index$/);
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('avatar-settings').click();
    await expect(page.locator('.ant-drawer-title')).toHaveText(TEXT[lang].settingsTitle);
    await page.keyboard.press('Escape');
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('avatar-exit').click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect(page).toHaveURL(/\/home$/);
    expect(await readStorage(page, 'access_token')).toBeUndefined();
  });
}

test('the colour swatch opens the colour picker, and a preset becomes the theme colour', async ({ page }) => {
  await shellSession(page);
  await page.goto('/home/index');
  // Until first used, a swatch stands for the picker (its chunk of antd is not fetched for the page).
  await page.getByTestId('color-picker').getByRole('button').click();
  const presets = page.locator('.ant-color-picker-presets-color');
  await expect(presets).toHaveCount(9);
  await presets.nth(2).click();
  await expect.poll(async () => (await readStorage<{ themeColor: string }>(page, 'preferences'))?.themeColor).toBe('#F5222D');
});

for (const lang of LANGS) {
  test(`top search: typed before its list has come, kept and answered; a match opens its page (${lang})`, async ({ page }) => {
    await shellSession(page, { lang });
    await page.goto('/home/index');
    // The input itself: the test id stays on the box the AutoComplete wraps around it.
    const box = page.locator('.top-search-box input');
    // Typed at once, before the list part has come: nothing typed is lost when it takes the box's place.
    await box.click();
    const prefix = TEXT[lang].contracts.slice(0, 2);
    await box.pressSequentially(prefix);
    await expect(box).toHaveValue(prefix);
    await expect(box).toBeFocused();
    await box.press('End');
    await box.pressSequentially(TEXT[lang].contracts.slice(2, 3));
    await expect(box).toHaveValue(TEXT[lang].contracts.slice(0, 3));
    // antd's visible option (the role="option" nodes are its hidden list for screen readers).
    await page.locator('.ant-select-item-option').filter({ hasText: TEXT[lang].contracts }).click();
    await expect(page).toHaveURL(/\/contract_list/);
    await expect(page).toHaveTitle(`${TEXT[lang].contracts}-${TEXT[lang].title}`);
    await expect(box).toHaveValue('');
  });
}
