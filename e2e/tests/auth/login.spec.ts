import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, apiLogin, confirmForceOfflineIfAsked, fillImageCode, fillPasswordLogin, nextSentCode, storedToken, useLanguage } from '../../support/auth-helpers';

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

test.describe('login card', () => {
  test('password login (zh-CN): a wrong password shows the message and a new image code, the right one logs in', async ({ page }) => {
    await useLanguage(page, 'zh-CN');
    await page.goto('/login');
    await expect(page.getByText('供应商登录')).toBeVisible();
    const firstRandom = await page.getByTestId('image-code').getAttribute('data-random-str');
    await fillPasswordLogin(page, 'supplier01', 'Wrong@2026');
    await expect(page.getByText('用户名不存在或者密码错误')).toBeVisible();
    // The attempt used the picture up: a new one is drawn.
    await expect(page.getByTestId('image-code')).not.toHaveAttribute('data-random-str', firstRandom!);
    await fillPasswordLogin(page, 'supplier01', PASSWORD);
    await confirmForceOfflineIfAsked(page);
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

  test('mobile login (en-US): the 60 s countdown survives a reload, the SMS code logs in', async ({ page }) => {
    await useLanguage(page, 'en-US');
    await page.goto('/login');
    await openSmsLogin(page);
    await page.getByTestId('mobile-login-form').locator('input').nth(0).fill('13800000001');
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
    await page.getByTestId('mobile-login-form').locator('input').nth(0).fill('13800000001');
    await page.getByTestId('mobile-sms-code').fill(code);
    await page.getByTestId('mobile-login-submit').click();
    await confirmForceOfflineIfAsked(page);
    await expect(page).toHaveURL(/\/supplier_home_todo/);
  });

  test('logged in elsewhere (zh-CN): the confirm forces the other session offline', async ({ page, request }) => {
    await useLanguage(page, 'zh-CN');
    const other = await apiLogin(request, 'supplier01');
    await page.goto('/login');
    await fillPasswordLogin(page, 'supplier01', PASSWORD);
    await expect(page.getByText('本账号已别处登录，是否强制下线后继续登录？')).toBeVisible();
    await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await expect(page).toHaveURL(/\/supplier_home_todo/);
    const kicked = await request.post('/isp/portal/contract/getContractList', { headers: { 'isp-authorization': other.access_token } });
    expect(await kicked.json()).toEqual({ code: 1, msg: 'loginInvalid' });
    expect(kicked.headers()['login-mark']).toBe('0');
  });
});
