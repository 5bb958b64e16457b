// Issue 33, a grid built for pricing: each quotation line shows its specification, material, item
// code and required date from the source; the description stays in view while the supplier scrolls
// sideways to the price, the header while they scroll down, at 1280 and at 412 px; tax rate, brand
// and days can be applied to all 500 lines at once, and the page itself never scrolls sideways.
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { loginAsSupplier } from '../../support/api-login';
import { watchPuzzles } from '../../support/public-helpers';
import { expectLineField, openDetail, quotationLine, shoot } from '../../support/sourcing-helpers';
import { operatorApi } from '../../support/operator-api';
import { pickOption } from '../../support/select-helpers';

const DAY = 86_400_000;

/** A material inquiry of `n` lines with every descriptive field, signed up; the quotation screen opened. */
async function pricingScreen(page: Page, n: number): Promise<void> {
  const publish = await operatorApi<{ sourceId: string }>(page.request);
  const { sourceId } = await publish('source/publish', {
    sourceType: 'XJ',
    method: 'OPEN',
    currency: 'CNY',
    quotationKind: 'wz',
    title: '阀门备件询价（报价表格）',
    titleEn: 'Valve spares (pricing grid)',
    endTime: new Date(Date.now() + 10 * DAY).toISOString(),
    openingTime: new Date(Date.now() + 11 * DAY).toISOString(),
    lines: Array.from({ length: n }, (_, i) => ({
      description: `闸阀 ${i + 1}`,
      quantity: '2',
      unit: '台',
      itemCode: `M-${100000 + i}`,
      specification: `Z41H-16C DN${50 + (i % 10) * 10}`,
      material: 'WCB',
      requiredDate: '2027-03-15',
      requiredArrivalDays: 30,
    })),
    terms: [{ name: '付款方式', content: '验收合格后支付。' }],
  });
  await openDetail(page, sourceId);
  await page.getByTestId('signup-button').click();
  await page.getByTestId('quotation-link').click();
  await expect(page.getByTestId('quotation-line').first()).toBeVisible();
}

const noSidewaysPageScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [1280, 412]) {
  test(`at ${width} px: the line's facts, the description frozen sideways, the header down, apply to all 500 lines`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 600 ? 900 : 860 });
    await loginAsSupplier(page);
    watchPuzzles(page);
    await pricingScreen(page, 500);

    const first = page.getByTestId('quotation-line').first();
    await expect(first).toContainText('Z41H-16C DN50');
    await expect(first).toContainText('WCB');
    await expect(first).toContainText('M-100000');
    await expect(first.getByTestId('line-required-date')).toHaveText('2027-03-15');
    expect(await noSidewaysPageScroll(page)).toBe(true);

    // Sideways: the description cell stays where it is while the price comes into view.
    const grid = page.getByTestId('quotation-lines');
    const body = grid.getByTestId('virtual-grid-body');
    const header = grid.getByTestId('virtual-grid-header');
    const description = first.getByRole('cell').nth(1);
    await expect(description).toHaveText('闸阀 1');
    const before = await description.boundingBox();
    const amountHeader = header.getByRole('columnheader').filter({ hasText: /含税金额/ });
    const amountBefore = await amountHeader.boundingBox();
    await body.scrollIntoViewIfNeeded();
    await body.hover();
    await page.mouse.wheel(600, 0);
    // The header scrolls with the body (the amount column comes left), the description does not.
    await expect(async () => expect((await amountHeader.boundingBox())!.x).toBeLessThan(amountBefore!.x - 100)).toPass({ timeout: 10_000 });
    const after = await description.boundingBox();
    expect(Math.round(after!.x)).toBe(Math.round(before!.x));
    await expect(description).toBeInViewport();
    if (width === 412) await page.screenshot({ path: `/tmp/partA-grid-${width}-sideways.png` });
    // A screen reader is told of all 500 lines, though a few dozen are drawn.
    await expect(grid.getByRole('table')).toHaveAttribute('aria-rowcount', '501');
    await expect(first).toHaveAttribute('aria-rowindex', '2');

    // The line being typed into stays, and keeps the focus, while the supplier scrolls far from it.
    const firstPrice = first.getByTestId('line-unitPriceWithTax');
    await firstPrice.focus();
    await page.mouse.wheel(0, 4000);
    await expect(page.locator('[data-testid="quotation-line"][data-line-no="12"]')).toHaveCount(0);
    await expect(firstPrice).toBeFocused();
    await firstPrice.blur();

    // Apply to all: one tax rate, brand and number of days on every line, the last one too.
    await pickOption(page, page.getByTestId('apply-all-taxRate'), /^13%$/);
    await page.getByTestId('apply-all-taxRate-button').click();
    await page.getByTestId('apply-all-brand').fill('华能示范');
    await page.getByTestId('apply-all-brand-button').click();
    await page.getByTestId('apply-all-days').fill('20');
    await page.getByTestId('apply-all-days-button').click();
    await expect(first.getByTestId('line-brand')).toHaveValue('华能示范');
    await expectLineField(page, 500, 'line-brand', '华能示范');
    await expectLineField(page, 500, 'line-arrivalDays', '20');
    await (await quotationLine(page, 500)).getByTestId('line-unitPriceWithTax').fill('7');
    await expect(async () => expect((await quotationLine(page, 500)).getByTestId('line-amount')).toContainText('14.00', { timeout: 1_000 })).toPass({ timeout: 15_000 });
    // Down: the header is still in view over line 500.
    await expect(header).toBeInViewport();
    await expect(header).toContainText('含税单价');
    expect(Math.abs((await header.boundingBox())!.y - (await body.boundingBox())!.y)).toBeLessThan(2);
    await expect(await quotationLine(page, 500)).toHaveAttribute('aria-rowindex', '501');
    expect(await page.getByTestId('quotation-line').count()).toBeLessThan(60);
    expect(await noSidewaysPageScroll(page)).toBe(true);
    await page.screenshot({ path: `/tmp/partA-grid-${width}.png` });
    await shoot(page, `pricing-grid-${width}`);

    // A send with line 1 unpriced brings line 1 back from line 500, beside the header, not under it.
    await page.getByTestId('header-validity').click();
    await page.locator('.ant-picker-input input').fill('2027-03-31');
    await page.locator('.ant-picker-input input').press('Enter');
    await page.getByTestId('header-arrival-days').fill('25');
    await page.getByTestId('quotation-send').click();
    const lineOne = page.locator('[data-testid="quotation-line"][data-line-no="1"]');
    await expect(lineOne.getByTestId('line-error')).toBeVisible();
    await expect(lineOne).toBeInViewport();
    await expect(header).toBeInViewport();
    const headerBox = (await header.boundingBox())!;
    expect((await lineOne.boundingBox())!.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
  });
}
