import { expect, test } from '../../support/test';
import { fillImageCode, fillPasswordLogin, nextSentCode, useLanguage } from '../../support/auth-helpers';
import { choose } from '../registration/registration-helpers';

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`registration start (${lang}): a taken name is refused, an SMS-verified phone creates a temporary user who can log in`, async ({ page }) => {
    await useLanguage(page, lang);
    const taken = lang === 'zh-CN' ? '用户名已被注册' : 'The username is already registered';
    const userName = `newsup${lang === 'zh-CN' ? 'cn' : 'en'}${Date.now().toString(36).slice(-5)}`;
    await page.goto('/register');
    await page.getByTestId('register-user-name').fill('supplier01');
    await page.getByTestId('register-password').click();
    await expect(page.getByText(taken)).toBeVisible();
    await page.getByTestId('register-user-name').fill(userName);
    await page.getByTestId('register-password').fill('Reg#2026');
    await page.getByTestId('register-confirm').fill('Reg#2026');
    // A Vietnamese number in en-US: +86 takes mainland mobiles only (spec 02 §5).
    if (lang === 'en-US') await choose(page, 'register-country', '+84');
    await page.getByTestId('register-phone').fill(lang === 'zh-CN' ? '13912340000' : '912340001');
    await fillImageCode(page, 'register-image-code');
    const sms = nextSentCode(page, '/plogin/getRegisterCode');
    await page.getByTestId('sms-send-register').click();
    await page.getByTestId('register-code').fill(await sms);
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-success')).toBeVisible();
    await page.goto('/login');
    await fillPasswordLogin(page, userName, 'Reg#2026');
    // A temporary user continues with the data entry (spec 01 §6), its name in the register header.
    await expect(page).toHaveURL(/\/registerDetail$/);
    await expect(page.getByTestId('register-header-user')).toHaveText(userName);
    const temp = await page.evaluate(() => JSON.parse(localStorage.getItem('isp-portal-temp_user') ?? 'null')?.content);
    expect(temp).toMatchObject({ userName });
  });
}
