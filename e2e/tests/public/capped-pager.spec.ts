// A list whose total the server capped (more than 10,000 matches, totalCapped: true — proven on
// both databases by server/test/api/pager.api.test.ts) says "10,000+" in its pager and offers the
// pages up to the bound. The real reply is taken and only its count is raised, as the demo data
// holds far fewer notices.
import { expect, test } from '../../support/test';
import { useLanguage } from '../../support/public-helpers';
import { picture } from '../../support/pictures';

const LIST = /\/isp\/portal\/tenderNotice\/getMainPageInfoByIspNotice/;

for (const [lang, text, lastPage] of [
  ['zh-CN', '共 10,000+ 条，可翻阅前 10,000 条', '第 1,000 页'],
  ['en-US', '10,000+ found, the first 10,000 can be paged', 'Page 1,000'],
  ['vi-VN', '10.000+ kết quả, xem được 10.000 kết quả đầu', 'Trang 1.000'],
] as const) {
  test(`${lang}: a capped total reads 10,000+ and the pager offers its last page`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.route(LIST, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, total: 10_000, totalCapped: true } });
    });
    await page.goto('/index_list');
    const total = page.getByTestId('notice-search-table-total');
    await expect(total).toHaveText(text);
    // The pager beside it offers page 1,000 (10 a page), the last the server serves.
    const last = page.getByTestId('notice-search-table-pager').getByRole('button', { name: lastPage, exact: true });
    await expect(last).toBeVisible();
    // It can be chosen (the demo server has no rows that far; the pager stays on it).
    // The page's call answered before the test ends: a reply still in the route when the page
    // closes fails the test (seen with four workers).
    const answered = page.waitForResponse(LIST);
    await last.click();
    await answered;
    await expect(last).toHaveAttribute('aria-current', 'page');
    await total.scrollIntoViewIfNeeded();
    await picture(page, `artifacts/public/capped-pager-${lang}.png`);
    await page.setViewportSize({ width: 700, height: 900 });
    await total.scrollIntoViewIfNeeded();
    await picture(page, `artifacts/public/capped-pager-${lang}-700.png`);
  });
}

test('an exact total reads as a plain count', async ({ page }) => {
  await page.goto('/index_list');
  await expect(page.getByTestId('notice-search-table-total')).toHaveText(/^共 \d+ 条$/);
});
