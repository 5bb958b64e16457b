// Issue 13 / spec 02 §2, §3, §5: the qualification attachments and performance records of
// /registerDetail, as a new user would use them — uploads through the dialog (type, drop area,
// progress, a refused file with its message and a retry), one performance record with its
// contract, temp save and reload keep everything, the submit asks for what is missing and then
// goes through. Screenshots of the section and the dialog in three languages at 1280 and 700 px.
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { useLanguage } from '../../support/auth-helpers';
import { REQUIRED_TYPES, fillComplete, newTempUser, smallPdf, storeTempSession, uploadInDialog } from './registration-helpers';
import { picture } from '../../support/pictures';

const closeDialog = async (page: Page) => {
  await page.getByTestId('upload-dialog').getByRole('button', { name: /^(关\s*闭|Close|Đóng)$/ }).last().click();
  await expect(page.getByTestId('upload-dialog')).toBeHidden();
};
const qualificationRows = (page: Page) => page.getByTestId('qualification-section').getByTestId('attachment-table').getByTestId('attachment-row');

test('a new user uploads the five required files and a performance contract, temp-saves, reloads and submits (en-US)', async ({ page }) => {
  // Seven uploads through the dialog, two saves and a reload: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  await useLanguage(page, 'en-US');
  const userName = await newTempUser(page.request, 'att');
  await storeTempSession(page, userName);
  await page.goto('/registerDetail');
  await expect(page.getByTestId('register-header-user')).toHaveText(userName);
  await fillComplete(page, { supplierType: 'Manufacturer', country: 'Vietnam' });

  // Nothing uploaded yet: the first required type is named.
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Please upload the business licence scan')).toBeVisible();
  await expect(page.getByTestId('aptitude-ISP20')).toContainText('Required');
  await expect(page.getByTestId('aptitude-ISP47')).toContainText('Optional');

  // The dialog: the type chosen, the server's rules shown, a wrong file refused with retry offered.
  await page.getByTestId('aptitude-upload-ISP20').click();
  const dialog = page.getByTestId('upload-dialog');
  await expect(dialog.getByTestId('upload-type')).toContainText('Business licence scan');
  await expect(dialog.getByTestId('upload-rules')).toContainText('pdf');
  await expect(dialog.getByTestId('upload-rules')).toContainText('10M');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(dialog.getByTestId('upload-error')).toContainText('Only files with extension');
  await expect(dialog.getByTestId('upload-retry')).toBeVisible();
  // Refused by the server (an executable renamed .pdf): the file's own row says why, no toast repeats it.
  const dosHeader = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'), Buffer.alloc(44), Buffer.from([0x80, 0, 0, 0]), Buffer.from('This program cannot be run in DOS mode.', 'latin1')]);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'renamed.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([dosHeader, Buffer.alloc(2000)]) });
  await expect(dialog.locator('[data-testid="upload-item"][data-status="error"]', { hasText: 'renamed.pdf' })).toBeVisible();
  // A toast would come with the failure; two seconds is far longer than that takes.
  const toasted = await page.locator('.ant-message-notice', { hasText: 'does not match' }).first().waitFor({ timeout: 2_000 }).then(() => true, () => false);
  expect(toasted, 'a toast repeated the error shown on the file').toBe(false);
  await uploadInDialog(page, 'licence.pdf');
  await expect(dialog.locator('[data-testid="upload-item"][data-status="done"] [data-testid="upload-progress"]')).toBeVisible();
  await closeDialog(page);
  for (const type of REQUIRED_TYPES.slice(1)) {
    await page.getByTestId(`aptitude-upload-${type}`).click();
    await uploadInDialog(page, `${type}.pdf`);
    await closeDialog(page);
  }
  await expect(qualificationRows(page)).toHaveCount(5);
  await expect(qualificationRows(page).first()).toContainText('licence.pdf');
  await expect(qualificationRows(page).first()).toContainText(/UTC[+-]\d/);
  const link = qualificationRows(page).first().getByTestId('attachment-download');
  await expect(link).toHaveAttribute('href', /^\/upms\/file\/[^?]+\?exp=\d+&sig=/);
  // What "open in new tab" does: the address alone, without the portal's token header.
  const inNewTab = await page.request.get((await link.getAttribute('href'))!);
  expect(inNewTab.status()).toBe(200);
  expect((await inNewTab.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A blank record is not added: the dialog names the first missing field.
  await page.getByTestId('performance-add').click();
  await page.getByTestId('performance-dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('performance-dialog')).toContainText('Please enter the performance type');
  await expect(page.getByTestId('performance-dialog')).toContainText('Please enter the contact phone');
  await page.getByTestId('performance-phone').fill('+84 12');
  await page.getByTestId('performance-type').click();
  await expect(page.getByTestId('performance-dialog')).toContainText('Please enter the phone number with its country code');
  await page.getByTestId('performance-dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('performance-row')).toHaveCount(0);

  // One performance record: without its contract the submit is refused.
  await page.getByTestId('performance-add').click();
  await page.getByTestId('performance-type').fill('Materials');
  await page.getByTestId('performance-phone').fill('+84 912000111');
  await page.getByTestId('performance-projectName').fill('Unit 3 boiler overhaul');
  await page.getByTestId('performance-mainProducts').fill('Boiler tubes');
  await page.getByTestId('performance-contact').fill('Lê Văn C');
  await page.getByTestId('performance-dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('performance-row')).toHaveCount(1);
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Performance record 1: Please upload the scanned performance contract')).toBeVisible();
  await page.getByTestId('performance-upload').click();
  await uploadInDialog(page, 'contract.pdf');
  await closeDialog(page);
  await expect(page.getByTestId('performance-row')).toContainText('1 file(s)');

  await page.getByTestId('register-temp-save').click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await page.reload();
  await expect(qualificationRows(page)).toHaveCount(5);
  await expect(page.getByTestId('performance-row')).toHaveCount(1);
  await expect(page.getByTestId('performance-row')).toContainText('Unit 3 boiler overhaul');
  await expect(page.getByTestId('performance-row')).toContainText('1 file(s)');

  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/registerInfo$/);
});


for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
  for (const width of [1280, 700]) {
    test(`attachments section and upload dialog render (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await useLanguage(page, lang);
      await storeTempSession(page, await newTempUser(page.request, 'atshot'));
      await page.goto('/registerDetail');
      await page.getByTestId('aptitude-upload-ISP20').click();
      await uploadInDialog(page, '营业执照 licence.pdf');
      await page.getByTestId('upload-dialog').locator('input[type=file]').setInputFiles({ ...smallPdf('empty.pdf'), buffer: Buffer.alloc(0) });
      await expect(page.getByTestId('upload-error')).toBeVisible();
      await picture(page, `artifacts/registration/upload-dialog-${lang}-${width}.png`);
      await closeDialog(page);
      await page.getByTestId('performance-add').click();
      await page.getByTestId('performance-type').fill('Materials');
      await page.getByTestId('performance-projectName').fill('2024 #3 boiler');
      await page.getByTestId('performance-contact').fill('Lê Văn C');
      await page.getByTestId('performance-phone').fill('+84 912000111');
      await page.getByTestId('performance-dialog').locator('.ant-btn-primary').click();
      await expect(page.getByTestId('performance-row')).toHaveCount(1);
      await page.getByTestId('qualification-section').scrollIntoViewIfNeeded();
      await picture(page.getByTestId('qualification-section'), `artifacts/registration/qualification-${lang}-${width}.png`);
      await picture(page.getByTestId('performance-section'), `artifacts/registration/performance-${lang}-${width}.png`);
    });
  }
}
