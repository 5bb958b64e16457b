import { expect, test } from '../../support/test';
import { PASSWORD, confirmForceOfflineIfAsked, fillPasswordLogin, useLanguage } from '../../support/auth-helpers';
import { TEMP_PASSWORD, field, fillComplete, newTempUser, uploadRequiredFiles } from './registration-helpers';

const TEXT = {
  'zh-CN': { saved: '保存成功', registered: '注册成功', nameRequired: '请输入公司名称', supplierType: '生产商', country: '越南', locked: '注册信息已提交审核', tempSave: '暂存', submit: '提交' },
  'en-US': { saved: 'Saved successfully', registered: 'Registration succeeded', nameRequired: 'Please enter the company name', supplierType: 'Manufacturer', country: 'Vietnam', locked: 'The registration has been submitted for approval', tempSave: 'Save draft', submit: 'Submit' },
} as const;

// The tests of a file run one after the other, so both languages can use register01; a submit
// would end its draft, so the submit tests register temporary users of their own. No other file
// logs in as register01: the yes to "force the other session offline?" (the other language's
// session, or a failed first attempt's) logs no other test out.

for (const lang of ['zh-CN', 'en-US'] as const) {
  const text = TEXT[lang];

  test(`register01 (${lang}): login lands on /registerDetail with the name in the header; a temp save survives a reload`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/login');
    await fillPasswordLogin(page, 'register01', PASSWORD);
    await confirmForceOfflineIfAsked(page);
    await expect(page).toHaveURL(/\/registerDetail$/);
    await expect(page.getByTestId('register-header-user')).toHaveText('register01');
    await expect(field(page, 'c0-userName')).toHaveValue('register01');

    const name = lang === 'zh-CN' ? '华东示范设备有限公司' : 'East China Demo Equipment Co., Ltd.';
    await field(page, 'f-supplierName').fill(name);
    await field(page, 'f-employeeCount').fill('12a');
    await page.getByTestId('register-temp-save').click();
    // Formats are checked on a temp save too.
    await expect(page.getByText(lang === 'zh-CN' ? '员工人数只能输入数字' : 'The employee count may contain digits only')).toBeVisible();
    await field(page, 'f-employeeCount').fill('120');
    await field(page, 'f-city').fill(lang === 'zh-CN' ? '上海' : 'Shanghai');
    await field(page, 'c0-job').fill(lang === 'zh-CN' ? '总经理' : 'General manager');
    await page.getByTestId('register-temp-save').click();
    await expect(page.getByText(text.saved)).toBeVisible();

    await page.reload();
    await expect(field(page, 'f-supplierName')).toHaveValue(name);
    await expect(field(page, 'f-employeeCount')).toHaveValue('120');
    await expect(field(page, 'f-city')).toHaveValue(lang === 'zh-CN' ? '上海' : 'Shanghai');
    await expect(field(page, 'c0-job')).toHaveValue(lang === 'zh-CN' ? '总经理' : 'General manager');
    await expect(page.getByTestId('register-header-user')).toHaveText('register01');
  });

  test(`a new temporary user (${lang}): a missing required field stops the submit with its message, a complete one lands on /registerInfo`, async ({ page }) => {
    // Five uploads through the dialog come on top of the form.
    test.setTimeout(150_000);
    await useLanguage(page, lang);
    const userName = await newTempUser(page.request, lang === 'zh-CN' ? 'regcn' : 'regen');
    await page.goto('/login');
    await fillPasswordLogin(page, userName, TEMP_PASSWORD);
    await expect(page).toHaveURL(/\/registerDetail$/);
    await expect(page.getByTestId('register-header-user')).toHaveText(userName);

    await fillComplete(page, text, ['f-supplierName']);
    await page.getByTestId('register-submit').click();
    await expect(page.getByText(text.nameRequired)).toBeVisible();
    await expect(page).toHaveURL(/\/registerDetail$/);

    // The main user cannot be deleted; a second contact can.
    await page.getByTestId('contact-add').click();
    await expect(page.getByTestId('contact-1')).toBeVisible();
    await page.getByTestId('contact-remove-1').click();
    await expect(page.getByTestId('contact-1')).toHaveCount(0);
    await page.getByTestId('contact-remove-0').click();
    await expect(page.getByTestId('contact-0')).toBeVisible();

    await field(page, 'f-supplierName').fill('越南示范能源有限公司');
    // The five required qualification files (spec 02 §5) come before the submit.
    await uploadRequiredFiles(page);
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/registerInfo$/);
    await expect(page.getByTestId('register-info').getByText(text.registered)).toBeVisible();

    await page.getByTestId('register-info-data').click();
    await expect(page).toHaveURL(/\/registerDetail$/);
    await expect(page.getByTestId('register-locked')).toContainText(text.locked);
    await expect(page.getByTestId('register-submit')).toHaveCount(0);
    await expect(field(page, 'f-supplierName')).toHaveValue('越南示范能源有限公司');
  });
}

test('a visitor who opens /registerDetail is sent to /home', async ({ page }) => {
  await page.goto('/registerDetail');
  await expect(page).toHaveURL(/\/home/);
});
