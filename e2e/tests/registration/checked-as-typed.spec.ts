// Issue 35: what the registration form checks as it is typed — the credit code with its check
// character for a Chinese company (GB 32100-2015), a Vietnamese tax code's digits, bank account
// digits only, and a new contact's user name asked of the server when the field is left.
import { expect, test } from '../../support/test';
import { useLanguage } from '../../support/auth-helpers';
import { choose, field, newTempUser, storeTempSession } from './registration-helpers';

const TEXT = {
  'zh-CN': { china: '中国', vietnam: '越南', checkDigit: '统一社会信用代码校验位不正确', vnCode: '越南企业税号为10位数字', digits: '银行账号只能包含数字', taken: '用户名已' },
  'en-US': { china: 'China', vietnam: 'Vietnam', checkDigit: 'The check character of the unified social credit code is wrong', vnCode: 'A Vietnamese tax code has 10 digits', digits: 'The account number may contain digits only', taken: 'already' },
  'vi-VN': { china: 'Trung Quốc', vietnam: 'Việt Nam', checkDigit: 'Ký tự kiểm tra của mã tín dụng xã hội thống nhất không đúng', vnCode: 'Mã số thuế Việt Nam gồm 10 chữ số', digits: 'Số tài khoản chỉ được gồm chữ số', taken: 'đã' },
} as const;

for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
  const text = TEXT[lang];
  test(`credit code, account number and a contact's user name are checked as typed (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await storeTempSession(page, await newTempUser(page.request, `ck${lang.slice(0, 2)}`));
    await page.goto('/registerDetail');
    const company = page.getByTestId('section-company');

    await choose(page, 'f-country', text.china);
    await field(page, 'f-creditCode').fill('91110102MA01C3XK7R');
    await expect(company).toContainText(text.checkDigit);
    await field(page, 'f-creditCode').fill('91110102MA01C3XK7N');
    await expect(company).not.toContainText(text.checkDigit);

    // The same code is not a Vietnamese tax code.
    await choose(page, 'f-country', text.vietnam);
    await field(page, 'f-creditCode').fill('91110102MA01C3XK7N ');
    await expect(company).toContainText(text.vnCode);
    await field(page, 'f-creditCode').fill('0101234567');
    await expect(company).not.toContainText(text.vnCode);

    await field(page, 'f-accountNumber').fill('0011-00A');
    await expect(page.getByTestId('section-bank')).toContainText(text.digits);

    // A second contact named as an existing account: told when the field is left.
    await page.getByTestId('contact-add').click();
    await field(page, 'c1-userName').fill('supplier01');
    await expect(page.getByTestId('contact-1')).not.toContainText(text.taken);
    await field(page, 'c1-contactName').click();
    await expect(page.getByTestId('contact-1').locator('.ant-form-item-explain-error')).toContainText(text.taken);
  });
}
