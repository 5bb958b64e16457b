// mf-contracts (issue 15) in Chromium against the real server and the demo seed, as supplier01:
// contracts, delivery notes and frame agreements searched and paged, their details with every
// field, the delivery note's operation log, a contract document downloaded, VND amounts with no
// decimals, a contract the buyer's operator creates from the awarded source S-XJ20260110 (with a
// delivery note and a log entry) turning up on the supplier's screens, and another supplier's
// records (C-DEMO-9001, DN-DEMO-9001, FA-DEMO-9001) never shown. Screenshots in
// e2e/artifacts/contracts/ (three languages, a 700 px window, print media).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shellSession, type Lang } from '../../support/shell-session';
import { pickOption } from '../../support/select-helpers';
import { operatorApi } from '../../support/operator-api';
import { picture } from '../../support/pictures';

const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../artifacts/contracts');
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => picture(page, `${SHOTS}/${name}.png`, { fullPage: true });

const NOT_FOUND: Record<Lang, string> = { 'zh-CN': '资源不存在', 'en-US': 'The resource does not exist', 'vi-VN': 'Tài nguyên không tồn tại' };
const OTHER = { contract: 'C-DEMO-9001', contractNum: 'HT-OTHER-9001', note: 'DN-DEMO-9001', noteCode: 'FH202611209001', frame: 'FA-DEMO-9001', frameNum: 'KJ-OTHER-9001' };
/** Today and n days from it on the China calendar, YYYY-MM-DD (the server's filters read China days). */
const chinaDay = (plusDays = 0) => new Date(Date.now() + 8 * 3600_000 + plusDays * 86_400_000).toISOString().slice(0, 10);

test.describe.configure({ mode: 'serial' });

/** The buyer, through the operator API. */
const operator = (request: APIRequestContext) => operatorApi(request);

/** The two inputs of an antd range picker, whichever element its test id landed on. */
const rangeInputs = (page: Page, testId: string) => page.locator(`.ant-picker-range:has([data-testid="${testId}"]), .ant-picker-range[data-testid="${testId}"]`).first().locator('input');

/**
 * Types a day range (YYYY-MM-DD) into a range picker and closes it. Until it is used the field is a
 * light stand-in (DateRangeField): the first click brings antd's picker in its place, focused and open.
 */
async function pickRange(page: Page, testId: string, from: string, to: string) {
  await page.getByTestId(testId).first().click();
  await expect(page.locator(`.ant-picker-focused:has([data-testid="${testId}"])`)).toBeVisible();
  // The calendar speaks the reader's language (these pages are zh-CN): weeks start on 一 (Monday).
  await expect(page.locator('.ant-picker-dropdown:visible .ant-picker-content thead th').first()).toHaveText('一');
  const inputs = rangeInputs(page, testId);
  await inputs.first().click();
  await inputs.first().fill(from);
  await inputs.first().press('Enter');
  await inputs.nth(1).click();
  await inputs.nth(1).fill(to);
  await inputs.nth(1).press('Enter');
  await expect(inputs.nth(1)).toHaveValue(to);
}

/** The data rows of a list table (ListTable marks each with its record's key; an empty list has none). */
const rows = (page: Page, testId: string) => page.getByTestId(testId).locator('tbody tr[data-row-key]');

async function open(page: Page, address: string, lang: Lang = 'zh-CN') {
  await shellSession(page, { lang });
  await page.goto(address);
}

const stamp = Date.now().toString(36).toUpperCase();
const created = { vndNum: `HT-E2E-${stamp}`, cnyNum: `HT-E2F-${stamp}`, contractId: '', noteId: '', noteCode: '' };

