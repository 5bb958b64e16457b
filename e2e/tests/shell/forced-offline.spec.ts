import { expect, test } from '../../support/test';
import { codeOf, useLanguage } from '../../support/auth-helpers';
import { LANGS } from '../../support/shell-session';
import { TEMP_PASSWORD, newTempUser, storeTempSession } from '../registration/registration-helpers';

// From the host's locale files: what a person forced offline by a login elsewhere is told.
const NOTICE = {
  'zh-CN': '您的账号已在其他地方登录，本次登录已失效。如非本人操作，请重新登录后尽快修改密码。',
  'en-US': 'Your account was logged in somewhere else, which ended this session. If that was not you, log in again and change your password soon.',
  'vi-VN': 'Tài khoản của bạn đã được đăng nhập ở nơi khác nên phiên này đã kết thúc. Nếu không phải bạn, hãy đăng nhập lại và đổi mật khẩu sớm.',
};

const CLIENT = { Authorization: `Basic ${Buffer.from('isp:isp').toString('base64')}`, tenant: '1' };

// A fresh registering user per test: forcing a demo account offline would log out other tests.
for (const lang of LANGS) {
  test(`a session forced offline by a login elsewhere lands on the home page and is told why (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const userName = await newTempUser(page.request, 'kick');
    await storeTempSession(page, userName);
    await page.goto('/registerDetail');
    await expect(page.getByTestId('register-header')).toBeVisible();

    // The same account logs in elsewhere and forces this session offline.
    const randomStr = `kick${Date.now()}`;
    const code = codeOf(await page.request.get(`/code?randomStr=${randomStr}`));
    const elsewhere = await page.request.post('/auth/oauth/token', { params: { username: userName, password: TEMP_PASSWORD, randomStr, code, grant_type: 'password', scope: 'server', forceOffline: 'true' }, headers: CLIENT });
    expect(elsewhere.ok()).toBe(true);

    // The next call of this page learns it (loginInvalid with login-mark 0).
    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('forced-offline-notice')).toHaveText(NOTICE[lang]);
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(1);
    await page.locator('.ant-modal-confirm-btns .ant-btn').click();
    await expect(page.getByTestId('forced-offline-notice')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('isp-portal-access_token'))).toBeNull();
  });
}

test('an ordinary expired login is not reported as a login elsewhere', async ({ page }) => {
  const userName = await newTempUser(page.request, 'gone');
  await storeTempSession(page, userName);
  await page.evaluate(() => localStorage.setItem('isp-portal-access_token', JSON.stringify({ dataType: 'string', content: 'not-a-live-token', type: 'local', datetime: Date.now() })));
  await page.goto('/registerDetail');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('登录信息已过期，请重新登录')).toBeVisible();
  await expect(page.getByTestId('forced-offline-notice')).toHaveCount(0);
});
