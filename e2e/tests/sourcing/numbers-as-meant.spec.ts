// Issue 33: prices and days are read as the supplier's language writes numbers. vi-VN writes ','
// for the decimal and '.' between thousands, en-US the reverse; the quotation screen shows beside
// each field the value as understood, and refuses with a message (never changing what was typed)
// what it cannot read for certain. The server's figures follow what was understood.
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { loginAsSupplier } from '../../support/api-login';
import { useLanguage, watchPuzzles } from '../../support/public-helpers';
import { openDetail } from '../../support/sourcing-helpers';
import { operatorApi } from '../../support/operator-api';
import { pickOption } from '../../support/select-helpers';

const DAY = 86_400_000;

/** A works inquiry of two lines of quantity 2, signed up by the demo supplier; the quotation screen opened. */
async function quotationScreen(page: Page): Promise<void> {
  const publish = await operatorApi<{ sourceId: string }>(page.request);
  const { sourceId } = await publish('source/publish', {
    sourceType: 'XJ',
    method: 'OPEN',
    currency: 'CNY',
    quotationKind: 'gc',
    title: '数字读取询价',
    titleEn: 'Numbers as meant',
    endTime: new Date(Date.now() + 10 * DAY).toISOString(),
    openingTime: new Date(Date.now() + 11 * DAY).toISOString(),
    lines: [
      { description: '阀门检修', quantity: '2', unit: '项', requiredArrivalDays: 30 },
      { description: '管道保温', quantity: '2', unit: '项', requiredArrivalDays: 30 },
    ],
    terms: [{ name: '付款方式', content: '验收合格后支付。' }],
  });
  await openDetail(page, sourceId);
  await page.getByTestId('signup-button').click();
  await expect(page.getByTestId('signup-done')).toBeVisible();
  await page.getByTestId('quotation-link').click();
  await expect(page.getByTestId('quotation-page')).toHaveAttribute('data-kind', 'gc');
}

const cases = {
  'vi-VN': {
    price: '1.234,56',
    understood: 'Hiểu là: 1.234,56',
    amount: '2,469.12',
    small: ['1,5', 'Hiểu là: 1,5'],
    big: ['12.500.000', 'Hiểu là: 12.500.000'],
    otherLocale: ['1.5', 'Dấu phân cách hàng nghìn phải chia nhóm 3 chữ số; số không rõ ràng, vui lòng kiểm tra'],
    secondDecimal: ['1,2,3', 'Có dấu thập phân thứ hai nên số không rõ ràng; vui lòng kiểm tra'],
    dayFraction: ['3,5', 'Chỉ được nhập số nguyên ở đây (không có phần thập phân)'],
    minus: 'Không được nhập số âm ở đây',
  },
  'en-US': {
    price: '1,234.56',
    understood: 'Read as: 1,234.56',
    amount: '2,469.12',
    small: ['1.5', 'Read as: 1.5'],
    big: ['12,500,000', 'Read as: 12,500,000'],
    otherLocale: ['1,5', 'Thousands separators must split groups of 3 digits; the number is unclear, please check'],
    secondDecimal: ['1.2.3', 'A second decimal separator makes the number unclear; please check'],
    dayFraction: ['3.5', 'Only a whole number is allowed here (no fraction)'],
    minus: 'A negative number is not allowed here',
  },
} as const;

for (const [lang, c] of Object.entries(cases) as [keyof typeof cases, (typeof cases)[keyof typeof cases]][]) {
  test(`${lang}: prices and days are read as written, shown as understood, and refused rather than changed`, async ({ page }) => {
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    await loginAsSupplier(page);
    watchPuzzles(page);
    await quotationScreen(page);
    const line = page.getByTestId('quotation-line').first();
    const price = line.getByTestId('line-unitPriceWithTax');
    const days = line.getByTestId('line-arrivalDays');

    await price.pressSequentially(c.price);
    await expect(price).toHaveValue(c.price);
    await expect(line.getByTestId('number-understood').first()).toHaveText(c.understood);
    await expect(line.getByTestId('number-refusal')).toHaveCount(0);
    for (const [typed, understood] of [c.small, c.big]) {
      await price.fill(typed);
      await expect(price).toHaveValue(typed);
      await expect(line.getByTestId('number-understood').first()).toHaveText(understood);
    }
    // The other language's way of writing, and a second decimal separator: refused, kept as typed.
    for (const [typed, message] of [c.otherLocale, c.secondDecimal]) {
      await price.fill(typed);
      await expect(price).toHaveValue(typed);
      await expect(line.getByTestId('number-refusal')).toHaveText(message);
      await expect(line.getByTestId('number-understood')).toHaveCount(0);
    }
    // Days: a fraction or a minus is refused, never made 35 or 5.
    await price.fill('');
    await days.fill(c.dayFraction[0]);
    await expect(days).toHaveValue(c.dayFraction[0]);
    await expect(line.getByTestId('number-refusal')).toHaveText(c.dayFraction[1]);
    await days.fill('-5');
    await expect(days).toHaveValue('-5');
    await expect(line.getByTestId('number-refusal')).toHaveText(c.minus);
    await days.fill('20');
    await expect(line.getByTestId('number-refusal')).toHaveCount(0);

    // The header's days take the same reader.
    const headerDays = page.getByTestId('header-arrival-days');
    await headerDays.fill(c.dayFraction[0]);
    await expect(headerDays).toHaveValue(c.dayFraction[0]);
    await expect(page.getByTestId('number-refusal').first()).toHaveText(c.dayFraction[1]);

    // What was understood is what is computed: quantity 2 × 1234.56.
    await pickOption(page, line.getByTestId('line-taxRate'), /^13%$/);
    await price.fill(c.price);
    await expect(line.getByTestId('line-amount')).toContainText(c.amount);
  });
}
