// Issue 35: the contract and delivery-note lists on a phone and a desktop, and their Excel export.
// At 412 px each row is a card (the purchase agreements' too) and the page never scrolls sideways (the to-do's source list too);
// at 1280 px the tables show their last column without scrolling. The export holds every row the
// applied filters find (the server's workbook, read back with the server's exceljs). Pictures at
// 1280 and 412 px in three languages under artifacts/contracts/ (E2E_PICTURES=1).
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGS, shellSession } from '../../support/shell-session';
import { pickOption } from '../../support/select-helpers';
import { sideways } from '../../support/layout';
import { picture } from '../../support/pictures';
import { sheetRows } from '../../support/workbook';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHOTS = path.join(REPO, 'e2e/artifacts/contracts');


const LISTS = [
  { address: '/contract_list', list: 'contract-list', table: 'contract-table', row: 'contract-row' },
  { address: '/order_list', list: 'note-list', table: 'note-table', row: 'note-row' },
] as const;
/** On a phone the purchase agreements are cards too. */
const PHONE_LISTS = [...LISTS, { address: '/frame_agreement_result_list', list: 'frame-list', table: 'frame-table', row: 'frame-row' }] as const;

for (const lang of LANGS) {
  test(`at 412 px the contract and delivery-note lists are cards, the to-do's sources fit, nothing scrolls sideways (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 900 });
    await shellSession(page, { lang });
    for (const l of PHONE_LISTS) {
      await page.goto(l.address);
      await expect(page.getByTestId(l.row).first()).toBeVisible();
      // Cards, not a table in a scrolling box.
      await expect(page.getByTestId(l.table).locator('.contracts-row-card').first()).toBeVisible();
      await expect(page.getByTestId(`${l.list}-scroll`)).toHaveCount(0);
      await expect.poll(() => sideways(page)).toBeLessThanOrEqual(0);
      // Every card lies inside the window.
      for (const card of await page.getByTestId(l.table).locator('.contracts-row-card').all()) {
        const box = (await card.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(412);
      }
      // The list's title is whole (the quick search goes under it).
      const head = page.getByTestId(l.list).locator('.ant-card-head-title');
      expect(await head.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await picture(page, `${SHOTS}/${l.list}-${lang}-412.png`, { fullPage: true, settle: true });
    }
    // The filters wait behind a button on a phone, and search as on the desktop.
    await page.goto('/contract_list');
    await expect(page.getByTestId('filter-contractNum')).toBeHidden();
    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('filter-contractNum').fill('HT-2026-0003');
    await page.getByTestId('filter-submit').click();
    await expect(page.getByTestId('contract-row')).toHaveText(['HT-2026-0003']);
    await expect.poll(() => sideways(page)).toBeLessThanOrEqual(0);
    await picture(page, `${SHOTS}/contract-filters-${lang}-412.png`, { fullPage: true, settle: true });
    // The sign-date calendar opens inside the window: its two months side by side did not fit.
    await page.getByTestId('filter-signDate').first().click();
    const calendar = page.locator('.ant-picker-dropdown:visible');
    await expect(calendar.locator('.ant-picker-content').first()).toBeVisible();
    const months = (await calendar.locator('.ant-picker-panel-container').boundingBox())!;
    expect(months.x).toBeGreaterThanOrEqual(0);
    expect(months.x + months.width).toBeLessThanOrEqual(412);
    await picture(page, `${SHOTS}/contract-sign-date-${lang}-412.png`, { settle: true });
    await page.goto('/supplier_home_todo');
    await expect(page.getByTestId('todo-sources')).toBeVisible();
    await expect.poll(() => sideways(page)).toBeLessThanOrEqual(0);
    const sources = page.getByTestId('todo-source-card');
    for (const card of await sources.all()) {
      const box = (await card.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(412);
    }
    await picture(page, `${SHOTS}/todo-${lang}-412.png`, { fullPage: true, settle: true });
  });

  test(`at 1280 px the contract and delivery-note tables show their last column without scrolling (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await shellSession(page, { lang });
    for (const l of LISTS) {
      await page.goto(l.address);
      await expect(page.getByTestId(l.row).first()).toBeVisible();
      const scroller = page.getByTestId(`${l.list}-scroll`);
      const fits = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(fits, 'the table box does not scroll').toBeLessThanOrEqual(0);
      const lastHeading = (await page.getByTestId(l.table).locator('thead th').last().boundingBox())!;
      const box = (await scroller.boundingBox())!;
      expect(lastHeading.x + lastHeading.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      await expect.poll(() => sideways(page)).toBeLessThanOrEqual(0);
      await picture(page, `${SHOTS}/${l.list}-${lang}-1280.png`, { fullPage: true, settle: true });
    }
  });
}

test('the contract list exports to Excel what its filters find', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shellSession(page, { lang: 'zh-CN' });
  await page.goto('/contract_list');
  await expect(page.getByTestId('contract-row').first()).toBeVisible();
  await pickOption(page, page.getByTestId('filter-status'), '已完成');
  await page.getByTestId('filter-submit').click();
  await expect(page.getByTestId('contract-row-status').first()).toHaveAttribute('data-status', 'COMPLETED');
  const shown = await page.getByTestId('contract-row').allTextContents();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^我的合同-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows = await sheetRows(await download.path());
  const num = rows[0].indexOf('合同编号');
  const status = rows[0].indexOf('状态');
  expect(rows.slice(1).map((r) => r[num])).toEqual(shown);
  expect(new Set(rows.slice(1).map((r) => r[status]))).toEqual(new Set(['已完成']));
});

test('the delivery-note list exports to Excel the notes of the contract in its address', async ({ page }) => {
  await shellSession(page, { lang: 'en-US' });
  await page.goto('/order_list?contractNum=HT-2026-0101');
  await expect(page.getByTestId('note-row').first()).toBeVisible();
  const shown = await page.getByTestId('note-row').allTextContents();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^delivery-notes-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows = await sheetRows(await download.path());
  expect(rows[0]).toContain('Shipped at (UTC+8)');
  const code = rows[0].indexOf('Delivery note no.');
  const contract = rows[0].indexOf('Contract no.');
  expect(rows.slice(1).map((r) => r[code])).toEqual(shown);
  expect(new Set(rows.slice(1).map((r) => r[contract]))).toEqual(new Set(['HT-2026-0101']));
});
