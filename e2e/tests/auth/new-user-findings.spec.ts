import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { codeOf, fillImageCode, imageProof, useLanguage } from '../../support/auth-helpers';
import { TEMP_PASSWORD, newTempUser, storeTempSession } from '../registration/registration-helpers';

// What a new user met on the login, recovery and registration screens (issue 12): no word after
// an SMS code was sent, required fields without their asterisk, and a password change that took
// the old password again.

const requiredLabels = (form: Locator) => form.locator('.ant-form-item-label > label.ant-form-item-required:visible').allInnerTexts();
const erroredLabels = (form: Locator) => form.locator('.ant-form-item-has-error .ant-form-item-label > label:visible').allInnerTexts();

/** Every field a submit refuses when empty carries the asterisk, and the asterisks are these. */
async function expectAsterisks(form: Locator, submit: Locator, expected: string[]): Promise<void> {
  await expect(form).toBeVisible();
  expect((await requiredLabels(form)).sort()).toEqual([...expected].sort());
  await submit.click();
  await expect(form.locator('.ant-form-item-has-error').first()).toBeVisible();
  const required = new Set(await requiredLabels(form));
  for (const label of await erroredLabels(form)) expect(required, `'${label}' is refused when empty but has no asterisk`).toContain(label);
}

/** A registering user with a mainland number, so the SMS login finds them (the number is new each run). */
async function userWithMainlandPhone(page: Page): Promise<string> {
  const phone = `139${String(Date.now()).slice(-8)}`;
  const code = codeOf(await page.request.post('/isp/portal/plogin/getRegisterCode', { params: { phone: `+86 ${phone}`, ...(await imageProof(page.request)) } }));
  const userName = `sms${Date.now().toString(36).slice(-8)}`;
  const reply = await page.request.post('/isp/portal/plogin/registerUser', { params: { userName, password: TEMP_PASSWORD, confirmPassword: TEMP_PASSWORD, phone: `+86 ${phone}`, code } });
  expect(((await reply.json()) as { code: number }).code).toBe(0);
  return phone;
}

const SENT = { 'zh-CN': '验证码已发送，请查收短信', 'en-US': 'The code has been sent by SMS', 'vi-VN': 'Mã xác minh đã được gửi qua SMS' } as const;

for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
  test(`SMS login says the code was sent and counts down (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const phone = await userWithMainlandPhone(page);
    await page.goto('/login');
    await page.getByTestId('login-mode').locator('.ant-segmented-item').nth(1).click();
    await page.getByTestId('mobile-login-form').locator('input').nth(0).fill(phone);
    await fillImageCode(page, 'sms-image-code');
    const sent = page.waitForResponse((r) => r.url().includes('/user/getLoginCode'));
    await page.getByTestId('sms-send-login').click();
    expect((await sent).ok()).toBe(true);
    await expect(page.getByTestId('sms-sent-login')).toHaveText(SENT[lang]);
    await expect(page.getByTestId('sms-send-login')).toBeDisabled();
    await expect(page.getByTestId('sms-send-login')).toContainText(/\d+/);
  });
}

test('required fields carry the asterisk on the login, recovery and registration forms (en-US)', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/login');
  await expectAsterisks(page.getByTestId('login-form'), page.getByTestId('login-submit'), ['Username', 'Password', 'Image code']);
  await page.getByTestId('login-mode').locator('.ant-segmented-item').nth(1).click();
  await expectAsterisks(page.getByTestId('mobile-login-form'), page.getByTestId('mobile-login-submit'), ['Mobile number', 'Image code', 'SMS code']);

  await page.goto('/forgetPassword');
  await expectAsterisks(page.getByTestId('recovery-email-form'), page.getByTestId('recovery-email-next'), ['Username', 'Registered e-mail', 'Image code']);
  await page.getByRole('tab', { name: 'By mobile phone' }).click();
  await expectAsterisks(page.getByTestId('recovery-phone-form'), page.getByTestId('recovery-phone-save'), ['Username', 'ID number', 'Mobile number', 'Image code', 'SMS code', 'New password', 'Confirm password']);

  await page.goto('/forgetUserName');
  await expectAsterisks(page.getByTestId('forget-user-name-form'), page.getByTestId('forget-user-name-send'), ['Supplier name', 'Mobile number', 'Image code']);

  await page.goto('/register');
  await expectAsterisks(page.getByTestId('register-form'), page.getByTestId('register-submit'), ['Username', 'Password', 'Confirm password', 'Mobile number', 'Image code', 'SMS code']);

  await page.goto('/updatePassword?userName=changepw01&typeCode=not-used');
  await expectAsterisks(page.getByTestId('update-password-form'), page.getByTestId('update-password-save'), ['New password', 'Confirm password']);
});

test('the registration data marks exactly what a submit needs (en-US)', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await storeTempSession(page, await newTempUser(page.request, 'star'));
  await page.goto('/registerDetail');
  const form = page.getByTestId('register-form');
  await expect(form).toBeVisible();
  const company = page.getByTestId('section-company');
  expect((await requiredLabels(company)).sort()).toEqual(['Company name', 'Credit code / tax code', 'Supplier type']);
  await page.getByTestId('register-submit').click();
  await expect(form.locator('.ant-form-item-has-error').first()).toBeVisible();
  const required = new Set(await requiredLabels(form));
  for (const label of await erroredLabels(form)) expect(required, `'${label}' is refused when empty but has no asterisk`).toContain(label);
});

test('a voluntary password change refuses the current password as the new one (zh-CN)', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await storeTempSession(page, await newTempUser(page.request, 'same'));
  await page.goto('/updatePassword');
  const form = page.getByTestId('update-password-form');
  await form.locator('input[type="password"]').nth(0).fill(TEMP_PASSWORD);
  await page.getByTestId('new-password').fill(TEMP_PASSWORD);
  await page.getByTestId('confirm-password').fill(TEMP_PASSWORD);
  const calls: string[] = [];
  page.on('request', (r) => calls.push(r.url()));
  await page.getByTestId('update-password-save').click();
  await expect(form.getByText('新密码不能与原密码相同')).toBeVisible();
  expect(calls.filter((u) => u.includes('changSupplierPwd'))).toEqual([]);
});
