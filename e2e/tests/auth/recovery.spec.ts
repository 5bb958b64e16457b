import { expect, test } from '../../support/test';
import { PASSWORD, apiLogin, codeOf, confirmForceOfflineIfAsked, fillImageCode, fillPasswordLogin, nextSentCode, useLanguage } from '../../support/auth-helpers';
import { operatorToken } from '../../support/operator-api';

// These change changepw01's password one after the other. A retry runs the whole group again, so
// the group starts from a state of its own making: the buyer's operator resets the password (a
// temporary one by SMS, to be changed at the next login), as for a supplier who called them.
test.describe.configure({ mode: 'serial' });

let temporary = '';
test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_SERVER_URL });
  try {
    const reset = await api.post('/isp/operator/resetUserPassword', { headers: { 'isp-authorization': await operatorToken(api) }, data: { userName: 'changepw01' } });
    expect(reset.status(), await reset.text()).toBe(200);
    temporary = codeOf(reset);
  } finally {
    await api.dispose();
  }
});

async function fillNewPassword(page: import('@playwright/test').Page, password: string) {
  await page.getByTestId('new-password').fill(password);
  await page.getByTestId('confirm-password').fill(password);
}

test('forced password change (zh-CN): login result userToChangePass leads to /updatePassword', async ({ page, request }) => {
  await useLanguage(page, 'zh-CN');
  await page.goto('/login');
  await fillPasswordLogin(page, 'changepw01', temporary);
  await confirmForceOfflineIfAsked(page);
  await expect(page).toHaveURL(/\/updatePassword\?userName=changepw01&typeCode=/);
  await expect(page.getByTestId('update-user-name')).toHaveValue('changepw01');
  await fillNewPassword(page, 'short');
  await page.getByTestId('update-password-save').click();
  await expect(page.getByText('密码为8-16位，须同时包含大写字母、小写字母、数字和符号')).toBeVisible();
  // The password the change replaces, typed at the login, is refused before anything is sent.
  await fillNewPassword(page, temporary);
  await page.getByTestId('update-password-save').click();
  await expect(page.getByText('新密码不能与原密码相同')).toBeVisible();
  await fillNewPassword(page, 'Change#2027');
  await page.getByTestId('update-password-save').click();
  await expect(page.getByTestId('password-changed')).toBeVisible();
  // The new password works and the account no longer asks for a change.
  expect(await apiLogin(request, 'changepw01', 'Change#2027')).toMatchObject({ access_token: expect.any(String) });
});

// changepw01, not supplier01: other test files log in as supplier01 at the same time.
test('password by e-mail code (en-US), then back by SMS code', async ({ page, request }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/forgetPassword');
  const form = page.getByTestId('recovery-email-form');
  await form.locator('input').nth(0).fill('changepw01');
  await form.locator('input').nth(1).fill('wrong@example.cn');
  await fillImageCode(page, 'email-image-code');
  await page.getByTestId('recovery-email-next').click();
  await expect(page.getByText('The username and e-mail address do not match!')).toBeVisible();
  await form.locator('input').nth(1).fill('changepw01@example.cn');
  await fillImageCode(page, 'email-image-code');
  const mailed = nextSentCode(page, '/user/checkUserEmail');
  await page.getByTestId('recovery-email-next').click();
  await page.getByTestId('email-code').fill(await mailed);
  await page.getByTestId('recovery-email-next').click();
  await fillNewPassword(page, 'Mail#2027x');
  await page.getByTestId('recovery-email-next').click();
  await expect(page.getByTestId('password-changed')).toBeVisible();
  await apiLogin(request, 'changepw01', 'Mail#2027x');

  // And back to the demo password through the SMS path.
  await page.goto('/forgetPassword');
  await page.getByRole('tab', { name: 'By mobile phone' }).click();
  const phoneForm = page.getByTestId('recovery-phone-form');
  await phoneForm.locator('input').nth(0).fill('changepw01');
  await phoneForm.locator('input').nth(1).fill('110101198811201236');
  await phoneForm.locator('input').nth(2).fill('13800000003');
  await fillImageCode(page, 'reset-image-code');
  const sms = nextSentCode(page, '/user/checkUserPhone');
  await page.getByTestId('sms-send-reset').click();
  await page.getByTestId('reset-sms-code').fill(await sms);
  await fillNewPassword(page, PASSWORD);
  await page.getByTestId('recovery-phone-save').click();
  await expect(page.getByTestId('password-changed')).toBeVisible();
  await apiLogin(request, 'changepw01', PASSWORD);
});

test('user name by supplier name and phone (zh-CN)', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await page.goto('/forgetUserName');
  const form = page.getByTestId('forget-user-name-form');
  await form.locator('input').nth(0).fill('华能示范电力设备有限公司');
  await form.locator('input').nth(1).fill('13800000001');
  await fillImageCode(page, 'user-name-image-code');
  await page.getByTestId('forget-user-name-send').click();
  await expect(page.getByText('用户名已通过短信发送到您的手机')).toBeVisible();
});
