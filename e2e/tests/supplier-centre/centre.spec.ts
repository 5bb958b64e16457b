// Issue 15, spec 02 §2, §7 "Notices", "CA and fees": the supplier centre of mf-supplier on the real
// server and its demo (server/src/demo/supplier-centre.ts), as supplier01. The to-do list leads
// to each page and its counts match what the pages show (three languages); an unread notice becomes
// read and the count drops; a fee of a supplier of its own is paid through the payment simulator
// (its page opened from the QR code's address in a second page) and the QR dialog and the fee list
// turn to paid by themselves; a CA certificate is unbound after a confirmation; the shared documents
// download. Screenshots of every page in three languages and a 700 px window in
// artifacts/supplier-centre/.
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { loginAsSupplier } from '../../support/api-login';
import { supplierWithFee } from '../../support/fees';
import { useLanguage } from '../../support/public-helpers';
import { LANGS, type Lang } from '../../support/shell-session';
import { picture } from '../../support/pictures';

const FEE_DUE = 'FEE-DEMO-0001';
const FEE_DUE_VND = 'FEE-DEMO-0003';
const CA_BOUND = 'CA-DEMO-0001';
const DOCS = ['DOC-DEMO-0001', 'DOC-DEMO-0002'];
const SHOTS = 'artifacts/supplier-centre';
const KINDS = ['sourcesToQuote', 'questionsAnswered', 'objectionsReplied', 'unreadNotices', 'filesExpiring', 'feesDue', 'changesRejected'] as const;
const PAGES = ['/supplier_home_todo', '/supplier_notice_list', '/member_fee_list', '/ca_list', '/document_list'] as const;

const shoot = (page: Page, name: string) => picture(page, `${SHOTS}/${name}.png`, { fullPage: true, settle: true });

const countOf = async (page: Page, kind: string) => Number(await page.getByTestId(`todo-${kind}`).getAttribute('data-count'));

async function openTodo(page: Page): Promise<void> {
  await page.goto('/supplier_home_todo');
  await expect(page.getByTestId('todo-unreadNotices')).toBeVisible();
}

/** The data rows of a list table (ListTable marks each with its record's key; an empty list has none). */
const tableRows = (page: Page, testId: string) => page.getByTestId(testId).locator('tbody tr[data-row-key]');

/** The number a ServerTable's "total" text shows. */
async function tableTotal(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(`${testId}-total`).innerText()).replace(/[^\d]/g, '');
  return Number(text);
}

