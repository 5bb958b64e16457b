// Issue 35, the centre's smaller rows: the invoice details start from the company data and a missing
// field is told under the field (no uncaught page error, nothing in the error log); the fee list
// exports to Excel with its filter; the side menu folded on a phone does not follow the user to the
// desktop, and its labels are whole in three languages; the registration's bank block names each
// field once in en-US and vi-VN, and its text boxes never say "choose". Pictures at 1280 and 412 px
// in three languages under artifacts/supplier-centre/ (E2E_PICTURES=1).
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiLogin, storeSession, useLanguage } from '../../support/auth-helpers';
import { newTempUser, TEMP_PASSWORD } from '../../support/registrations';
import { LANGS, TEXT, readStorage, shellSession, type Lang } from '../../support/shell-session';
import { supplierWithFee } from '../../support/fees';
import { picture } from '../../support/pictures';
import { sheetRows } from '../../support/workbook';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHOTS = path.join(REPO, 'e2e/artifacts/supplier-centre');

const REQUIRED: Record<Lang, string> = { 'zh-CN': '必填', 'en-US': 'Required', 'vi-VN': 'Bắt buộc' };
const SAVED: Record<Lang, string> = { 'zh-CN': '开票信息已保存', 'en-US': 'Invoice details saved', 'vi-VN': 'Đã lưu thông tin hóa đơn' };
const PROVINCE: Record<Lang, string> = { 'zh-CN': '请输入省份', 'en-US': 'Please enter the province', 'vi-VN': 'Vui lòng nhập tỉnh' };
const CHOOSE: Record<Lang, RegExp> = { 'zh-CN': /请选择/, 'en-US': /choose/i, 'vi-VN': /chọn/i };

/** Uncaught errors of the page, collected from the start. */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  return errors;
}

for (const lang of LANGS) {
  test(`invoice details start from the company data, and a missing field is told under it (${lang})`, async ({ page }) => {
    // A registration approved through the API, then the dialog at two widths: more than a minute on two cores.
    test.slow();
    const errors = pageErrors(page);
    await useLanguage(page, lang);
    const { feeId } = await supplierWithFee(page, 'inv');
    for (const width of [1280, 412]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/member_fee_list');
      await page.getByTestId(`fee-invoice-${feeId}`).click();
      const form = page.getByTestId('invoice-form');
      // The registration's data (support/registrations.ts): name, tax code, main user's e-mail, office address.
      await expect(page.getByTestId('invoice-invoiceTitle')).toHaveValue('河内示范能源有限公司');
      await expect(page.getByTestId('invoice-taxNumber')).toHaveValue('0101234567');
      await expect(page.getByTestId('invoice-invoiceEmail')).toHaveValue('an@demo.vn');
      await expect(page.getByTestId('invoice-invoiceAddress')).toHaveValue('Hà Nội Hà Nội 12 Tràng Tiền');
      await page.getByTestId('invoice-invoiceTitle').fill('');
      await page.getByTestId('invoice-save').click();
      await expect(form.locator('.ant-form-item-explain-error').first()).toHaveText(REQUIRED[lang]);
      const modal = page.locator('.ant-modal', { has: form });
      const box = (await modal.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await picture(page, `${SHOTS}/invoice-missing-${lang}-${width}.png`, { settle: true });
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();
    }
    expect(errors.map((e) => e.message)).toEqual([]);
    await expect(page.getByTestId('error-log-badge').locator('.ant-badge-count')).toHaveCount(0);

    // Saved details win over the company data when the dialog opens again.
    await page.getByTestId(`fee-invoice-${feeId}`).click();
    // The company data fill the empty title a moment after the dialog opens: typed before they
    // came, the words were appended to them (the company data land between fill's select and type).
    await expect(page.getByTestId('invoice-invoiceTitle')).toHaveValue('河内示范能源有限公司');
    await page.getByTestId('invoice-invoiceTitle').fill('Hanoi Demo Energy — invoices');
    await page.getByTestId('invoice-save').click();
    await expect(page.getByText(SAVED[lang])).toBeVisible();
    await expect(page.getByTestId('invoice-form')).toBeHidden();
    await page.getByTestId(`fee-invoice-${feeId}`).click();
    await expect(page.getByTestId('invoice-invoiceTitle')).toHaveValue('Hanoi Demo Energy — invoices');
  });
}

test('the fee list exports to Excel the fees its filter shows', async ({ page }) => {
  await shellSession(page, { lang: 'en-US' });
  await page.goto('/member_fee_list');
  await expect(page.locator('[data-testid^="fee-status-"]').first()).toBeVisible();
  await page.getByTestId('fee-filter-due').click();
  await expect(page.locator('[data-testid^="fee-status-"][data-status="paid"]')).toHaveCount(0);
  const shown = await page.locator('[data-testid^="fee-status-"]').count();
  expect(shown).toBeGreaterThan(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('fee-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^membership-fees-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows = await sheetRows(await download.path());
  expect(rows[0]).toEqual(expect.arrayContaining(['Fee', 'Status', 'Due date (UTC+8)']));
  expect(rows.length - 1).toBe(shown);
  const status = rows[0].indexOf('Status');
  for (const r of rows.slice(1)) expect(['Due', 'Overdue']).toContain(r[status]);
});

test('the side menu folded on a phone opens on the desktop as the desktop left it', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 860 });
  await shellSession(page, { lang: 'zh-CN' });
  await page.goto('/contract_list');
  const sider = page.getByTestId('shell-sider');
  await expect(sider).toHaveAttribute('data-collapsed', '1');
  await page.getByTestId('menu-collapse').click();
  await expect(sider).toHaveAttribute('data-collapsed', '0');
  await page.getByTestId('side-menu').getByRole('menuitem', { name: TEXT['zh-CN'].todo }).click();
  await expect(page).toHaveURL(/\/supplier_home_todo$/);
  await expect(sider).toHaveAttribute('data-collapsed', '1');
  // Nothing of the phone's folding is stored.
  expect((await readStorage<{ collapsed: boolean }>(page, 'preferences'))?.collapsed ?? false).toBe(false);

  // The same browser on a desktop: the menu is open, as the desktop never folded it.
  await page.setViewportSize({ width: 1280, height: 860 });
  await expect(sider).toHaveAttribute('data-collapsed', '0');
  await page.reload();
  await expect(sider).toHaveAttribute('data-collapsed', '0');
  // Folded on the desktop: stored, and kept after the phone opened its own.
  await page.getByTestId('menu-collapse').click();
  await expect(sider).toHaveAttribute('data-collapsed', '1');
  await page.setViewportSize({ width: 412, height: 860 });
  await page.getByTestId('menu-collapse').click();
  await expect(sider).toHaveAttribute('data-collapsed', '0');
  await page.setViewportSize({ width: 1280, height: 860 });
  await expect(sider).toHaveAttribute('data-collapsed', '1');
  expect((await readStorage<{ collapsed: boolean }>(page, 'preferences'))?.collapsed).toBe(true);
});

