// Issue 35, "every decision is announced": the home page and the supplier centre show a banner with
// the registration's state (registering user) or the newest change request's (approved supplier),
// asked again when the window gets the focus back, so a page opened before the buyer decided shows
// the decision. Pictures at 1280 and 412 px in three languages; no sideways page scroll at 412 px.
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { apiLogin, storeSession, useLanguage } from '../../support/auth-helpers';
import { operatorApi } from '../../support/operator-api';
import { picture } from '../../support/pictures';
import { submittedRegistration, TEMP_PASSWORD, waiting } from '../../support/registrations';
import { askThreeToOne, decideChange, LANGS, lookAgain, sideways, supplierInPage } from './supplier-helpers';

async function decideRegistration(page: Page, userName: string, decision: 'approve' | 'reject', reason?: string) {
  const registration = (await waiting(page.request, 'registration')).find((r) => r.userName === userName);
  expect(registration).toBeDefined();
  await (await operatorApi(page.request))('updateWf', { id: registration!.userId, decision, ...(reason ? { reason } : {}) });
}

async function registeringUserAtHome(page: Page): Promise<string> {
  const userName = await submittedRegistration(page.request);
  await storeSession(page, await apiLogin(page.request, userName, TEMP_PASSWORD), 'temp');
  await page.goto('/home');
  return userName;
}

test('a registering user: the home page shows the registration waiting, then its rejection with the reason once looked at again (en-US)', async ({ page }) => {
  await useLanguage(page, 'en-US');
  const userName = await registeringUserAtHome(page);
  const banner = page.getByTestId('home-decision-banner').getByTestId('registration-state');
  await expect(banner).toHaveAttribute('data-status', 'submitted');
  await expect(banner).toContainText(/submitted on \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\+8\) and is waiting for the buyer's approval/);
  await expect(banner.getByTestId('decision-banner-link')).toHaveAttribute('href', '/registerInfo');

  await decideRegistration(page, userName, 'reject', 'The licence scan is unreadable');
  // Nothing changes until the window is looked at again: no polling.
  await expect(banner).toHaveAttribute('data-status', 'submitted');
  await lookAgain(page);
  await expect(banner).toHaveAttribute('data-status', 'rejected');
  await expect(banner).toContainText('Reason: The licence scan is unreadable');
  await expect(banner.getByTestId('decision-banner-link')).toHaveAttribute('href', '/registerDetail');
});

test('a registering user: approval shows on the home page with the way to log in again (vi-VN)', async ({ page }) => {
  await useLanguage(page, 'vi-VN');
  const userName = await registeringUserAtHome(page);
  const banner = page.getByTestId('home-decision-banner').getByTestId('registration-state');
  await expect(banner).toHaveAttribute('data-status', 'submitted');
  await decideRegistration(page, userName, 'approve');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(banner).toHaveAttribute('data-status', 'approved');
  await expect(banner.getByTestId('decision-banner-link')).toHaveAttribute('href', '/login');
});

test('an approved supplier: home and centre show the change under review, then each decision once looked at again; a read decision can be put away (zh-CN)', async ({ page, context }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'zh-CN');
  const sup = await supplierInPage(page, 'dban');
  const first = await askThreeToOne(page.request, sup.token, '0109876543');

  await page.goto('/home');
  const home = page.getByTestId('home-decision-banner');
  await expect(home.getByTestId('decision-change-pending')).toContainText(first.changeNum);
  await expect(home.getByTestId('decision-banner-link')).toHaveAttribute('href', '/supplier_detail');
  const centre = await context.newPage();
  await centre.goto('/supplier_home_todo');
  await expect(centre.getByTestId('decision-change-pending')).toContainText(first.changeNum);

  await decideChange(page.request, first.changeId, 'approve');
  for (const p of [page, centre]) {
    await lookAgain(p);
    const decided = p.getByTestId('decision-change-decided');
    await expect(decided).toHaveAttribute('data-status', 'approved');
    await expect(decided).toContainText(first.changeNum);
    await expect(decided).toContainText('(UTC+8)');
    await expect(p.getByTestId('decision-change-pending')).toHaveCount(0);
  }

  const second = await askThreeToOne(page.request, sup.token, '0109876544');
  await lookAgain(page);
  await expect(home.getByTestId('decision-change-pending')).toContainText(second.changeNum);
  await decideChange(page.request, second.changeId, 'reject', '税号与营业执照不符');
  for (const p of [page, centre]) {
    await lookAgain(p);
    const decided = p.getByTestId('decision-change-decided');
    await expect(decided).toHaveAttribute('data-status', 'rejected');
    await expect(decided).toContainText(second.changeNum);
    await expect(decided).toContainText('原因：税号与营业执照不符');
  }

  // Put away on the centre: it stays away there and on the home page, which reads the same note.
  await centre.getByTestId('decision-change-decided').getByRole('button', { name: '知道了，不再显示' }).click();
  await expect(centre.getByTestId('decision-change-decided')).toHaveCount(0);
  const answered = page.waitForResponse((r) => r.url().endsWith('/getSupChangeList'));
  await page.reload();
  await answered;
  await expect(page.getByTestId('welcome-panel')).toBeVisible();
  await expect(page.getByTestId('decision-change-decided')).toHaveCount(0);
  // /supplier_detail keeps it: the profile is where the history is read.
  await centre.goto('/supplier_detail');
  await expect(centre.getByTestId('supplier-change-decided')).toContainText('税号与营业执照不符');
});

for (const lang of LANGS) {
  test(`the decision banners at 1280 and 412 px, no sideways page scroll (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    const sup = await supplierInPage(page, 'dpic');
    const asked = await askThreeToOne(page.request, sup.token, '0109876543');
    await decideChange(page.request, asked.changeId, 'reject', lang === 'zh-CN' ? '请上传新的营业执照扫描件，并核对统一社会信用代码' : lang === 'en-US' ? 'Please upload the new licence scan and check the tax code against it' : 'Vui lòng tải lên bản quét giấy phép mới và đối chiếu mã số thuế');
    for (const width of [1280, 412]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/home');
      await expect(page.getByTestId('home-decision-banner').getByTestId('decision-change-decided')).toBeVisible();
      await expect.poll(() => sideways(page)).toBeLessThanOrEqual(0);
      await picture(page, `artifacts/supplier/decision-home-${lang}-${width}.png`, { settle: true });
      await page.goto('/supplier_home_todo');
      await expect(page.getByTestId('decision-change-decided')).toBeVisible();
      await expect.poll(() => sideways(page)).toBeLessThanOrEqual(0);
      await picture(page, `artifacts/supplier/decision-centre-${lang}-${width}.png`, { settle: true });
    }
  });
}
