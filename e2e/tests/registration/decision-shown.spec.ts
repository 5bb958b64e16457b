// Issue 35: a screen opened before the operator's decision shows the decision once it is looked at
// again (focus or visibility), and /registerInfo never tells an approved supplier to wait.
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { useLanguage } from '../../support/auth-helpers';
import { operatorApi } from '../../support/operator-api';
import { submittedRegistration, waiting } from '../../support/registrations';
import { storeTempSession } from './registration-helpers';

/** What the browser does when the user comes back to the tab. */
const lookAgain = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

async function decide(page: Page, userName: string, decision: 'approve' | 'reject', reason?: string) {
  const registration = (await waiting(page.request, 'registration')).find((r) => r.userName === userName);
  expect(registration).toBeDefined();
  await (await operatorApi(page.request))('updateWf', { id: registration!.userId, decision, ...(reason ? { reason } : {}) });
}

test('approval: /registerInfo and /registerDetail opened before it show "approved", not "wait" (en-US)', async ({ page, context }) => {
  await useLanguage(page, 'en-US');
  const userName = await submittedRegistration(page.request);
  await storeTempSession(page, userName);
  await page.goto('/registerInfo');
  await expect(page.getByTestId('register-info')).toHaveAttribute('data-status', 'submitted');
  await expect(page.getByTestId('register-info')).toContainText("waiting for the buyer's approval");
  const detail = await context.newPage();
  await detail.goto('/registerDetail');
  await expect(detail.getByTestId('register-locked')).toBeVisible();

  await decide(page, userName, 'approve');
  await lookAgain(page);
  await expect(page.getByTestId('register-info')).toHaveAttribute('data-status', 'approved');
  await expect(page.getByTestId('register-info')).toContainText('Your registration was approved');
  await expect(page.getByTestId('register-info')).not.toContainText('waiting');
  await expect(page.getByTestId('register-info-login')).toHaveAttribute('href', '/login');

  await lookAgain(detail);
  await expect(detail.getByTestId('register-approved')).toBeVisible();
  await expect(detail.getByTestId('register-locked')).toHaveCount(0);
  await expect(detail.getByTestId('register-status')).toHaveText('Approved');
});

test('rejection: /registerInfo shows the reason and a link back to the form (vi-VN)', async ({ page }) => {
  await useLanguage(page, 'vi-VN');
  const userName = await submittedRegistration(page.request);
  await storeTempSession(page, userName);
  await page.goto('/registerInfo');
  await expect(page.getByTestId('register-info')).toHaveAttribute('data-status', 'submitted');
  await decide(page, userName, 'reject', 'Thiếu giấy phép');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByTestId('register-info')).toHaveAttribute('data-status', 'rejected');
  await expect(page.getByTestId('register-info')).toContainText('Thiếu giấy phép');
  await expect(page.getByTestId('register-info-data')).toHaveAttribute('href', '/registerDetail');
});
