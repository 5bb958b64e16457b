import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { useLanguage } from '../../support/auth-helpers';
import { VALVES, bankSearchesSent, banksFoundFor, branchesOfRegion, businessCandidates, businessesSelected, field, filterBusinesses, moveBusinessesRight, newTempUser, storeTempSession, tickBusiness } from './registration-helpers';
import { picture } from '../../support/pictures';

// The business selector and the business-detail dialog of /registerDetail (spec 02 §2, §3, §5),
// and the bank look-ups of its bank section.

const THREE = ['Main stop valves', 'Control valves', 'Electro-hydraulic servo valves'];

async function openAsNewUser(page: Page, lang: 'zh-CN' | 'en-US' | 'vi-VN') {
  await useLanguage(page, lang);
  const userName = await newTempUser(page.request, 'mb');
  await storeTempSession(page, userName);
  await page.goto('/registerDetail');
  await expect(page.getByTestId('register-header-user')).toHaveText(userName);
}

test('three businesses chosen, an eleventh refused, kept across a temp save and a reload; the detail dialog searches a column', async ({ page }) => {
  await openAsNewUser(page, 'en-US');
  await expect(page.getByTestId('mb-transfer')).toContainText('Candidate');
  await expect(page.getByTestId('mb-transfer')).toContainText('Selected');

  // Confirming nothing asks to tick data first.
  await page.getByTestId('mb-confirm').click();
  await expect(page.getByText('Please tick data to confirm')).toBeVisible();

  await filterBusinesses(page, 'valves');
  for (const name of THREE) await tickBusiness(businessCandidates(page).locator('.ant-transfer-list-content-item').filter({ hasText: VALVES }).filter({ hasText: name }));
  await moveBusinessesRight(page).click();
  await expect(businessesSelected(page).locator('.ant-transfer-list-content-item')).toHaveCount(3);

  // Every candidate of the page at once would make more than ten: refused, nothing moves.
  await filterBusinesses(page, '');
  await expect(businessCandidates(page).locator('.ant-transfer-list-content-item').filter({ hasNotText: VALVES }).first()).toBeVisible();
  await businessCandidates(page).locator('.ant-transfer-list-header .ant-checkbox-input, .ant-transfer-section-header .ant-checkbox-input').first().check();
  await moveBusinessesRight(page).click();
  await expect(page.getByText('Cannot exceed 10 items')).toBeVisible();
  await expect(businessesSelected(page).locator('.ant-transfer-list-content-item')).toHaveCount(3);
  await businessCandidates(page).locator('.ant-transfer-list-header .ant-checkbox-input, .ant-transfer-section-header .ant-checkbox-input').first().uncheck();

  await page.getByTestId('mb-confirm').click();
  for (const name of THREE) await expect(page.getByTestId('mb-confirmed')).toContainText(name);
  await page.getByTestId('register-temp-save').click();
  await expect(page.getByText('Saved successfully')).toBeVisible();

  await page.reload();
  for (const name of THREE) await expect(page.getByTestId('mb-confirmed')).toContainText(name);
  await expect(page.getByTestId('mb-confirmed').getByRole('listitem')).toHaveCount(3);
  // The selected side shows the full paths again.
  for (const name of THREE) await expect(businessesSelected(page).locator('.ant-transfer-list-content-item').filter({ hasText: VALVES }).filter({ hasText: name })).toHaveCount(1);

  await page.getByTestId('mb-detail-open').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('mb-detail-table') });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(10);
  // The first group's four items share one merged main-business cell.
  await expect(dialog.locator('td[rowspan="4"]').first()).toHaveText('Thermal power spares.Steam turbine.Turbine body');
  // 80 % of the window, once the opening animation has ended.
  await expect.poll(() => dialog.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(Math.round(page.viewportSize()!.width * 0.8));

  await dialog.locator('th').filter({ hasText: 'Included materials' }).locator('.ant-table-filter-trigger').click();
  const search = page.getByTestId('mb-detail-search-includedMaterials');
  await search.locator('input').fill('gearbox');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.locator('.ant-table-tbody')).toContainText('gearboxes, planet gears, gear oil pumps');
  await expect(dialog.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await dialog.locator('th').filter({ hasText: 'Included materials' }).locator('.ant-table-filter-trigger').click();
  await search.getByRole('button', { name: 'Clear' }).click();
  await expect(dialog.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(10);
});

test('the bank look-ups fill branch, SWIFT code and address; the fields stay free text', async ({ page }) => {
  await openAsNewUser(page, 'en-US');
  await page.getByTestId('bank-lookup-bank').click();
  const banksFound = banksFoundFor(page, 'Vietcombank');
  const searches = bankSearchesSent(page);
  await page.keyboard.type('Vietcombank');
  await banksFound;
  // The directory is searched once typing pauses, not at every key (it was 11 times for this word).
  expect(searches.length).toBeLessThanOrEqual(3);
  expect(searches.at(-1)).toBe('Vietcombank');
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'Vietcombank' }).first().click();
  await expect(field(page, 'f-bankName')).toHaveValue('Vietcombank');
  await page.getByTestId('bank-lookup-area').click();
  const branchesFound = branchesOfRegion(page);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'Hanoi' }).first().click();
  await branchesFound;
  await page.getByTestId('bank-lookup-branch').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'Branch, Hanoi' }).first().click();
  await expect(field(page, 'f-branchName')).toHaveValue(/^Vietcombank – .+ Branch, Hanoi$/);
  await expect(field(page, 'f-swiftCode')).toHaveValue(/^BFTVVNVX\d{3}$/);
  await expect(field(page, 'f-bankAddress')).toHaveValue(/Hanoi, Vietnam$/);
  await field(page, 'f-branchName').fill('Typed by hand');
  await expect(field(page, 'f-branchName')).toHaveValue('Typed by hand');
});

// Screenshots for people to look at (e2e/artifacts is git-ignored).
const FILTER = { 'zh-CN': '阀', 'en-US': 'valves', 'vi-VN': 'valves' } as const;
for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
  for (const width of [1280, 700]) {
    test(`business selector and detail dialog render (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openAsNewUser(page, lang);
      await filterBusinesses(page, FILTER[lang]);
      const items = businessCandidates(page).locator('.ant-transfer-list-content-item');
      await expect(items.first()).toContainText(new RegExp(FILTER[lang], 'i'));
      await tickBusiness(items.nth(0));
      await tickBusiness(items.nth(1));
      await moveBusinessesRight(page).click();
      await expect(businessesSelected(page).locator('.ant-transfer-list-content-item')).toHaveCount(2);
      await page.getByTestId('mb-confirm').click();
      await expect(page.getByTestId('mb-confirmed').getByRole('listitem')).toHaveCount(2);
      await picture(page.getByTestId('section-bank'), `artifacts/registration/bank-lookup-${lang}-${width}.png`);
      await picture(page.getByTestId('section-main-business'), `artifacts/registration/business-selector-${lang}-${width}.png`);
      await page.getByTestId('mb-detail-open').click();
      await expect(page.getByTestId('mb-detail-table').locator('tr.ant-table-row')).toHaveCount(10);
      const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('mb-detail-table') });
      await expect.poll(() => dialog.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(Math.round(width * 0.8));
      await picture(page, `artifacts/registration/business-detail-${lang}-${width}.png`);
    });
  }
}