test.describe('the supplier centre', () => {
  test.slow();
  test.beforeEach(async ({ page }) => {
    await loginAsSupplier(page);
  });

  for (const lang of LANGS) {
    test(`the to-do list leads to each page and its counts match them (${lang})`, async ({ page }) => {
      await useLanguage(page, lang);
      await openTodo(page);
      // Every kind is a real link with its count; the total is their sum.
      let sum = 0;
      for (const kind of KINDS) {
        const link = page.getByTestId(`todo-${kind}`);
        await expect(link).toHaveAttribute('href', /^\/\w+/);
        sum += await countOf(page, kind);
      }
      await expect(page.getByTestId('todo-total')).toContainText(String(sum));
      expect(await tableRows(page, 'todo-sources').count()).toBe(await countOf(page, 'sourcesToQuote'));
      expect(await tableRows(page, 'todo-files').count()).toBe(await countOf(page, 'filesExpiring'));
      expect(await countOf(page, 'feesDue')).toBeGreaterThan(0);
      expect(await countOf(page, 'unreadNotices')).toBeGreaterThan(0);
      await shoot(page, `todo-${lang}`);

      // Unread notices: the notice page's "not viewed" filter shows as many.
      const unread = await countOf(page, 'unreadNotices');
      await page.getByTestId('todo-unreadNotices').click();
      await expect(page).toHaveURL(/\/supplier_notice_list$/);
      await expect(page.getByTestId('notice-table-total')).toBeVisible();
      await page.getByTestId('notice-filter').locator('.ant-segmented-item').nth(1).click();
      await expect.poll(() => tableTotal(page, 'notice-table')).toBe(unread);
      await expect(page.locator('[data-testid^="notice-state-"][data-viewed="yes"]')).toHaveCount(0);
      await page.getByTestId('notice-filter').locator('.ant-segmented-item').first().click();
      await expect.poll(() => page.locator('[data-testid^="notice-state-"]').count()).toBeGreaterThan(unread - 1);
      await shoot(page, `notices-${lang}`);

      // Fees due: the fee list shows as many fees due.
      await openTodo(page);
      const due = await countOf(page, 'feesDue');
      await page.getByTestId('todo-feesDue').click();
      await expect(page).toHaveURL(/\/member_fee_list$/);
      await expect(page.getByTestId(`fee-status-${FEE_DUE}`)).toBeVisible();
      await expect(page.locator('[data-testid^="fee-status-"][data-status="due"]')).toHaveCount(due);
      await expect(page.getByTestId('fee-table')).toContainText('5,000,000 ₫');
      await expect(page.getByTestId('fee-table')).toContainText('¥3,000.00');
      await shoot(page, `fees-${lang}`);
      await page.locator('.ant-card .ant-tabs-tab').nth(1).click();
      await expect(tableRows(page, 'payment-table').first()).toBeVisible();
      await shoot(page, `payments-${lang}`);

      // Expiring files and rejected changes lead to the supplier data; the rest to their remotes.
      await openTodo(page);
      await expect(page.getByTestId('todo-filesExpiring')).toHaveAttribute('href', '/supplier_detail?show=files');
      await expect(page.getByTestId('todo-changesRejected')).toHaveAttribute('href', '/supplier_detail');
      await expect(page.getByTestId('todo-sourcesToQuote')).toHaveAttribute('href', '/source_List');
      await expect(page.getByTestId('todo-questionsAnswered')).toHaveAttribute('href', '/question_List');
      await expect(page.getByTestId('todo-objectionsReplied')).toHaveAttribute('href', '/objection_main');
      await page.getByTestId('todo-filesExpiring').click();
      await expect(page).toHaveURL(/\/supplier_detail\?show=files$/);
      // It lands on the qualification files, the expiring ones marked.
      await expect(page.getByTestId('supplier-files')).toBeInViewport();
      await expect(page.getByTestId('supplier-files').locator('[data-testid="supplier-file"][data-validity="expiring"]').first()).toBeVisible();

      // CA certificates and documents.
      await page.goto('/ca_list');
      await expect(page.getByTestId(`ca-state-${CA_BOUND}`)).toBeVisible();
      await shoot(page, `ca-${lang}`);
      await page.goto('/document_list');
      for (const doc of DOCS) await expect(page.getByTestId(`document-link-${doc}`)).toBeVisible();
      await shoot(page, `documents-${lang}`);
    });
  }

  test('the shared documents download from their signed links', async ({ page }) => {
    await page.goto('/document_list');
    for (const doc of DOCS) {
      const link = page.getByTestId(`document-link-${doc}`);
      const href = await link.getAttribute('href');
      expect(href).toContain(`/isp/portal/document/file/${doc}?`);
      await expect(link).toHaveAttribute('target', '_blank');
      const reply = await page.request.get(href!);
      expect(reply.status()).toBe(200);
      expect(reply.headers()['content-type']).toContain('application/pdf');
      expect((await reply.body()).subarray(0, 4).toString()).toBe('%PDF');
    }
    await expect(page.getByTestId('document-link-DOC-DEMO-9001')).toHaveCount(0);
  });

  test('an unread notice becomes read when opened, and the to-do count drops', async ({ page }) => {
    await useLanguage(page, 'en-US');
    await openTodo(page);
    const before = await countOf(page, 'unreadNotices');
    await page.getByTestId('todo-unreadNotices').click();
    const unreadState = page.locator('[data-testid^="notice-state-"][data-viewed="no"]').first();
    await expect(unreadState).toBeVisible();
    const id = (await unreadState.getAttribute('data-testid'))!.replace('notice-state-', '');
    await page.getByTestId(`notice-open-${id}`).click();
    await expect(page.getByTestId('notice-content')).toBeVisible();
    await shoot(page, 'notice-open-en-US');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByTestId(`notice-state-${id}`)).toHaveAttribute('data-viewed', 'yes');
    await openTodo(page);
    await expect.poll(() => countOf(page, 'unreadNotices')).toBe(before - 1);
  });

  // Paying changes the fees it pays: a supplier of its own, so that supplier01's demo fees, which
  // other files read and export, stay as the seed left them.
  test('a fee is paid through the simulator and the QR dialog turns to paid by itself', async ({ page, context }) => {
    const lang: Lang = 'vi-VN';
    await useLanguage(page, lang);
    const { feeId } = await supplierWithFee(page, 'pay');
    await openTodo(page);
    await expect.poll(() => countOf(page, 'feesDue')).toBe(1);
    await page.goto('/member_fee_list');
    await expect(page.getByTestId(`fee-status-${feeId}`)).toHaveAttribute('data-status', 'due');

    // Invoice details first (saveSupplierFeeInfo). The company data fill the empty title a moment
    // after the dialog opens: wait for them, or the words typed are appended to them.
    await page.getByTestId(`fee-invoice-${feeId}`).click();
    const form = page.getByTestId('invoice-form');
    await expect(form.locator('#invoiceTitle')).not.toHaveValue('');
    await form.locator('#invoiceTitle').fill('Công ty Điện lực Mẫu');
    await form.locator('#taxNumber').fill('0101234567');
    await form.locator('#invoiceEmail').fill('ketoan@example.vn');
    await page.getByRole('dialog').locator('.ant-btn-primary').click();
    await expect(form).toBeHidden();

    await page.getByTestId(`fee-pay-${feeId}`).click();
    const dialog = page.getByTestId('pay-dialog');
    await expect(dialog).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('pay-amount')).toHaveText('¥1,200.00');
    await expect(dialog).toHaveAttribute('data-code-url', /\/pay\/simulator\/PAY-[^?]+\?t=/);
    await expect(dialog.locator('.ant-qrcode')).toBeVisible();
    const codeUrl = (await dialog.getAttribute('data-code-url'))!;
    await shoot(page, `pay-qr-${lang}`);

    // The payer's phone: the simulator's page, then Pay.
    const phone = await context.newPage();
    await phone.goto(codeUrl);
    await phone.locator('button[value="paid"]').click();
    await expect(phone.locator('button[value="paid"]')).toHaveCount(0);
    await phone.close();

    // No click here: the dialog follows the order and the list reloads.
    await expect(dialog).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
    await expect(page.getByTestId(`fee-status-${feeId}`)).toHaveAttribute('data-status', 'paid');
    await shoot(page, `pay-paid-${lang}`);
    await page.getByRole('dialog').locator('.ant-modal-footer button').click();
    await expect(page.getByTestId(`fee-pay-${feeId}`)).toHaveCount(0);
    await page.locator('.ant-card .ant-tabs-tab').nth(1).click();
    await expect(page.getByTestId('payment-table')).toContainText(codeUrl.match(/PAY-[^?]+/)![0]);
    await openTodo(page);
    await expect.poll(() => countOf(page, 'feesDue')).toBe(0);
  });

  test('a failed payment shows as failed and a new code makes a new order (VND, 0 decimals)', async ({ page, context }) => {
    await useLanguage(page, 'en-US');
    await page.goto('/member_fee_list');
    await page.getByTestId(`fee-pay-${FEE_DUE_VND}`).click();
    const dialog = page.getByTestId('pay-dialog');
    await expect(dialog).toHaveAttribute('data-code-url', /\/pay\/simulator\/PAY-/);
    await expect(page.getByTestId('pay-amount')).toHaveText('5,000,000 ₫');
    const first = (await dialog.getAttribute('data-order'))!;
    const phone = await context.newPage();
    await phone.goto((await dialog.getAttribute('data-code-url'))!);
    await phone.locator('button[value="failed"]').click();
    await expect(phone.locator('button[value="failed"]')).toHaveCount(0);
    await phone.close();
    await expect(dialog).toHaveAttribute('data-status', 'failed', { timeout: 15_000 });
    await shoot(page, 'pay-failed-en-US');
    await page.getByTestId('pay-new-code').click();
    await expect(dialog).toHaveAttribute('data-status', 'pending');
    await expect(dialog).not.toHaveAttribute('data-order', first);
    await expect(dialog).toHaveAttribute('data-order', /^PAY-/);
    await expect(page.getByTestId(`fee-status-${FEE_DUE_VND}`)).toHaveAttribute('data-status', 'due');
  });

  test('a CA certificate is unbound after a confirmation', async ({ page }) => {
    await useLanguage(page, 'zh-CN');
    await page.goto('/ca_list');
    await expect(page.getByTestId(`ca-state-${CA_BOUND}`)).toHaveAttribute('data-state', 'bound');
    await page.getByTestId(`ca-unbind-${CA_BOUND}`).click();
    const confirm = page.locator('.ant-popconfirm:visible');
    await expect(confirm).toContainText(CA_BOUND);
    await shoot(page, 'ca-confirm-zh-CN');
    // Cancelling changes nothing.
    await confirm.locator('.ant-btn').first().click();
    await expect(page.getByTestId(`ca-state-${CA_BOUND}`)).toHaveAttribute('data-state', 'bound');
    await page.getByTestId(`ca-unbind-${CA_BOUND}`).click();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await expect(page.getByTestId(`ca-state-${CA_BOUND}`)).toHaveAttribute('data-state', 'unbound');
    await expect(page.getByTestId(`ca-unbind-${CA_BOUND}`)).toHaveCount(0);
  });

  test('every page fits a 700 px window', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('.ant-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shoot(page, `narrow${path.replace(/\//g, '-')}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);
    }
  });
});
