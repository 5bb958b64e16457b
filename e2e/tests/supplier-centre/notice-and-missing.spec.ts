// Issue 35: a notice's formatted text renders as text, sanitised as public articles are (no raw
// <p>, no script), and the approval's notice reaches the new supplier; /contract_detail without an
// id answers the catalogue's "resource does not exist".
import { expect, test } from '../../support/test';
import { apiLogin, storeSession, useLanguage } from '../../support/auth-helpers';
import { newApprovedSupplier } from '../../support/registrations';
import { picture } from '../../support/pictures';

test('the approval notice shows its formatted text, not raw <p> (en-US)', async ({ page }) => {
  await useLanguage(page, 'en-US');
  const sup = await newApprovedSupplier(page.request, 'ntc');
  await storeSession(page, await apiLogin(page.request, sup.userName, sup.password));
  await page.goto('/supplier_notice_list');
  const open = page.locator('[data-testid^="notice-open-"]', { hasText: 'Supplier registration approved' });
  await expect(open).toHaveCount(1);
  await open.click();
  const body = page.getByTestId('notice-body');
  // Three paragraphs, one per language; the markup is not shown as text.
  await expect(body.locator('p')).toHaveCount(3);
  await expect(body.locator('p').nth(1)).toContainText('was approved: supplier number G');
  await expect(body).not.toContainText('<p>');
  await picture(page, 'artifacts/supplier-centre/notice-rich-en-US.png');
});

for (const [lang, text] of [['zh-CN', '资源不存在'], ['en-US', 'The resource does not exist'], ['vi-VN', 'Tài nguyên không tồn tại']] as const) {
  test(`/contract_detail without an id: "resource does not exist" (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const sup = await newApprovedSupplier(page.request, 'cdm');
    await storeSession(page, await apiLogin(page.request, sup.userName, sup.password));
    await page.goto('/contract_detail');
    await expect(page.getByTestId('record-missing-message')).toBeVisible();
    if (text) await expect(page.getByTestId('record-missing-message')).toHaveText(text);
    await expect(page.getByTestId('record-missing-message')).not.toContainText('contractId');
  });
}
