// Issue 35: the centre on a phone (412 px) — the fee list and payment history fit without the page
// scrolling sideways, and the pay dialog shows its close button in full. Pictures in three languages.
import { expect, test } from '../../support/test';
import { useLanguage } from '../../support/auth-helpers';
import { supplierWithFee } from '../../support/fees';
import { sideways } from '../../support/layout';
import { picture } from '../../support/pictures';


for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
  test(`fees and the pay dialog fit a 412 px phone (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 412, height: 860 });
    const { feeId } = await supplierWithFee(page, 'fee');
    await page.goto('/member_fee_list');
    await expect(page.getByTestId(`fee-pay-${feeId}`)).toBeVisible();
    await expect.poll(() => sideways(page)).toBeLessThanOrEqual(0);
    await picture(page, `artifacts/supplier-centre/fees-${lang}-412.png`, { settle: true });

    await page.getByTestId(`fee-pay-${feeId}`).click();
    await expect(page.getByTestId('pay-dialog')).toBeVisible();
    const modal = page.locator('.ant-modal', { has: page.getByTestId('pay-dialog') });
    await expect(modal.locator('.ant-modal-close')).toBeInViewport({ ratio: 1 });
    const box = (await modal.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(412);
    await picture(page, `artifacts/supplier-centre/pay-dialog-${lang}-412.png`, { settle: true });
  });
}
