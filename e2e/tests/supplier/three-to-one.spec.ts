// Issue 35, saveThreeToOne (spec 02 §7) on /supplier_detail: the three-in-one certificate's form
// checks the code as it is typed for the company's country, sends the code and the licence's
// validity as a change request of those fields only, and the page shows it as the pending change.
// Pictures of the form at 1280 and 412 px in three languages; no sideways page scroll at 412 px.
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { useLanguage } from '../../support/auth-helpers';
import { picture } from '../../support/pictures';
import { askThreeToOne, LANGS, sideways, supplierInPage } from './supplier-helpers';

async function openForm(page: Page) {
  await page.goto('/supplier_detail');
  await expect(page.getByTestId('supplier-detail-name')).toBeVisible();
  await page.getByTestId('three-to-one-open').click();
  await expect(page.getByTestId('three-to-one-dialog')).toBeVisible();
}

test('the code is checked as typed; the certificate is sent as a change of its fields and shown as pending (en-US)', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await supplierInPage(page, 'tto');
  await openForm(page);
  const code = page.getByTestId('three-to-one-code');
  // The company's data as approved: a Vietnamese tax code, a licence without end date.
  await expect(code).toHaveValue('0101234567');
  await expect(page.getByTestId('three-to-one-long-term')).toBeChecked();
  await expect(page.getByTestId('three-to-one-end-date')).toBeDisabled();

  await code.fill('12345');
  await expect(page.getByTestId('three-to-one-dialog')).toContainText('A Vietnamese tax code has 10 digits, or 10-3 digits for a branch');
  await code.fill('');
  await expect(page.getByTestId('three-to-one-dialog')).toContainText('Please enter the credit code / tax code');
  await code.fill('0109876543');
  await expect(page.getByTestId('three-to-one-dialog').locator('.ant-form-item-explain-error')).toHaveCount(0);

  await page.getByTestId('three-to-one-long-term').uncheck();
  const endDate = page.getByTestId('three-to-one-end-date');
  // A light stand-in until used (DateField): the click brings antd's picker in its place, focused and open.
  await endDate.click();
  await expect(page.locator('.ant-picker-focused:has([data-testid="three-to-one-end-date"])')).toBeVisible();
  await endDate.fill('2031-06-30');
  await endDate.press('Enter');
  await expect(endDate).toHaveValue('2031-06-30');

  const sent = page.waitForRequest((r) => r.url().endsWith('/source/saveThreeToOne'));
  await page.getByTestId('three-to-one-send').click();
  expect((await sent).postDataJSON()).toEqual({ supplier: { creditCode: '0109876543', licenceLongTerm: false, licenceEndDate: '2031-06-30' } });
  await expect(page.getByText(/^Change application submitted \(BG\d{12}\)$/)).toBeVisible();
  const number = (await page.getByText(/^Change application submitted \(BG\d{12}\)$/).innerText()).match(/BG\d{12}/)![0];
  await expect(page.getByTestId('three-to-one-dialog')).toHaveCount(0);
  await expect(page.getByTestId('supplier-change-pending')).toContainText(number);
  // One request waits at a time: neither the certificate nor another change can be asked for now.
  await expect(page.getByTestId('three-to-one-open')).toHaveCount(0);
  await expect(page.getByTestId('supplier-change-start')).toHaveCount(0);
  // The history lists it with the certificate's fields only.
  await page.getByTestId('change-history').getByRole('button', { name: /changed$/ }).first().click();
  const fields = page.getByTestId('change-detail-fields');
  await expect(fields).toContainText('0109876543');
  await expect(fields).toContainText('2031-06-30');
});

test('what the server refuses shows in the form; a request opened elsewhere meanwhile is shown as pending (vi-VN)', async ({ page }) => {
  await useLanguage(page, 'vi-VN');
  const sup = await supplierInPage(page, 'ttr');
  await openForm(page);
  // Unchanged data: the server's "nothing changed" in the form, which stays open.
  await page.getByTestId('three-to-one-send').click();
  await expect(page.getByTestId('three-to-one-refusal')).toBeVisible();
  await expect(page.getByTestId('three-to-one-dialog')).toBeVisible();

  const elsewhere = await askThreeToOne(page.request, sup.token, '0109876544');
  await page.getByTestId('three-to-one-code').fill('0109876543');
  const answered = page.waitForResponse((r) => r.url().endsWith('/source/saveThreeToOne'));
  await page.getByTestId('three-to-one-send').click();
  expect((await answered).status()).toBe(409);
  await expect(page.getByTestId('three-to-one-dialog')).toHaveCount(0);
  await expect(page.getByTestId('supplier-change-pending')).toContainText(elsewhere.changeNum);
});

for (const lang of LANGS) {
  test(`the certificate form at 1280 and 412 px (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await supplierInPage(page, 'ttp');
    for (const width of [1280, 412]) {
      await page.setViewportSize({ width, height: 900 });
      await openForm(page);
      await page.getByTestId('three-to-one-code').fill('01098');
      await expect(page.getByTestId('three-to-one-dialog').locator('.ant-form-item-explain-error')).toHaveCount(1);
      await expect.poll(() => sideways(page)).toBeLessThanOrEqual(0);
      const modal = page.locator('.ant-modal', { has: page.getByTestId('three-to-one-dialog') });
      const box = (await modal.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await picture(page, `artifacts/supplier/three-to-one-${lang}-${width}.png`, { settle: true });
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('three-to-one-dialog')).toHaveCount(0);
      await picture(page, `artifacts/supplier/supplier-detail-${lang}-${width}.png`, { settle: true });
    }
  });
}
