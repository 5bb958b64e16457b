// Issue 13, as a new supplier and the buyer's operator would do it: a change takes its number,
// files and new main businesses; a rejected registration comes back editable; /supplier_detail with
// a pending change in three languages at 1280 and 700 px. The bank-account change approved and
// rejected from the command line is in onboarding-flow.spec.ts, after a registration made through
// the form.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { apiLogin, storeSession, useLanguage } from '../../support/auth-helpers';
import { submittedRegistration } from '../../support/registrations';
import { TEMP_PASSWORD, askForAccountName, confirmBusinesses, cli, closeUploadDialog, storeTempSession, uploadInDialog, VALVES, waiting } from './registration-helpers';
import { picture } from '../../support/pictures';

/** Approves the user's registration from the command line; answers the new supplier's id. */
async function approve(request: APIRequestContext, userName: string): Promise<string> {
  const registration = (await waiting(request, 'registration')).find((r) => r.userName === userName)!;
  const said = cli('approve', registration.userId);
  expect(said).toMatch(/^approved: .* is now the main user of supplier SUP-/);
  return /supplier (SUP-[\w-]+)/.exec(said)![1];
}

async function openAsSupplier(page: Page, userName: string): Promise<void> {
  await storeSession(page, await apiLogin(page.request, userName, TEMP_PASSWORD));
  await page.goto('/supplier_detail');
  await expect(page.getByTestId('supplier-detail-name')).toHaveText('河内示范能源有限公司');
}

test('a change takes its number, its files and new main businesses with it; new businesses alone are asked for from the selector (en-US)', async ({ page, request }) => {
  test.setTimeout(150_000);
  await useLanguage(page, 'en-US');
  const userName = await submittedRegistration(request);
  const supplierId = await approve(request, userName);
  await openAsSupplier(page, userName);

  // New main businesses outside a change: the selector asks for the added ones only.
  await confirmBusinesses(page, 'valves', VALVES, ['Main stop valves']);
  await expect(page.getByText(/^Change application submitted \(BG\d{12}\)$/)).toBeVisible();
  await expect(page.getByTestId('supplier-change-pending')).toBeVisible();
  const history = page.getByTestId('change-history');
  await history.getByRole('button', { name: '1 changed' }).click();
  await expect(page.getByTestId('change-detail-fields').getByRole('row', { name: /Main business.*Main stop valves/ })).toBeVisible();
  await page.keyboard.press('Escape');
  const asked = (await waiting(request, 'change')).find((c) => c.supplierId === supplierId)!;
  cli('approve', asked.changeId);
  await page.reload();
  await expect(page.getByTestId('mb-confirmed')).toContainText('Main stop valves');

  // A change with a file: the number shows while it is written and is the one it is sent under.
  await page.getByTestId('supplier-change-start').click();
  // The number comes from the server once the change is opened; read it when it is there.
  await expect(page.getByTestId('supplier-change-editing')).toContainText(/BG\d{12}/);
  const number = (await page.getByTestId('supplier-change-editing').innerText()).match(/BG\d{12}/)![0];
  await page.getByTestId('change-files-upload').click();
  await uploadInDialog(page, 'amended-licence.pdf');
  await closeUploadDialog(page);
  await expect(page.getByTestId('change-files')).toContainText('amended-licence.pdf');
  await page.getByTestId('f-accountName').fill('Hanoi Demo Energy JSC');
  await page.getByTestId('supplier-change-submit').click();
  await expect(page.getByText(`Change application submitted (${number})`)).toBeVisible();
  await history.getByRole('button', { name: '2 changed' }).click();
  await expect(page.getByTestId('change-detail-fields').getByRole('row', { name: /Files for this change.*amended-licence\.pdf/ })).toBeVisible();
});

test('a rejected registration comes back editable with the reason shown (zh-CN)', async ({ page, request }) => {
  await useLanguage(page, 'zh-CN');
  const userName = await submittedRegistration(request);
  const registration = (await waiting(request, 'registration')).find((r) => r.userName === userName)!;
  expect(cli('reject', registration.userId, '--reason', '营业执照扫描件不清晰，请重新上传')).toContain('rejected');
  await storeTempSession(page, userName);
  await page.goto('/registerDetail');
  await expect(page.getByTestId('register-rejected')).toContainText('营业执照扫描件不清晰，请重新上传');
  await expect(page.getByTestId('f-accountName')).toBeEnabled();
  await expect(page.getByTestId('register-submit')).toBeVisible();
  await picture(page, 'artifacts/registration/register-rejected-zh-CN-1280.png');
});

for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
  test(`supplier information with a pending change (${lang}, 1280 and 700 px)`, async ({ page, request }) => {
    await useLanguage(page, lang);
    const userName = await submittedRegistration(request);
    const registration = (await waiting(request, 'registration')).find((r) => r.userName === userName)!;
    cli('approve', registration.userId);
    await openAsSupplier(page, userName);
    await askForAccountName(page, 'Hanoi Demo Energy JSC');
    for (const width of [1280, 700]) {
      await page.setViewportSize({ width, height: 900 });
      await picture(page, `artifacts/registration/supplier-detail-${lang}-${width}.png`, { fullPage: true });
    }
  });
}
