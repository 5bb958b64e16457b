// Issue 35, the business selector: every choice shows its full path (the catalogue has an 'Other'
// in each group, so '其他' alone says nothing), an eleventh choice is refused with the catalogue's
// message and the ticks stay, and where nothing can be chosen the choice is a compact list of full
// paths, not a greyed transfer list. Pictures at 1280 and 412 px in three languages.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { picture } from '../../support/pictures';
import { newTempUser, TEMP_PASSWORD } from '../../support/registrations';
import { apiLogin, storeSession, useLanguage } from '../../support/auth-helpers';
import { businessCandidates, businessesSelected, filterBusinesses, moveBusinessesRight, tickBusiness } from '../registration/registration-helpers';
import { askForBusinesses, askThreeToOne, decideChange, LANGS, sideways, supplierInPage } from './supplier-helpers';

const items = (side: ReturnType<typeof businessCandidates>) => side.locator('.ant-transfer-list-content-item');
const OTHER = { 'zh-CN': '其他', 'en-US': 'Other', 'vi-VN': 'Other' } as const;

test('choices read as full paths; an eleventh is refused with the message and the ticks stay (zh-CN)', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  const userName = await newTempUser(page.request, 'mbp');
  await storeSession(page, await apiLogin(page.request, userName, TEMP_PASSWORD), 'temp');
  await page.goto('/registerDetail');
  await filterBusinesses(page, '其他');
  const candidates = items(businessCandidates(page));
  // Every '其他' with the path above it: 'A / B / C / 其他', no two alike.
  const shown = await candidates.evaluateAll((els) => els.slice(0, 12).map((el) => (el.textContent ?? '').trim()));
  expect(shown).toHaveLength(12);
  for (const text of shown) expect(text).toMatch(/^.+ \/ .+ \/ 其他$/);
  expect(new Set(shown).size).toBe(12);

  await tickBusiness(candidates.nth(0));
  await tickBusiness(candidates.nth(1));
  await moveBusinessesRight(page).click();
  await expect(items(businessesSelected(page))).toHaveCount(2);
  await page.getByTestId('mb-confirm').click();
  const confirmed = page.getByTestId('mb-confirmed').getByRole('listitem');
  await expect(confirmed).toHaveCount(2);
  // The draft keeps '其他'; the full paths arrive from the catalogue just after.
  await expect.poll(async () => (await confirmed.allTextContents()).sort()).toEqual(shown.slice(0, 2).sort());

  // Nine more would make eleven: refused, and the nine stay ticked to untick one and move again.
  // (The candidates list now starts with the third '其他': the two chosen moved across.)
  for (let i = 0; i < 9; i++) await tickBusiness(candidates.nth(i));
  await moveBusinessesRight(page).click();
  await expect(page.getByText('不能超过10条')).toBeVisible();
  await expect(items(businessesSelected(page))).toHaveCount(2);
  await expect(businessCandidates(page).locator('.ant-transfer-list-content-item input[type="checkbox"]:checked')).toHaveCount(9);
  await candidates.nth(8).getByRole('checkbox').uncheck();
  await moveBusinessesRight(page).click();
  await expect(items(businessesSelected(page))).toHaveCount(10);
  await page.getByTestId('mb-confirm').click();
  await expect(confirmed).toHaveCount(10);
  await expect.poll(async () => (await confirmed.allTextContents()).sort()).toEqual(shown.slice(0, 10).sort());

  // Kept by a temp save, shown by full path after a reload (the draft keeps the last segment only).
  await page.getByTestId('register-temp-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.reload();
  await expect(confirmed).toHaveCount(10);
  await expect.poll(async () => (await confirmed.allTextContents()).sort()).toEqual(shown.slice(0, 10).sort());
});

/** Three 'Other' entries of different groups, by code. */
async function threeOthers(request: APIRequestContext): Promise<string[]> {
  const res = await request.post('/isp/portal/plogin/getMainBusinessList', { data: { materialDesc: 'Other', current: 1, size: 50 }, headers: { 'content-lang': 'en-US' } });
  const records = ((await res.json()) as { records: { mainbusinessCode: string; mainbusinessName: string }[] }).records;
  const others = records.filter((r) => r.mainbusinessName.endsWith('.Other'));
  expect(others.length).toBeGreaterThanOrEqual(3);
  return [others[0], others[5], others[10] ?? others[2]].map((r) => r.mainbusinessCode);
}

/** An approved supplier with three 'Other' businesses and a change under review: nothing can be chosen. */
async function readOnlySupplier(page: Page, prefix: string) {
  const sup = await supplierInPage(page, prefix);
  const added = await askForBusinesses(page.request, sup.token, await threeOthers(page.request));
  await decideChange(page.request, added.changeId, 'approve');
  await askThreeToOne(page.request, sup.token, '0109876543');
  await page.goto('/supplier_detail');
  await expect(page.getByTestId('supplier-change-pending')).toBeVisible();
}

for (const lang of LANGS) {
  test(`where nothing can be chosen, the choice is a compact list of full paths (${lang}, 1280 and 412 px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    await readOnlySupplier(page, 'mbro');
    const section = page.getByTestId('section-main-business');
    const list = section.getByTestId('mb-confirmed');
    await expect(list).toHaveAttribute('data-read-only', 'yes');
    await expect(list.getByRole('listitem')).toHaveCount(3);
    const fullPath = new RegExp(`^.+ / .+ / ${OTHER[lang]}$`);
    await expect.poll(async () => (await list.getByRole('listitem').allTextContents()).filter((text) => fullPath.test(text)).length).toBe(3);
    expect(new Set(await list.getByRole('listitem').allTextContents()).size).toBe(3);
    await expect(section.locator('.ant-transfer')).toHaveCount(0);
    await expect(page.getByTestId('mb-filter')).toHaveCount(0);
    for (const width of [1280, 412]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => sideways(page)).toBeLessThanOrEqual(0);
      await section.scrollIntoViewIfNeeded();
      await picture(section, `artifacts/supplier/business-read-only-${lang}-${width}.png`);
    }
  });
}

test('the selector with full paths at 1280 and 412 px (zh-CN, en-US, vi-VN)', async ({ page }) => {
  test.setTimeout(120_000);
  for (const lang of LANGS) {
    await useLanguage(page, lang);
    const userName = await newTempUser(page.request, 'mbq');
    await storeSession(page, await apiLogin(page.request, userName, TEMP_PASSWORD), 'temp');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/registerDetail');
    await filterBusinesses(page, OTHER[lang]);
    const candidates = items(businessCandidates(page));
    await tickBusiness(candidates.nth(0));
    await tickBusiness(candidates.nth(1));
    await moveBusinessesRight(page).click();
    await page.getByTestId('mb-confirm').click();
    await expect(page.getByTestId('mb-confirmed').getByRole('listitem')).toHaveCount(2);
    for (const width of [1280, 412]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => sideways(page)).toBeLessThanOrEqual(0);
      await picture(page.getByTestId('section-main-business'), `artifacts/supplier/business-selector-${lang}-${width}.png`);
    }
  }
});
