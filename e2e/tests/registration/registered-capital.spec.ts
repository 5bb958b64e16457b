// The registered capital is a money field like the quotation's (issue 33): read as the reader's
// language writes numbers, shown as understood, refused with a message when it cannot be read for
// certain, never changed; the draft keeps the exact decimal and shows it back in the same language.
import { expect, test } from '../../support/test';
import { apiLogin, storeSession, useLanguage } from '../../support/auth-helpers';
import { newTempUser, TEMP_PASSWORD } from '../../support/registrations';

test('vi-VN: "5.000.000,25" is read as written, "5,000,000.25" is refused unchanged, "1.200" people are twelve hundred; the draft keeps the exact values', async ({ page }) => {
  test.slow();
  await useLanguage(page, 'vi-VN');
  const userName = await newTempUser(page.request, 'capvi');
  await storeSession(page, await apiLogin(page.request, userName, TEMP_PASSWORD), 'temp');
  await page.goto('/registerDetail');
  const capital = page.getByTestId('f-registeredCapital');
  const field = page.locator('.ant-form-item').filter({ has: capital });

  await capital.fill('5,000,000.25');
  await expect(capital).toHaveValue('5,000,000.25');
  await expect(field.getByTestId('number-refusal')).toBeVisible();

  await capital.fill('5.000.000,25');
  await expect(field.getByTestId('number-understood')).toHaveText('Hiểu là: 5.000.000,25');
  await expect(field.getByTestId('number-refusal')).toHaveCount(0);

  // A head count reads the same way: '1.200' is twelve hundred people.
  await page.getByTestId('f-employeeCount').fill('1.200');
  await expect(page.locator('.ant-form-item').filter({ has: page.getByTestId('f-employeeCount') }).getByTestId('number-understood')).toHaveText('Hiểu là: 1.200');

  // The draft holds the exact decimal: saved, then shown again in the reader's way.
  const saved = page.waitForResponse((r) => r.url().endsWith('/saveSupplierDetail'));
  await page.getByTestId('register-temp-save').click();
  const body = (await (await saved).request().postDataJSON()) as unknown;
  expect(JSON.stringify(body)).toContain('"registeredCapital":"5000000.25"');
  expect(JSON.stringify(body)).toContain('"employeeCount":"1200"');
  await page.reload();
  await expect(page.getByTestId('f-registeredCapital')).toHaveValue('5000000,25');
});
