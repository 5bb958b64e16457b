import type { Locator } from '@playwright/test';
import { expect, test } from '../../support/test';
import { PUBLIC_PAGES } from './public-pages';
import { shellSession } from '../../support/shell-session';

/** Anchors a crawler cannot follow: no href, and no role saying they are something else (a button). */
async function anchorsWithoutHref(scope: Locator): Promise<string[]> {
  return scope.locator('a:not([href]):not([role])').evaluateAll((els) => els.map((el) => el.outerHTML.slice(0, 160)));
}

test.describe('everything that navigates on the public pages is a real link', () => {
  for (const target of PUBLIC_PAGES) {
    test(`${target.name} has no anchor without an href`, async ({ page, request }) => {
      await page.goto(await target.url(request));
      await target.ready(page);
      expect(await anchorsWithoutHref(page.getByTestId('portal-header'))).toEqual([]);
      expect(await anchorsWithoutHref(page.getByTestId('portal-footer'))).toEqual([]);
      expect(await anchorsWithoutHref(page.locator('.portal-main'))).toEqual([]);
    });
  }

  test('top tabs, more-links, notice rows, footer and login card carry their addresses', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByTestId('bidding-table-bidding').getByTestId('notice-row')).toHaveCount(5);
    const expectLink = async (testId: string, href: string | RegExp, newTab: boolean) => {
      const link = page.getByTestId(testId).first();
      await expect(link).toHaveAttribute('href', href);
      if (newTab) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      } else {
        await expect(link).not.toHaveAttribute('target', '_blank');
      }
    };
    await expectLink('top-tab-home', '/home', false);
    await expectLink('top-tab-tender', '/index_list?ggTypeName=zbgg', true);
    await expectLink('top-tab-inquiry', '/source_list?activeName=xjgg', true);
    await expectLink('top-tab-award', '/index_list?ggTypeName=zhongbiaogg', true);
    await expectLink('top-tab-info', '/infoMainList?type=NEWS', true);
    await expectLink('bidding-more', '/index_list?ggTypeName=zbgg', true);
    await expectLink('nonbidding-more', '/source_List?activeName=xjgg', true);
    await expectLink('info-more-NEWS', /^\/infoMainList\?type=NEWS&typeName=/, true);
    await expectLink('portal-logo', '/home', false);
    await expectLink('frame-login', '/login', false);
    await expectLink('frame-register', '/register', false);
    await expectLink('footer-statement', '/statement', true);
    await expectLink('footer-company', /^https:\/\//, true);
    await expectLink('qr-login-link', '/middle', false);
    await expectLink('forget-password-link', '/forgetPassword', false);
    await expectLink('register-link', '/register', false);
    const rows = page.getByTestId('bidding-table-bidding').getByTestId('notice-row');
    await expect(rows.first()).toHaveAttribute('href', /^\/(ten_notice_preview_content\?noticeCode=.+&ggTypeName=zbgg|infoMainView\?infoId=.+)$/);
    await expect(rows.first()).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('info-table-NEWS').getByTestId('notice-row').first()).toHaveAttribute('href', /^\/infoMainView\?infoId=/);
    await expect(page.getByTestId('nonbidding-table-inquiry').getByTestId('notice-row').first()).toHaveAttribute('href', /^\/source_detail\?sourceId=/);
  });

  test('a middle click opens a notice in a new tab and leaves the home page where it is', async ({ page, context }) => {
    await page.goto('/home');
    const row = page.getByTestId('info-table-NEWS').getByTestId('notice-row').first();
    await expect(row).toBeVisible();
    const href = await row.getAttribute('href');
    const [opened] = await Promise.all([context.waitForEvent('page'), row.click({ button: 'middle' })]);
    await expect(opened).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
    await expect(opened.getByTestId('article-title')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a plain click on a same-tab link stays in the single-page app', async ({ page }) => {
    await page.goto('/index_list?ggTypeName=zbgg');
    await expect(page.getByTestId('notice-search-row').first()).toBeVisible();
    // A full page load would lose this mark.
    await page.evaluate(() => ((window as unknown as { spaMark: number }).spaMark = 1));
    await page.getByTestId('portal-logo').click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('bidding-table-bidding')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { spaMark?: number }).spaMark)).toBe(1);
    // And a new-tab link still opens its popup from a plain click.
    const [list] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('bidding-more').click()]);
    await expect(list).toHaveURL(/\/index_list\?ggTypeName=zbgg$/);
  });
});

test.describe('the shell and the source notice lists use real links too', () => {
  test('the shell header: the title leads home by its href, and a plain click stays in the page', async ({ page }) => {
    await shellSession(page, { lang: 'en-US' });
    await page.goto('/contract_list');
    await expect(page.getByTestId('contract-table')).toBeVisible();
    const header = page.getByTestId('shell-header');
    expect(await anchorsWithoutHref(header)).toEqual([]);
    await expect(header.locator('.shell-title')).toHaveAttribute('href', '/home');
    const documents = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await header.locator('.shell-title').click();
    await expect(page).toHaveURL(/\/home$/);
    // The same document: the portal went there itself, it did not load the page again.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(documents);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0].name)).toMatch(/\/contract_list$/);
  });

  test('inquiry-result rows carry the notice address and open in a new tab', async ({ page }) => {
    await page.goto('/source_List?activeName=jggg');
    const row = page.getByTestId('source-notice-row').first();
    await expect(row).toHaveAttribute('href', /^\/ten_notice_preview_content\?noticeCode=.+&ggTypeName=/);
    await expect(row).toHaveAttribute('target', '_blank');
    expect(await anchorsWithoutHref(page.locator('.portal-main'))).toEqual([]);
  });
});
