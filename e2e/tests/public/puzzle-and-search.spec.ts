import { expect, test } from '../../support/test';
import { loginAsSupplier } from '../../support/api-login';
import { humanDrag, puzzleTarget, scriptedDrag, useLanguage, watchPuzzles } from '../../support/public-helpers';

test.describe('slider puzzle before an inquiry', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsSupplier(page);
    watchPuzzles(page);
    await page.goto('/home');
    await expect(page.getByTestId('welcome-panel')).toBeVisible();
    await expect(page.getByTestId('welcome-name')).toContainText('华能示范电力设备有限公司');
    await page.getByTestId('nonbidding-table-inquiry').getByTestId('notice-row').first().click();
    await expect(page.getByTestId('slider-puzzle')).toBeVisible();
    await expect(page.getByTestId('puzzle-background')).toBeVisible();
  });

  test('a person dragging to the hole passes, sees the seconds and reaches /source_detail', async ({ page }) => {
    await humanDrag(page, await puzzleTarget(page));
    await expect(page.getByTestId('puzzle-result')).toHaveText(/验证通过，耗时[\d.]+秒/);
    await expect(page).toHaveURL(/\/source_detail\?sourceId=/);
    // The detail opened with the puzzle's pass: the server refuses a supplier without one.
    await expect(page.getByTestId('source-detail-num')).toBeVisible();
  });

  test('the pass opens the detail once: a reload is refused with the server message and the puzzle comes again', async ({ page }) => {
    await humanDrag(page, await puzzleTarget(page));
    await expect(page.getByTestId('source-detail-num')).toBeVisible();
    await page.reload();
    await expect(page.getByText('请先完成滑块验证再查看详情')).toBeVisible();
    await expect(page.getByTestId('source-detail-num')).toHaveCount(0);
    await expect(page.getByTestId('source-detail-puzzle')).toBeVisible();
    await expect(page.getByTestId('slider-puzzle')).toBeVisible();
  });

  test('a wrong position fails with 验证不通过', async ({ page }) => {
    const target = await puzzleTarget(page);
    await humanDrag(page, target > 150 ? target - 30 : target + 30);
    await expect(page.getByTestId('puzzle-result')).toHaveText('验证不通过');
  });

  test('a scripted glide fails with 检测到非人为操作！', async ({ page }) => {
    await scriptedDrag(page, await puzzleTarget(page));
    await expect(page.getByTestId('puzzle-result')).toHaveText('检测到非人为操作！');
  });
});

test('a visitor gets the inquiry in a new tab without a puzzle', async ({ page }) => {
  await page.goto('/home');
  const [detail] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('nonbidding-table-inquiry').getByTestId('notice-row').first().click()]);
  await expect(detail).toHaveURL(/\/source_detail\?sourceId=XJ/);
  await expect(detail.getByTestId('source-detail-state')).toBeVisible();
  await expect(page.getByTestId('slider-puzzle')).toHaveCount(0);
});

test('the welcome panel shows the pending count from the server', async ({ page }) => {
  await loginAsSupplier(page);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('isp-portal-access_token') ?? '{}').content);
  const count = await (await page.request.get('/isp/portal/plogin/getPendingNoticeCount', { headers: { 'isp-authorization': token } })).json();
  await page.goto('/home');
  await expect(page.getByTestId('pending-badge')).toHaveAttribute('data-count', String(count.data));
  // Both lead to the to-do list by a real link, so they open in a new tab too.
  await expect(page.getByTestId('welcome-centre')).toHaveAttribute('href', '/supplier_home_todo');
  await expect(page.getByTestId('welcome-pending')).toHaveAttribute('href', '/supplier_home_todo');
  await page.getByTestId('welcome-pending').click();
  await expect(page).toHaveURL(/\/supplier_home_todo$/);
});

