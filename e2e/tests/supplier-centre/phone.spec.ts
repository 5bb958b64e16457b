// Issue 35: the centre on a phone (412 px) — the fee list and payment history fit without the page
// scrolling sideways, and the pay dialog shows its close button in full. Pictures in three languages.
import { expect, test } from '@playwright/test';
import { apiLogin, storeSession, useLanguage } from '../../support/auth-helpers';
import { operatorApi } from '../../support/operator-api';
import { newApprovedSupplier } from '../../support/registrations';
import { picture } from '../../support/pictures';

const sideways = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
  test(`fees and the pay dialog fit a 412 px phone (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 412, height: 860 });
    const sup = await newApprovedSupplier(page.request, 'fee');
    const fee = await (await operatorApi<{ feeId: string }>(page.request))('fee/raise', {
      supplierId: sup.supplierId,
      feeType: 'MEMBERSHIP',
      title: 'Membership fee 2027',
      period: '2027',
      amount: '1200.00',
      currency: 'CNY',
      dueDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    });
    await storeSession(page, await apiLogin(page.request, sup.userName, sup.password));
    await page.goto('/member_fee_list');
    await expect(page.getByTestId(`fee-pay-${fee.feeId}`)).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await picture(page, `artifacts/supplier-centre/fees-${lang}-412.png`, { settle: true });

    await page.getByTestId(`fee-pay-${fee.feeId}`).click();
    await expect(page.getByTestId('pay-dialog')).toBeVisible();
    const modal = page.locator('.ant-modal', { has: page.getByTestId('pay-dialog') });
    await expect(modal.locator('.ant-modal-close')).toBeInViewport({ ratio: 1 });
    const box = (await modal.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(412);
    await picture(page, `artifacts/supplier-centre/pay-dialog-${lang}-412.png`, { settle: true });
  });
}
