// Issue 35: /supplier_detail as the profile a supplier keeps — number, qualification and
// activation state, qualification files with their validity (expiring marked, seen after the buyer
// sets it once the page is looked at again), performance records, renewal through a change, and a
// banner of the last change's decision. Pictures at 1280 and 412 px in three languages.
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { apiLogin, storeSession, useLanguage } from '../../support/auth-helpers';
import { operatorApi } from '../../support/operator-api';
import { newApprovedSupplier } from '../../support/registrations';
import { picture } from '../../support/pictures';
import { sideways } from '../../support/layout';

const lookAgain = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

const TEXT = {
  'zh-CN': { qualified: '合格供应商', active: '已激活', expiring: '即将到期', rejected: '被驳回' },
  'en-US': { qualified: 'Qualified supplier', active: 'Active', expiring: 'Expiring', rejected: 'was rejected' },
  'vi-VN': { qualified: 'Nhà cung cấp đủ điều kiện', active: 'Đã kích hoạt', expiring: 'Sắp hết hạn', rejected: 'đã bị từ chối' },
} as const;

for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
  test(`the profile: number, states, files with validity, a change's decision shown when looked at again (${lang})`, async ({ page }) => {
    test.slow();
    const text = TEXT[lang];
    await useLanguage(page, lang);
    const sup = await newApprovedSupplier(page.request, 'prof');
    const login = await apiLogin(page.request, sup.userName, sup.password);
    await storeSession(page, login);
    await page.goto('/supplier_detail');
    await expect(page.getByTestId('supplier-profile-num')).toHaveText(/^G\d{4}$/);
    await expect(page.getByTestId('supplier-profile-qualified')).toHaveText(text.qualified);
    await expect(page.getByTestId('supplier-profile-active')).toHaveText(text.active);
    const files = page.getByTestId('supplier-file');
    await expect(files).toHaveCount(5);
    await expect(page.locator('[data-testid="supplier-file"][data-validity="none"]')).toHaveCount(5);

    // The buyer sets a validity five days ahead while the page is open.
    const op = await operatorApi(page.request);
    const detail = (await (await page.request.post('/isp/portal/user/getSupplierDetail', { headers: { 'isp-authorization': login.access_token } })).json()) as { data: { profile: { qualificationFiles: { fileId: string }[] } } };
    const fileId = detail.data.profile.qualificationFiles[0].fileId;
    await op('file/setValidity', { fileId, validUntil: new Date(Date.now() + 5 * 86_400_000).toISOString() });
    await lookAgain(page);
    await expect(page.locator('[data-testid="supplier-file"][data-validity="expiring"]')).toHaveCount(1);
    await expect(page.locator('[data-testid="supplier-file"][data-validity="expiring"]')).toContainText(text.expiring);

    // A change sent and rejected while the page is open: the pending note gives way to the decision.
    await page.getByTestId('supplier-files-renew').click();
    await expect(page.getByTestId('supplier-change-editing')).toBeVisible();
    await page.getByTestId('f-website').fill('www.example.vn');
    await page.getByTestId('supplier-change-submit').click();
    await expect(page.getByTestId('supplier-change-pending')).toBeVisible();
    const change = (await (await page.request.post('/isp/portal/user/getSupChangeData', { headers: { 'isp-authorization': login.access_token } })).json()) as { data: { changeId: string } };
    await op('updateWf', { id: change.data.changeId, decision: 'reject', reason: 'Website unreachable' });
    await lookAgain(page);
    await expect(page.getByTestId('supplier-change-pending')).toHaveCount(0);
    await expect(page.getByTestId('supplier-change-decided')).toHaveAttribute('data-status', 'rejected');
    await expect(page.getByTestId('supplier-change-decided')).toContainText(text.rejected);
    await expect(page.getByTestId('supplier-change-decided')).toContainText('Website unreachable');

    for (const width of [1280, 412]) {
      await page.setViewportSize({ width, height: 900 });
      // No sideways scroll of the page at either width, asked until the layout for the new width
      // is drawn (a moment after the resize); what sticks out is named should it never fit.
      const wider = () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-testid]')]
            .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .map((e) => e.dataset.testid)
            .slice(0, 5),
        );
      await expect.poll(async () => ((await sideways(page)) <= 0 ? 'fits' : `wider than the window: ${(await wider()).join(', ')}`)).toBe('fits');
      await page.evaluate(() => window.scrollTo(0, 0));
      await picture(page, `artifacts/supplier-centre/profile-${lang}-${width}.png`, { settle: true });
      await picture(page.getByTestId('supplier-files'), `artifacts/supplier-centre/profile-files-${lang}-${width}.png`);
    }
  });
}