test.describe('search screens', () => {
  test('/index_list searches by type and title, paged', async ({ page }) => {
    await page.goto('/index_list?ggTypeName=zhongbiaogg');
    await expect(page.getByTestId('notice-search-row').first()).toBeVisible();
    await page.getByTestId('notice-search-title').fill('光伏');
    await page.getByTestId('notice-search-submit').click();
    const rows = page.getByTestId('notice-search-row');
    await expect(rows.first()).toContainText('光伏');
    for (const text of await rows.allTextContents()) expect(text).toContain('光伏');
  });

  test('/source_List keeps the status its address names in sourceType (spec 01 §2)', async ({ page }) => {
    const listed = page.waitForRequest((r) => r.url().includes('/plogin/getDb'));
    await page.goto('/source_list?activeName=xjgg&sourceType=PUBLISHED');
    expect(new URL((await listed).url()).searchParams.get('sourceType')).toBe('PUBLISHED');
    await expect(page.getByTestId('source-row').first()).toBeVisible();
    await page.goto('/source_list?activeName=xjgg&sourceType=NO_SUCH_STATUS');
    await expect(page.getByTestId('source-table').locator('.ant-empty')).toBeVisible();
    await expect(page.getByTestId('source-row')).toHaveCount(0);
  });

  test('/infoMainList lists help articles and opens one with its attachment', async ({ page }) => {
    await page.goto('/infoMainList?type=HELP');
    await expect(page.getByTestId('info-row').first()).toBeVisible();
    const [view] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('info-row').first().click()]);
    await expect(view.getByTestId('article-body')).not.toBeEmpty();
    await expect(view.getByTestId('attachment-link').first()).toBeVisible();
  });

  test('/source_List in English: tabs, open state filter and labels', async ({ page }) => {
    await useLanguage(page, 'en-US');
    await page.goto('/source_List?activeName=xjgg');
    await expect(page.getByTestId('source-row').first()).toBeVisible();
    await page.getByTestId('source-search-state').click();
    await page.getByText('Open for quotes', { exact: true }).last().click();
    await page.getByTestId('source-search-submit').click();
    // The filtered page replaces the unfiltered one, whose first row may already be in quote: wait
    // until every row shown is.
    await expect.poll(async () => [...new Set(await page.getByTestId('source-state').allTextContents())]).toEqual(['Open for quotes']);
    await page.getByTestId('source-tab-jggg').click();
    await expect(page.getByTestId('source-notice-row').first()).toBeVisible();
  });

  test('/cs_source_List shows sales and sale results', async ({ page }) => {
    await page.goto('/cs_source_List?activeName=csjggg');
    await expect(page.getByTestId('source-notice-row').first()).toContainText('出售结果公告');
    await page.getByTestId('source-tab-csgg').click();
    await expect(page.getByTestId('source-row').first()).toContainText('出售');
  });

  test('/search_all finds across notices, articles and sources', async ({ page }) => {
    await page.goto('/search_all');
    await page.getByTestId('search-all-input').locator('input').fill('光伏');
    await page.getByTestId('search-all-input').locator('input').press('Enter');
    await expect(page.getByTestId('search-all-row').first()).toBeVisible();
    const kinds = await page.getByTestId('search-all-row').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(new Set(kinds).size).toBeGreaterThanOrEqual(2);
  });

  test('an empty attachment says it cannot be downloaded', async ({ page }) => {
    await page.goto('/ten_notice_preview_content?noticeCode=HN-BID-2026-0001&ggTypeName=zbgg');
    await page.getByText('补充说明（空文件）.txt').click();
    await expect(page.getByText('下载失败，无法下载空附件！')).toBeVisible();
  });

  test('/statement and /myiframe/{routerPath}', async ({ page, baseURL }) => {
    await page.goto('/statement');
    await expect(page.getByTestId('statement')).toContainText('平台声明');
    const framed = `${baseURL}/mf/registry.json`;
    await page.goto(`/myiframe/${encodeURIComponent(framed)}`);
    await expect(page.getByTestId('frame-page').locator('iframe')).toHaveAttribute('src', framed);
    await page.goto(`/myiframe/${encodeURIComponent('javascript:alert(1)')}`);
    await expect(page.getByTestId('frame-invalid')).toBeVisible();
  });
});
