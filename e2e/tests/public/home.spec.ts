import { expect, test } from '../../support/test';
import { holdRequests } from '../../support/held-requests';
import { useLanguage } from '../../support/public-helpers';

test.describe('home blocks', () => {
  test('every block shows five rows from the server, with more-links', async ({ page, request }) => {
    const tender = await (await request.get('/isp/portal/tenderNotice/getMainPageInfoByIsp', { params: { current: 1, size: 5 } })).json();
    await page.goto('/home');
    await expect(page.getByTestId('bidding-table-bidding').getByTestId('notice-row')).toHaveCount(5);
    await expect(page.getByTestId('bidding-table-bidding').getByTestId('notice-row').first()).toHaveText(tender.records[0].infoTitle);
    for (const tab of ['change', 'winning', 'termination']) {
      await page.getByTestId(`bidding-tab-${tab}`).click();
      await expect(page.getByTestId(`bidding-table-${tab}`).getByTestId('notice-row')).toHaveCount(5);
    }
    for (const tab of ['inquiry', 'inquiryChange', 'result', 'sale', 'saleResult']) {
      await page.getByTestId(`nonbidding-tab-${tab}`).click();
      await expect(page.getByTestId(`nonbidding-table-${tab}`).getByTestId('notice-row')).toHaveCount(5);
    }
    for (const type of ['NEWS', 'HELP', 'ANNOUNCE']) {
      await expect(page.getByTestId(`info-table-${type}`).getByTestId('notice-row')).toHaveCount(5);
      await expect(page.getByTestId(`info-more-${type}`)).toBeVisible();
    }
    await expect(page.getByTestId('process-step')).toHaveCount(6);
    await expect(page.getByTestId('home-banner')).toBeVisible();
    // The login card comes from mf-auth at runtime (or its fallback panel while it is missing).
    await expect(page.getByTestId('home-login-slot').locator('form, [data-testid="remote-fallback"]').first()).toBeVisible();
  });

  test('opening the home page asks the server once for each list and for one image code', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (/getMainPageInfoByIsp|getMainTop|getInfoList|^\/code$/.test(url.pathname)) asked.push(url.pathname === '/code' ? '/code' : `${url.pathname}${url.search}`);
    });
    await page.goto('/home');
    await expect(page.getByTestId('info-table-HELP').getByTestId('notice-row')).toHaveCount(5);
    await expect(page.getByTestId('image-code')).toBeVisible();
    // Once the network is quiet nothing more is on its way.
    await page.waitForLoadState('networkidle');
    const counts = new Map<string, number>();
    for (const call of asked) counts.set(call, (counts.get(call) ?? 0) + 1);
    expect([...counts.keys()]).toHaveLength(6);
    expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);
  });

  test('status column: waiting, expired, blank and terminated as the spec says', async ({ page, request }) => {
    const list = await (await request.get('/isp/portal/tenderNotice/getMainPageInfoByIsp', { params: { current: 1, size: 5 } })).json();
    await page.goto('/home');
    const states = page.getByTestId('bidding-table-bidding').getByTestId('notice-state');
    await expect(states).toHaveCount(5);
    const now = Date.now();
    for (let i = 0; i < 5; i++) {
      const n = list.records[i];
      const expected = n.noticeStatus === 'BID_TERMINATION' ? '已终止' : !n.bidDocReferEndTime ? '' : Date.parse(n.bidDocReferEndTime) > now ? '待报价' : '已过期';
      if (expected) await expect(states.nth(i)).toHaveText(expected);
      else await expect(states.nth(i)).toHaveText('');
    }
    // Winning notices have no status column.
    await page.getByTestId('bidding-tab-winning').click();
    await expect(page.getByTestId('bidding-table-winning').getByTestId('notice-state')).toHaveCount(0);
  });

  test('announcement and help titles are cut to 20 characters; dates are yyyy-MM-dd', async ({ page, request }) => {
    const help = await (await request.post('/isp/portal/plogin/getInfoList', { params: { type: 'ANNOUNCE', page: 1, pageSize: 5 } })).json();
    await page.goto('/home');
    const rows = page.getByTestId('info-table-ANNOUNCE').getByTestId('notice-row');
    for (let i = 0; i < 5; i++) {
      const full: string = help.records[i].infoTitle;
      const shown = (await rows.nth(i).textContent()) ?? '';
      expect(shown).toBe(Array.from(full).length > 20 ? `${Array.from(full).slice(0, 20).join('')}...` : full);
    }
    const long = help.records.find((r: { infoTitle: string }) => Array.from(r.infoTitle).length > 20);
    expect(long).toBeTruthy();
    await expect(page.getByTestId('notice-date').first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('row clicks: preview with the noticeCode rule, voluntary tenders to the article, in a new window', async ({ page, request }) => {
    const list = await (await request.get('/isp/portal/tenderNotice/getMainPageInfoByIsp', { params: { current: 1, size: 5 } })).json();
    await page.goto('/home');
    const rows = page.getByTestId('bidding-table-bidding').getByTestId('notice-row');
    const plainIndex = list.records.findIndex((r: { attribute3: string | null }) => r.attribute3 !== '自愿招标');
    const voluntaryIndex = list.records.findIndex((r: { attribute3: string | null }) => r.attribute3 === '自愿招标');
    const [preview] = await Promise.all([page.waitForEvent('popup'), rows.nth(plainIndex).click()]);
    await expect(preview).toHaveURL(new RegExp(`/ten_notice_preview_content\\?noticeCode=${list.records[plainIndex].noticeCode}&ggTypeName=zbgg`));
    await expect(preview.getByTestId('article-title')).toHaveText(list.records[plainIndex].infoTitle);
    await expect(preview.getByTestId('attachment-link').first()).toBeVisible();
    expect(voluntaryIndex).toBeGreaterThanOrEqual(0);
    const [article] = await Promise.all([page.waitForEvent('popup'), rows.nth(voluntaryIndex).click()]);
    await expect(article).toHaveURL(new RegExp(`/infoMainView\\?infoId=${list.records[voluntaryIndex].infoId}`));

    // The change tab uses the business number.
    const change = await (await request.get('/isp/portal/tenderNotice/pageAmendBulletin', { params: { current: 1, size: 5 } })).json();
    await page.getByTestId('bidding-tab-change').click();
    const target = change.records.findIndex((r: { attribute3: string | null }) => r.attribute3 !== '自愿招标');
    const [changed] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('bidding-table-change').getByTestId('notice-row').nth(target).click()]);
    await expect(changed).toHaveURL(new RegExp(`noticeCode=${change.records[target].businessNum}&ggTypeName=bggg`));
  });

  test("while a tab's list loads, the last tab's rows still shown cannot be clicked", async ({ page }) => {
    const release = await holdRequests(page, '**/tenderNotice/pageAmendBulletin**');
    await page.goto('/home');
    await expect(page.getByTestId('bidding-table-bidding').getByTestId('notice-row')).toHaveCount(5);
    await page.getByTestId('bidding-tab-change').click();
    // The bidding rows, now under the change tab's link rule: not to be opened.
    const loading = page.getByTestId('bidding-table-change');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    // At once, not only once the spinner shows (its blur stops clicks too, but only after its delay).
    expect(await loading.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    release();
    await expect(loading).not.toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveCSS('pointer-events', 'auto');
  });

  test('in English the rows show English titles where they exist, and the frame is English', async ({ page, request }) => {
    await useLanguage(page, 'en-US');
    const list = await (await request.get('/isp/portal/tenderNotice/getMainPageInfoByIsp', { params: { current: 1, size: 5 } })).json();
    await page.goto('/home');
    const rows = page.getByTestId('bidding-table-bidding').getByTestId('notice-row');
    for (let i = 0; i < 5; i++) await expect(rows.nth(i)).toHaveText(list.records[i].infoTitleEn ?? list.records[i].infoTitle);
    await expect(page.getByTestId('top-tab-tender')).toHaveText('Tender announcements');
    await expect(page.getByTestId('portal-footer')).toContainText('Service hotline');
  });

  test('top tabs open their targets in a new tab; favourites explains Ctrl+D', async ({ page }) => {
    await page.goto('/home');
    const [tender] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('top-tab-tender').click()]);
    await expect(tender).toHaveURL(/\/index_list\?ggTypeName=zbgg$/);
    const [inquiry] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('top-tab-inquiry').click()]);
    await expect(inquiry).toHaveURL(/\/source_list\?activeName=xjgg$/);
    const [award] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('top-tab-award').click()]);
    await expect(award).toHaveURL(/\/index_list\?ggTypeName=zhongbiaogg$/);
    const [info] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('top-tab-info').click()]);
    await expect(info).toHaveURL(/\/infoMainList\?type=NEWS$/);
    await page.getByTestId('favourite').click();
    await expect(page.getByText('当前浏览器不支持自动收藏，请使用Ctrl+D进行添加')).toBeVisible();
    await page.getByTestId('friend-links').hover();
    await expect(page.getByTestId('friend-link').first()).toBeVisible();
  });
});
