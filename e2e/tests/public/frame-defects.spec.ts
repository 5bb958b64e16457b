import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { loginAsSupplier } from '../../support/api-login';
import { useLanguage } from '../../support/public-helpers';
import { LANGUAGES } from './public-pages';

async function accessToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('isp-portal-access_token'));
  return (JSON.parse(raw ?? '{}') as { content?: string }).content ?? '';
}

test('exit in the public header revokes the token on the server', async ({ page }) => {
  await loginAsSupplier(page);
  await page.goto('/index_list?ggTypeName=zbgg');
  const token = await accessToken(page);
  expect(token).not.toBe('');
  const pending = async () => {
    const reply = await page.request.get('/isp/portal/plogin/getPendingNoticeCount', { headers: { 'isp-authorization': token } });
    return { status: reply.status(), body: (await reply.json()) as { code: number; msg: string; data?: unknown } };
  };
  expect(await pending()).toMatchObject({ status: 200, body: { code: 0 } });

  await page.getByTestId('frame-logout').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('frame-login')).toBeVisible();
  expect(await accessToken(page)).toBe('');
  // The old token is dead on the server too, not only forgotten by the browser. A revoked token
  // gets spec 01's answer for it (§8: 'loginInvalid', which makes a client log out), not the data.
  const after = await pending();
  expect(after.body).toEqual({ code: 1, msg: 'loginInvalid' });
  // Without a token the same call is a plain 401.
  expect((await page.request.get('/isp/portal/plogin/getPendingNoticeCount')).status()).toBe(401);
});

test('the top tab of the current page is highlighted, and only that one', async ({ page }) => {
  const pages: [string, string][] = [
    ['/home', 'home'],
    ['/index_list?ggTypeName=zbgg', 'tender'],
    ['/source_list?activeName=xjgg', 'inquiry'],
    ['/index_list?ggTypeName=zhongbiaogg', 'award'],
    ['/infoMainList?type=NEWS', 'info'],
  ];
  for (const [url, key] of pages) {
    await page.goto(url);
    const tabs = page.getByTestId('top-tabs').locator('a');
    await expect(tabs).toHaveCount(5);
    await expect(page.getByTestId(`top-tab-${key}`)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId(`top-tab-${key}`)).toHaveClass(/\bactive\b/);
    await expect(page.getByTestId('top-tabs').locator('a.active')).toHaveCount(1);
    await expect(page.getByTestId('top-tabs').locator('a[aria-current]')).toHaveCount(1);
  }
  // Moving inside the app (the logo goes home in the same tab) moves the highlight along.
  await page.getByTestId('portal-logo').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('top-tab-home')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('top-tab-info')).not.toHaveAttribute('aria-current', 'page');
});

/** Whether the login card's title shows in full: nothing of it scrolls out of its box. */
async function titleFits(page: Page): Promise<{ fits: boolean; text: string; scroll: number; client: number }> {
  const title = page.getByTestId('login-card-title');
  await expect(title).toBeVisible();
  return title.evaluate((el) => {
    const boxes = [el, el.closest('.ant-card-head-title') as HTMLElement];
    const fits = boxes.every((b) => b && b.scrollWidth <= b.clientWidth && b.scrollHeight <= b.clientHeight + 1);
    return { fits, text: el.textContent ?? '', scroll: el.scrollWidth, client: el.clientWidth };
  });
}

for (const lang of LANGUAGES) {
  test(`the login card title is not cut off in ${lang}, at 1280 px and at 400 px`, async ({ page }) => {
    await useLanguage(page, lang);
    for (const width of [1280, 400]) {
      await page.setViewportSize({ width, height: 900 });
      for (const url of ['/home', '/login']) {
        await page.goto(url);
        const result = await titleFits(page);
        expect(result, `${url} at ${width} px: ${JSON.stringify(result)}`).toMatchObject({ fits: true });
        if (lang === 'vi-VN') expect(result.text).toBe('Nhà cung cấp đăng nhập');
      }
    }
  });
}
