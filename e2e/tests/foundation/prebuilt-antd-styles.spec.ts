import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { shellSession } from '../../support/shell-session';

// antd's component styles come from the stylesheet the host ships (antd.<hash>.css) instead of
// being generated in the page at each component's first use. A host page without it (a host
// released before it existed, under newer remotes) must still get styled components: antd then
// generates them as before.
async function antdStyling(page: Page) {
  await expect(page.getByTestId('source-row').first()).toBeVisible();
  return page.evaluate(() => {
    const prebuilt = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => /^\/antd\.[0-9a-f]{8}\.css$/.test(new URL(link.href).pathname));
    const generated = [...document.querySelectorAll('style')].filter((style) => (style.textContent ?? '').includes(':where(.css-')).length;
    const hashedElements = [...document.querySelectorAll('[class]')].filter((el) => [...el.classList].some((name) => /^css-(?!var)[a-z0-9]+$/.test(name))).length;
    const button = document.querySelector('.ant-btn');
    return { prebuilt: prebuilt.length, generated, hashedElements, buttonCursor: button ? getComputedStyle(button).cursor : null };
  });
}

test('a page takes antd styles from the prebuilt stylesheet and generates none', async ({ page }) => {
  await shellSession(page);
  await page.goto('/source_list');
  expect(await antdStyling(page)).toEqual({ prebuilt: 1, generated: 0, hashedElements: 0, buttonCursor: 'pointer' });
});

test('a host page without the stylesheet still gets styled components', async ({ page }) => {
  await shellSession(page);
  await page.route('**/source_list', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<link id="antd-styles"[^>]*>/, '');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/source_list');
  const styling = await antdStyling(page);
  expect(styling.prebuilt).toBe(0);
  expect(styling.generated).toBeGreaterThan(0);
  expect(styling.buttonCursor).toBe('pointer');
});
