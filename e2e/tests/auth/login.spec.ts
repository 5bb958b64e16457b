import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { apiLogin, fillImageCode, fillPasswordLogin, nextSentCode, storedToken, useLanguage } from '../../support/auth-helpers';
import { newApprovedSupplier } from '../../support/registrations';

/**
 * Switches the card to SMS login and waits until its form shows. A click that lands while the card
 * is still being mounted is lost (the card starts again on the password tab), so the test clicks
 * again, as a person would.
 */
async function openSmsLogin(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByText('SMS code login').click({ timeout: 5_000 });
    await expect(page.getByTestId('sms-image-code')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

// Each login here is a supplier of its own, with no other session: the form's login would otherwise
// ask to force the demo supplier's other sessions offline, and saying yes logged other tests out.
test.describe('login card', () => {
  test('password login (zh-CN): a wrong password shows the message and a new image code, the right one logs in', async ({ page, request }) => {
    const supplier = await newApprovedSupplier(request, 'pwlogin');
    await useLanguage(page, 'zh-CN');
    await page.goto('/login');
    await expect(page.getByText('供应商登录')).toBeVisible();
    const firstRandom = await page.getByTestId('image-code').getAttribute('data-random-str');
    await fillPasswordLogin(page, supplier.userName, 'Wrong@2026');
    await expect(page.getByText('用户名不存在或者密码错误')).toBeVisible();
    // The attempt used the picture up: a new one is drawn.
    await expect(page.getByTestId('image-code')).not.toHaveAttribute('data-random-str', firstRandom!);
    await fillPasswordLogin(page, supplier.userName, supplier.password);
    await expect(page).toHaveURL(/\/supplier_home_todo/);
    expect(await storedToken(page)).toBeTruthy();
  });

  test('validation of spec 01 §5 (en-US) before anything is sent', async ({ page }) => {
    await useLanguage(page, 'en-US');
    await page.goto('/login');
    await page.getByTestId('login-form').locator('input').nth(1).fill('123');
    await page.getByTestId('image-code-input').fill('AB');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Please enter the username')).toBeVisible();
    await expect(page.getByText('The password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('The verification code must be 4 characters')).toBeVisible();
  });

  test('mobile login (en-US): the 60 s countdown survives a reload, the SMS code logs in', async ({ page, request }) => {
    const supplier = await newApprovedSupplier(request, 'smslogin');
    await useLanguage(page, 'en-US');
    await page.goto('/login');
    await openSmsLogin(page);
    await page.getByTestId('mobile-login-form').locator('input').nth(0).fill(supplier.mobile);
    await fillImageCode(page, 'sms-image-code');
    const sms = nextSentCode(page, '/user/getLoginCode');
    await page.getByTestId('sms-send-login').click();
    const code = await sms;
    await expect(page.getByTestId('sms-send-login')).toBeDisabled();
    await expect(page.getByTestId('sms-send-login')).toHaveText(/Resend in (59|60) s/);
    await page.reload();
    await openSmsLogin(page);
    await expect(page.getByTestId('sms-send-login')).toBeDisabled();
    await expect(page.getByTestId('sms-send-login')).toHaveText(/Resend in \d+ s/);
    await page.getByTestId('mobile-login-form').locator('input').nth(0).fill(supplier.mobile);
    await page.getByTestId('mobile-sms-code').fill(code);
    await page.getByTestId('mobile-login-submit').click();
    await expect(page).toHaveURL(/\/supplier_home_todo/);
  });

  test('logged in elsewhere (zh-CN): the confirm forces the other session offline', async ({ page, request }) => {
    const supplier = await newApprovedSupplier(request, 'elsewhere');
    await useLanguage(page, 'zh-CN');
    const other = await apiLogin(request, supplier.userName, supplier.password);
    await page.goto('/login');
    await fillPasswordLogin(page, supplier.userName, supplier.password);
    await expect(page.getByText('本账号已别处登录，是否强制下线后继续登录？')).toBeVisible();
    await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await expect(page).toHaveURL(/\/supplier_home_todo/);
    const kicked = await request.post('/isp/portal/contract/getContractList', { headers: { 'isp-authorization': other.access_token } });
    expect(await kicked.json()).toEqual({ code: 1, msg: 'loginInvalid' });
    expect(kicked.headers()['login-mark']).toBe('0');
  });
});