for (const lang of LANGS) {
  test(`the side menu's labels are whole (${lang})`, async ({ page }) => {
    for (const width of [1280, 412]) {
      await page.setViewportSize({ width, height: 1000 });
      await shellSession(page, { lang });
      await page.goto('/contract_list');
      if (width < 992) await page.getByTestId('menu-collapse').click();
      const items = page.getByTestId('side-menu').getByRole('menuitem');
      await expect(items.first()).toBeVisible();
      const cut = await page.getByTestId('side-menu').locator('.ant-menu-title-content').evaluateAll((els) =>
        els.filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().bottom > (el.closest('li') as HTMLElement).getBoundingClientRect().bottom + 1).map((el) => el.textContent),
      );
      expect(cut).toEqual([]);
      await picture(page, `${SHOTS}/side-menu-${lang}-${width}.png`, { settle: true });
    }
  });

  test(`the registration's bank block names each field once, and text boxes never ask to choose (${lang})`, async ({ page }) => {
    test.slow();
    await useLanguage(page, lang);
    const userName = await newTempUser(page.request, `bk${lang.slice(0, 2)}`);
    await storeSession(page, await apiLogin(page.request, userName, TEMP_PASSWORD), 'temp');
    for (const width of [1280, 412]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/registerDetail');
      const bank = page.getByTestId('section-bank');
      await expect(bank).toBeVisible();
      const labels = (await bank.locator('label').allInnerTexts()).map((t) => t.replace(/[*:：\s]+$/u, '').replace(/^\*\s*/, '').trim()).filter(Boolean);
      expect(labels.length).toBeGreaterThanOrEqual(6);
      expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length);
      await bank.scrollIntoViewIfNeeded();
      await picture(page, `${SHOTS}/bank-block-${lang}-${width}.png`, { settle: true });
    }
    // An empty submit: each text box says what to enter; only the selects ask to choose.
    await page.getByTestId('register-submit').click();
    const address = page.getByTestId('section-address');
    await expect(address).toContainText(PROVINCE[lang]);
    for (const id of ['f-province', 'f-city', 'f-address']) {
      const item = page.locator('.ant-form-item', { has: page.getByTestId(id) });
      const said = await item.locator('.ant-form-item-explain').allInnerTexts();
      expect(said.join(' '), id).not.toMatch(CHOOSE[lang]);
    }
    await address.scrollIntoViewIfNeeded();
    await picture(page, `${SHOTS}/address-messages-${lang}-412.png`, { settle: true });
  });
}

test('the payment simulator shows when the code ends with its zones, in three languages', async ({ page }) => {
  test.slow();
  const { feeId } = await supplierWithFee(page, 'sim');
  await page.goto('/member_fee_list');
  await page.getByTestId(`fee-pay-${feeId}`).click();
  const codeUrl = await page.getByTestId('pay-open-page').getAttribute('href');
  expect(codeUrl).toBeTruthy();
  const label: Record<Lang, string> = { 'zh-CN': '有效期至', 'en-US': 'Valid until', 'vi-VN': 'Hiệu lực đến' };
  for (const lang of LANGS) {
    for (const width of [1280, 412]) {
      await page.setViewportSize({ width, height: 700 });
      const url = new URL(codeUrl!, page.url());
      url.searchParams.set('lang', lang);
      await page.goto(url.toString());
      const ends = page.locator('tr', { has: page.getByRole('rowheader', { name: label[lang] }) }).locator('td');
      const first = lang === 'vi-VN' ? 'UTC\\+7' : 'UTC\\+8';
      const second = lang === 'vi-VN' ? 'UTC\\+8' : 'UTC\\+7';
      await expect(ends).toHaveText(new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} \\(${first}\\) · \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} \\(${second}\\)$`));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await picture(page, `${SHOTS}/simulator-${lang}-${width}.png`, { settle: true });
    }
  }
});