test('a contract the operator creates from the awarded source shows up with its delivery note and log, in VND with no decimals', async ({ page }) => {
  const buyer = await operator(page.request);
  const contract = await buyer('contract/createFromAward', {
    sourceId: 'S-XJ20260110',
    supplierId: 'SUP-0001',
    contractNum: created.vndNum,
    contractName: 'Tấm pin quang điện — hợp đồng E2E',
    currency: 'VND',
    signedAmount: '1234567890',
    totalAmount: '2345678901',
    partyAContact: 'Nguyễn Văn A',
    partyAPhone: '+84 24 3826 1234',
    arrivalAddress: 'Khu công nghiệp Duyên Hải, Trà Vinh',
    invoiceAddress: '18 Lý Thường Kiệt, Hà Nội',
    predictedArrival: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
  created.contractId = String(contract.contractId);
  // A second one (CNY), so that the list has more than one page.
  await buyer('contract/createFromAward', { sourceId: 'S-XJ20260110', supplierId: 'SUP-0001', contractNum: created.cnyNum });
  const note = await buyer('deliveryNote/create', { contractId: created.contractId, title: 'Lô 1 tấm pin', shippedQuantity: '1500', currentQuantity: '500', courierNum: 'VN-EMS-0001', shipToAddress: 'Khu công nghiệp Duyên Hải' });
  created.noteId = String(note.noteId);
  created.noteCode = String(note.noteCode);
  await buyer('deliveryNote/addLog', { noteId: created.noteId, action: 'received', remark: 'Đã nhận 500 tấm', acceptanceStatus: 'received', receivedQuantity: '500' });

  await open(page, '/contract_list', 'vi-VN');
  await page.getByTestId('filter-contractNum').fill(created.vndNum);
  await page.getByTestId('filter-submit').click();
  await expect(rows(page, 'contract-table')).toHaveCount(1);
  await expect(rows(page, 'contract-table').first()).toContainText('1,234,567,890 ₫');
  const link = page.getByTestId('contract-row').first();
  await expect(link).toHaveAttribute('href', `/contract_detail?contractId=${encodeURIComponent(created.contractId)}`);
  await link.click();
  await expect(page).toHaveURL(/\/contract_detail\?contractId=/);
  await expect(page.getByTestId('contract-signed-amount')).toHaveText('1,234,567,890 ₫');
  await expect(page.getByTestId('contract-total-amount')).toHaveText('2,345,678,901 ₫');
  await expect(page.getByTestId('contract-source')).toContainText('XJ20260110');
  await expect(page.getByTestId('contract-source')).toHaveAttribute('href', /\/source_detail\?sourceId=S-XJ20260110/);
  await expect(page.getByTestId('contract-arrival-address')).toHaveText('Khu công nghiệp Duyên Hải, Trà Vinh');
  await expect(page.getByTestId('contract-received')).toHaveText('500');
  await expect(page.getByTestId('contract-shipped')).toHaveText('500');
  const noteLink = page.getByTestId('contract-note');
  await expect(noteLink).toHaveText(created.noteCode);
  await shot(page, 'contract-detail-vnd-vi-VN');
  await noteLink.click();
  await expect(page).toHaveURL(new RegExp(`/purchase_order\\?noteId=${created.noteId}`));
  await expect(page.getByTestId('note-status')).toHaveAttribute('data-status', 'received');
  await expect(page.getByTestId('note-courier')).toHaveText('VN-EMS-0001');
  await expect(page.getByTestId('note-shipped')).toHaveText('1,500');
  const log = page.getByTestId('note-log-entry');
  await expect(log).toHaveCount(2);
  await expect(log.nth(0)).toHaveAttribute('data-action', 'created');
  await expect(log.nth(1)).toHaveAttribute('data-action', 'received');
  await expect(log.nth(1)).toContainText('Đã nhận 500 tấm');
  await expect(page.getByTestId('note-confirm-time')).toContainText('(UTC+8)');
});

test('the contract list filters by number, status, type, party A, source and sign date, and pages; another supplier never shows', async ({ page }) => {
  await open(page, '/contract_list');
  const table = rows(page, 'contract-table');
  await expect(table.first()).toBeVisible();
  await expect(page.getByTestId('contract-list')).not.toContainText(OTHER.contractNum);
  // 8 base contracts, the award contract and the two above: more than one page of 10.
  const total = page.getByTestId('contract-table-total');
  await expect(total).toContainText(/\d/);
  const firstPage = await page.getByTestId('contract-row').allTextContents();
  expect(firstPage).toHaveLength(10);
  await page.getByTestId('contract-table-pager').getByRole('button', { name: '第 2 页' }).click();
  await expect(page.getByTestId('contract-row').first()).not.toHaveText(firstPage[0]);
  const secondPage = await page.getByTestId('contract-row').allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((n) => firstPage.includes(n))).toEqual([]);
  expect([...firstPage, ...secondPage]).not.toContain(OTHER.contractNum);

  await page.getByTestId('filter-contractNum').fill('HT-2026-0003');
  await page.getByTestId('filter-submit').click();
  await expect(page.getByTestId('contract-row')).toHaveText(['HT-2026-0003']);

  await page.getByTestId('filter-reset').click();
  await page.getByTestId('filter-sourceNum').fill('XJ20260110');
  await page.getByTestId('filter-submit').click();
  await expect(page.getByTestId('contract-row').filter({ hasText: 'HT-2026-0101' })).toHaveCount(1);
  for (const text of await page.getByTestId('contract-row').allTextContents()) expect(['HT-2026-0101', created.vndNum, created.cnyNum]).toContain(text);

  // Status: every row shown has it.
  await page.getByTestId('filter-reset').click();
  await pickOption(page, page.getByTestId('filter-status'), '已完成');
  await page.getByTestId('filter-submit').click();
  await expect(page.getByTestId('contract-row')).toHaveText(['HT-2026-0003', 'HT-2026-0007']);
  await expect(page.getByTestId('contract-row-status').first()).toHaveAttribute('data-status', 'COMPLETED');

  // Sign-date range (China days): the last 5 days hold the award contract and the two created today.
  await page.getByTestId('filter-reset').click();
  await pickRange(page, 'filter-signDate', chinaDay(-5), chinaDay(0));
  await page.getByTestId('filter-submit').click();
  await expect(page.getByTestId('contract-row').filter({ hasText: 'HT-2026-0101' })).toHaveCount(1);
  await expect(page.getByTestId('contract-row').filter({ hasText: 'HT-2026-0001' })).toHaveCount(0);

  // Party A and type.
  await page.getByTestId('filter-reset').click();
  await page.getByTestId('filter-partyAName').fill('不存在的甲方');
  await page.getByTestId('filter-submit').click();
  await expect(page.getByTestId('contract-table').locator('.ant-empty')).toBeVisible();
  await expect(page.getByTestId('contract-row')).toHaveCount(0);
  await page.getByTestId('filter-reset').click();
  await pickOption(page, page.getByTestId('filter-contractType'), '工程');
  await page.getByTestId('filter-submit').click();
  await expect(page.getByTestId('contract-row').first()).toBeVisible();
  await shot(page, 'contract-list-zh-CN');
});

for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
  test(`the award contract's detail shows every field, its notes, documents and frame link (${lang})`, async ({ page }) => {
    await open(page, '/contract_detail?contractId=C-DEMO-AWARD', lang);
    await expect(page.getByTestId('contract-num')).toHaveText('HT-2026-0101');
    await expect(page.getByTestId('contract-party-a')).not.toBeEmpty();
    await expect(page.getByTestId('contract-party-b')).toHaveText('华能示范电力设备有限公司');
    await expect(page.getByTestId('contract-party-a-contact')).toContainText('周敏');
    await expect(page.getByTestId('contract-party-b-contact')).toHaveText('张伟 13800000001');
    await expect(page.getByTestId('contract-signed-amount')).toHaveText(/^¥[\d,]+\.\d{2}$/);
    await expect(page.getByTestId('contract-sign-date')).toContainText('(UTC+8)');
    await expect(page.getByTestId('contract-predicted-arrival')).toContainText('(UTC+8)');
    await expect(page.getByTestId('contract-storage-date')).toContainText('(UTC+8)');
    await expect(page.getByTestId('contract-received')).toHaveText('800');
    await expect(page.getByTestId('contract-arrival-address')).toHaveText('青海省海南州共和县光伏产业园 3 号仓库');
    await expect(page.getByTestId('contract-invoice-address')).toHaveText('青海省西宁市城西区五四西路 18 号 财务部');
    await expect(page.getByTestId('contract-note').filter({ hasText: 'FH202611210003' })).toHaveAttribute('href', '/purchase_order?noteId=DN-DEMO-0003');
    const doc = page.getByTestId('contract-document').first();
    await expect(doc).toHaveAttribute('href', /\/isp\/portal\/document\/file\/DOC-DEMO-0003\?s=SUP-0001&exp=\d+&sig=/);
    await shot(page, `contract-detail-${lang}`);
    if (lang !== 'zh-CN') return;
    // The document downloads from its signed address (no token needed, so a new tab works too).
    const file = await page.request.get((await doc.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const download = page.waitForEvent('download');
    await doc.click();
    expect((await download).suggestedFilename()).toBe('HT-2026-0101.pdf');
  });
}

test('a contract called off a frame agreement links to it, and the agreement back to its contracts', async ({ page }) => {
  await open(page, '/contract_detail?contractId=C-0003', 'en-US');
  const frame = page.getByTestId('contract-frame');
  await expect(frame).toHaveAttribute('href', '/frame_agreement_result_detail?agreementId=FA-DEMO-0001');
  await frame.click();
  await expect(page.getByTestId('frame-num')).toHaveText('KJ-2026-0001');
  await expect(page.getByTestId('frame-amount')).toHaveText('¥197,250.00');
  await expect(page.getByTestId('frame-validity')).toContainText('(UTC+8)');
  await expect(rows(page, 'frame-lines')).toHaveCount(3);
  await expect(page.getByTestId('frame-contract')).toHaveText(['HT-2026-0003']);
  await expect(page.getByTestId('frame-contract')).toHaveAttribute('href', '/contract_detail?contractId=C-0003');
  await shot(page, 'frame-detail-en-US');

  await page.goto('/frame_agreement_result_list');
  await expect(page.getByTestId('frame-row')).toHaveText(['KJ-2026-0001']);
  await expect(page.getByTestId('frame-list')).not.toContainText(OTHER.frameNum);
  await page.getByTestId('filter-title').fill('nothing like this');
  await page.getByTestId('filter-submit').click();
  await expect(page.getByTestId('frame-row')).toHaveCount(0);
  await page.getByTestId('filter-reset').click();
  await expect(page.getByTestId('frame-row')).toHaveText(['KJ-2026-0001']);
  await shot(page, 'frame-list-en-US');
});

test('delivery notes filter by code, contract, order, title, acceptance and ship time; the detail shows every field and the log', async ({ page }) => {
  await open(page, '/order_list');
  await expect(page.getByTestId('note-row').first()).toBeVisible();
  await expect(page.getByTestId('note-list')).not.toContainText(OTHER.noteCode);
  const search = async (fill: Record<string, string>) => {
    await page.getByTestId('filter-reset').click();
    for (const [k, v] of Object.entries(fill)) await page.getByTestId(`filter-${k}`).fill(v);
    await page.getByTestId('filter-submit').click();
  };
  await search({ noteCode: 'FH202611210003' });
  await expect(page.getByTestId('note-row')).toHaveText(['FH202611210003']);
  await search({ contractNum: 'HT-2026-0001' });
  await expect(page.getByTestId('note-row')).toHaveText(['FH202611010001']);
  await search({ orderNum: 'PO-0002' });
  await expect(page.getByTestId('note-row')).toHaveText(['FH202611100002']);
  await search({ title: '锅炉配件' });
  await expect(page.getByTestId('note-row')).toHaveText(['FH202611100002']);
  await search({});
  await pickOption(page, page.getByTestId('filter-acceptanceStatus'), '已验收');
  await page.getByTestId('filter-submit').click();
  await expect(page.getByTestId('note-row')).toHaveText(['FH202611010001']);
  // Shipped within the last 10 days (China days) but not 20 days ago.
  await search({});
  await pickRange(page, 'filter-shipTime', chinaDay(-10), chinaDay(0));
  await page.getByTestId('filter-submit').click();
  await expect(page.getByTestId('note-row').filter({ hasText: 'FH202611210003' })).toHaveCount(1);
  await expect(page.getByTestId('note-row').filter({ hasText: 'FH202611100002' })).toHaveCount(1);
  await expect(page.getByTestId('note-row').filter({ hasText: 'FH202611010001' })).toHaveCount(0);
  await shot(page, 'note-list-zh-CN');

  await search({ noteCode: 'FH202611210003' });
  const row = page.getByTestId('note-row');
  await expect(row).toHaveAttribute('href', '/purchase_order?noteId=DN-DEMO-0003');
  await row.click();
  await expect(page.getByTestId('note-code')).toHaveText('FH202611210003');
  await expect(page.getByTestId('note-title')).toHaveText('单晶硅光伏组件第一批送货单');
  await expect(page.getByTestId('note-contract')).toContainText('HT-2026-0101');
  await expect(page.getByTestId('note-status')).toHaveAttribute('data-status', 'received');
  await expect(page.getByTestId('note-ship-time')).toContainText('(UTC+8)');
  await expect(page.getByTestId('note-confirm-time')).toContainText('(UTC+8)');
  await expect(page.getByTestId('note-paper')).toHaveText('ZD-0003');
  await expect(page.getByTestId('note-order')).toHaveText('PO-0003');
  await expect(page.getByTestId('note-courier')).toHaveText('SF00030001');
  await expect(page.getByTestId('note-operator')).toHaveText('张伟');
  await expect(page.getByTestId('note-shipped')).toHaveText('2,000');
  await expect(page.getByTestId('note-current')).toHaveText('800');
  await expect(page.getByTestId('note-address')).not.toBeEmpty();
  const log = page.getByTestId('note-log-entry');
  await expect(log).toHaveCount(3);
  await expect(log.nth(0)).toHaveAttribute('data-action', 'created');
  await expect(log.nth(1)).toContainText('快递单号 SF00030001');
  await expect(log.nth(2)).toContainText('到货 800 块，待质检');
  await expect(log.nth(2)).toContainText('仓库 王磊');
  await shot(page, 'note-detail-zh-CN');
});

test("another supplier's contract, delivery note and frame agreement read 'resource does not exist'", async ({ page }) => {
  await open(page, `/contract_detail?contractId=${OTHER.contract}`, 'en-US');
  await expect(page.getByTestId('record-missing-message')).toHaveText(NOT_FOUND['en-US']);
  await expect(page.locator('body')).not.toContainText(OTHER.contractNum);
  await shot(page, 'contract-other-supplier-en-US');
  await page.goto(`/purchase_order?noteId=${OTHER.note}`);
  await expect(page.getByTestId('record-missing-message')).toHaveText(NOT_FOUND['en-US']);
  await page.goto(`/frame_agreement_result_detail?agreementId=${OTHER.frame}`);
  await expect(page.getByTestId('record-missing-message')).toHaveText(NOT_FOUND['en-US']);
  await expect(page.locator('body')).not.toContainText(OTHER.frameNum);
});

test('the details print without the portal frame (print media and PDF), and fit a 700 px window', async ({ page }) => {
  await open(page, '/purchase_order?noteId=DN-DEMO-0003');
  await expect(page.getByTestId('note-log-entry')).toHaveCount(3);
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('shell-header')).toBeHidden();
  await expect(page.getByTestId('shell-sider')).toBeHidden();
  await expect(page.getByTestId('print-button')).toBeHidden();
  await expect(page.getByTestId('note-fields')).toBeVisible();
  await shot(page, 'note-detail-print');
  await page.goto('/contract_detail?contractId=C-DEMO-AWARD');
  await expect(page.getByTestId('contract-num')).toHaveText('HT-2026-0101');
  await expect(page.getByTestId('shell-header')).toBeHidden();
  await shot(page, 'contract-detail-print');
  const pdf = await page.pdf({ path: `${SHOTS}/contract-detail.pdf`, format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('print-button')).toBeVisible();

  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto('/contract_detail?contractId=C-DEMO-AWARD');
  await expect(page.getByTestId('contract-num')).toHaveText('HT-2026-0101');
  // Nothing wider than the window but the tables' own scrollers.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(700);
  await shot(page, 'contract-detail-700px');
  await page.goto('/order_list');
  await expect(page.getByTestId('note-row').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(700);
  await shot(page, 'note-list-700px');
});
