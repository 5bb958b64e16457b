// Issue 14, spec 02 §2–§5: a supplier's way from the inquiry list to a sent quotation, on the real
// server and its sourcing demo (server/src/demo/sourcing.ts): list with the supplier's tabs,
// detail through the slider puzzle (deadlines on China and Vietnam time), sign-up, quotation lines
// with amounts as typed, temp save kept over a reload, bid file, send and the receipt; the opened
// source's summary verified in the browser; screenshots in three languages and a 700 px window.
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { loginAsSupplier } from '../../support/api-login';
import { useLanguage, watchPuzzles } from '../../support/public-helpers';
import { openDetail, shoot, smallPdf, solvePuzzle, quotationLine } from '../../support/sourcing-helpers';
import { LANGS } from '../../support/shell-session';
import { pickFirstOption, pickOption } from '../../support/select-helpers';
import { operatorApi } from '../../support/operator-api';

const WORKS = { id: 'S-XJ20260102', num: 'XJ20260102' };
const DAY = 86_400_000;

interface InquiryLine {
  description: string;
  quantity: string;
  unit: string;
  specification?: string;
  requiredArrivalDays?: number;
  bidPackage?: string;
}

/**
 * An open inquiry (or, with sourceType CS, a sale) published through the operator's API, as the
 * buyer would, ten days to quote. A test that signs up makes its own: a sign-up stays on the shared
 * server, so a retry on a seeded source would find it already done.
 */
async function publishInquiry(page: Page, inquiry: { sourceType?: 'XJ' | 'CS'; quotationKind: 'gc' | 'wz' | 'cs'; title: string; titleEn: string; lines: InquiryLine[]; terms: { name: string; content: string }[] }): Promise<{ id: string; num: string }> {
  const publish = await operatorApi<{ sourceId: string; sourceNum: string }>(page.request);
  const { sourceId, sourceNum } = await publish('source/publish', {
    sourceType: 'XJ',
    method: 'OPEN',
    currency: 'CNY',
    endTime: new Date(Date.now() + 10 * DAY).toISOString(),
    openingTime: new Date(Date.now() + 11 * DAY).toISOString(),
    ...inquiry,
  });
  return { id: sourceId, num: sourceNum };
}

/** A works inquiry shaped like the seed's: two lines of quantity 1, terms. */
const publishWorks = (page: Page) =>
  publishInquiry(page, {
    quotationKind: 'gc',
    title: '给水泵及凝汽器检修询价',
    titleEn: 'Feedwater pump and condenser works',
    lines: [
      { description: '给水泵解体大修', quantity: '1', unit: '项', specification: '含更换密封及轴承', requiredArrivalDays: 25 },
      { description: '凝汽器钛管涡流检测', quantity: '1', unit: '项', specification: '100%抽检', requiredArrivalDays: 15 },
    ],
    terms: [
      { name: '付款方式', content: '验收合格后支付95%，质保金5%于质保期满后支付。' },
      { name: '交货地点', content: '采购单位指定现场仓库。' },
    ],
  });
const DRAFT = 'S-XJ20260106';
const OPENED = 'S-XJ20260108';
const SECOND_ROUND = 'S-XJ20260109';

async function pickTaxRate(page: Page, row: ReturnType<Page['locator']>, label: string): Promise<void> {
  await pickOption(page, row.getByTestId('line-taxRate'), new RegExp(`^${label}$`));
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test.describe('a qualified supplier', () => {
  test.slow();
  test.beforeEach(async ({ page }) => {
    await loginAsSupplier(page);
    watchPuzzles(page);
  });

  test('finds an inquiry in the list, signs up, temp-saves, reloads, uploads a bid file, sends and gets the receipt', async ({ page }) => {
    test.setTimeout(180_000);
    const works = await publishWorks(page);
    // The list: the supplier's tabs and reply filter, each row with its sign-up and quotation state.
    await page.goto('/source_List?activeName=xjgg');
    await expect(page.getByTestId('source-supplier-tabs')).toBeVisible();
    await page.getByTestId('source-search-num').fill(works.num);
    await page.getByTestId('source-search-submit').click();
    const row = page.locator('tr', { has: page.getByTestId('source-row') }).filter({ hasText: works.num });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('source-signed-up')).toHaveAttribute('data-signed-up', 'no');
    await expect(row.getByTestId('source-my-status')).toHaveAttribute('data-status', 'none');
    await expect(row.getByTestId('source-row')).toHaveAttribute('href', `/source_detail?sourceId=${works.id}`);

    // The detail through the puzzle: every deadline on China and Vietnam time, lines, terms.
    await row.getByTestId('source-row').click();
    await solvePuzzle(page);
    await expect(page.getByTestId('source-detail-num')).toHaveText(works.num);
    const end = page.getByTestId('deadline-end');
    await expect(end.locator('[data-zone="china"]')).toContainText('(UTC+8)');
    await expect(end.locator('[data-zone="vietnam"]')).toContainText('(UTC+7)');
    await expect(page.getByTestId('deadline-opening').locator('[data-zone="vietnam"]')).toContainText('(UTC+7)');
    await expect(page.getByTestId('source-lines').locator('.ant-table-row')).toHaveCount(2);
    await expect(page.getByTestId('source-terms').locator('.ant-table-row').first()).toBeVisible();
    await shoot(page, 'detail-before-sign-up-zh-CN');

    // Sign up; the way to the works quotation screen appears, a real link.
    await page.getByTestId('signup-button').click();
    await expect(page.getByTestId('signup-done')).toBeVisible();
    const link = page.getByTestId('quotation-link');
    await expect(link).toHaveAttribute('href', `/quotation_gc?sourceId=${works.id}`);
    await link.click();

    // The quotation: header, two lines with amounts computed as typed, every term.
    const quotation = page.getByTestId('quotation-page');
    await expect(quotation).toHaveAttribute('data-kind', 'gc');
    await expect(quotation).toHaveAttribute('data-status', 'none');
    // The way back to the user centre (issue 33).
    await expect(page.getByTestId('frame-user-centre')).toHaveAttribute('href', '/supplier_home_todo');
    await expect(page.getByTestId('header-offeror')).toHaveValue('华能示范电力设备有限公司');
    await page.getByTestId('header-validity').click();
    await page.locator('.ant-picker-input input').fill('2027-03-31');
    await page.locator('.ant-picker-input input').press('Enter');
    await page.getByTestId('header-arrival-days').fill('25');
    const lines = page.getByTestId('quotation-line');
    await expect(lines).toHaveCount(2);
    // Works are not goods: the form asks no brand or manufacturer (issue 33).
    await expect(lines.first().getByTestId('line-unitPriceWithTax')).toBeVisible();
    await expect(page.getByTestId('line-brand')).toHaveCount(0);
    for (const [i, price] of ['113', '2260.50'].entries()) {
      const line = lines.nth(i);
      await pickTaxRate(page, line, '13%');
      await line.getByTestId('line-unitPriceWithTax').fill(price);
      await line.getByTestId('line-arrivalDays').fill(i === 0 ? '20' : '40');
    }
    // Quantity 1 each: 113.00 with 13.00 tax; 2,260.50 with 260.06 tax; the second line promises
    // 40 days where the buyer asks for 15, which is a warning, not a refusal.
    await expect(lines.nth(0).getByTestId('line-amount')).toContainText('113.00');
    await expect(lines.nth(0).getByTestId('line-tax')).toContainText('13.00');
    await expect(lines.nth(1).getByTestId('line-tax')).toContainText('260.06');
    await expect(lines.nth(1).getByTestId('line-arrival-later')).toBeVisible();
    await expect(page.getByTestId('quotation-total')).toContainText('2,373.50');
    // A price past the limit is refused on its field with the spec's message.
    await lines.nth(0).getByTestId('line-unitPriceWithTax').fill('1000000001');
    await expect(lines.nth(0).getByTestId('line-error')).toHaveText('含税单价不能超过10亿');
    // What cannot be read for certain is refused with a message and never changed (issue 33).
    await lines.nth(0).getByTestId('line-unitPriceWithTax').fill('1a1.3.x5');
    await expect(lines.nth(0).getByTestId('line-unitPriceWithTax')).toHaveValue('1a1.3.x5');
    await expect(lines.nth(0).getByTestId('number-refusal')).toHaveText('只能输入数字和分隔符，未作修改，请检查');
    await lines.nth(0).getByTestId('line-arrivalDays').fill('3.5');
    await expect(lines.nth(0).getByTestId('line-arrivalDays')).toHaveValue('3.5');
    await expect(lines.nth(0).getByTestId('number-refusal').last()).toHaveText('此处只能输入整数（不能有小数）');
    await lines.nth(0).getByTestId('line-arrivalDays').fill('20');
    await lines.nth(0).getByTestId('line-unitPriceWithTax').fill('113');
    const terms = page.getByTestId('term-agree');
    for (let i = 0; i < (await terms.count()); i++) await terms.nth(i).click();

    // An empty header field: the send check names it (issue 33).
    await page.getByTestId('header-offeror').fill('');
    await page.getByTestId('quotation-send').click();
    await expect(page.locator('.ant-message-notice', { hasText: '报价人：此项为必填项' })).toBeVisible();
    await page.getByTestId('header-offeror').fill('华能示范电力设备有限公司');

    // Send before a bid file: refused here with the spec's message.
    await page.getByTestId('quotation-send').click();
    await expect(page.locator('.ant-message-notice', { hasText: '必须上传投标文件' })).toBeVisible();

    // Temp save, then a reload finds the draft on the server.
    await page.getByTestId('quotation-temp-save').click();
    await expect(page.locator('.ant-message-notice', { hasText: '保存成功' })).toBeVisible();
    await expect(page.getByTestId('quotation-saved-at')).toHaveAttribute('data-dirty', 'no');
    await expect(page.getByTestId('quotation-saved-at')).toContainText('(UTC+8)');
    await page.reload();
    await expect(quotation).toHaveAttribute('data-status', 'draft');
    await expect(lines.nth(1).getByTestId('line-unitPriceWithTax')).toHaveValue('2260.50');
    await expect(lines.nth(0).getByTestId('line-arrivalDays')).toHaveValue('20');
    await expect(page.getByTestId('header-arrival-days')).toHaveValue('25');
    await expect(page.getByTestId('quotation-total')).toContainText('2,373.50');

    // The bid file through the shared upload dialog, filed under the quotation.
    await page.getByTestId('quotation-upload').click();
    const dialog = page.getByTestId('upload-dialog');
    await expect(dialog.getByTestId('upload-type')).toContainText('投标文件');
    await expect(dialog.getByTestId('upload-rules')).toContainText('200M');
    // The page's hint names the types and size the dialog checks, 7z among them (issue 33).
    const types = /：(.+)；/.exec((await dialog.getByTestId('upload-rules').textContent()) ?? '')?.[1] ?? '';
    expect(types).toContain('7z');
    await expect(page.getByTestId('quotation-files-hint')).toContainText(`（${types}，最大200M）`);
    await dialog.locator('input[type=file]').setInputFiles(smallPdf('投标文件.pdf'));
    await expect(dialog.locator('[data-testid="upload-item"][data-status="done"]')).toBeVisible();
    await dialog.getByRole('button', { name: /^关\s*闭$/ }).last().click();
    await expect(page.getByTestId('quotation-files').getByTestId('attachment-row')).toHaveCount(1);
    await shoot(page, 'quotation-draft-zh-CN');

    // Send: the receipt with the number, round, the server's time with its zone and the digest.
    await page.getByTestId('quotation-send').click();
    await page.getByTestId('quotation-send-confirm').click();
    await expect(page.getByTestId('quotation-receipt')).toBeVisible();
    await expect(quotation).toHaveAttribute('data-status', 'sent');
    await expect(page.getByTestId('receipt-number')).not.toBeEmpty();
    await expect(page.getByTestId('receipt-round')).toHaveText('1');
    await expect(page.getByTestId('receipt-sent-at')).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(UTC\+8\)/);
    await expect(page.getByTestId('receipt-digest')).toHaveText(/^[0-9a-f]{64}$/);
    // Sent: a read-only summary in plain text, no greyed-out inputs (issue 33).
    await expect(page.getByTestId('quotation-sent-summary')).toBeVisible();
    await expect(page.getByTestId('line-unitPriceWithTax')).toHaveCount(0);
    await shoot(page, 'quotation-receipt-zh-CN');

    // After a reload the receipt is still there, read from the server.
    const digest = await page.getByTestId('receipt-digest').textContent();
    await page.reload();
    await expect(page.getByTestId('receipt-digest')).toHaveText(digest ?? '');

    // The list now says so: signed up, quotation sent (and the "registered" tab has it).
    await page.goto('/source_List?activeName=xjgg');
    await page.getByTestId('source-supplier-tab-registered').click();
    await page.getByTestId('source-search-num').fill(works.num);
    await page.getByTestId('source-search-submit').click();
    const after = page.locator('tr', { has: page.getByTestId('source-row') }).filter({ hasText: works.num });
    await expect(after.getByTestId('source-signed-up')).toHaveAttribute('data-signed-up', 'yes');
    await expect(after.getByTestId('source-my-status')).toHaveAttribute('data-status', 'sent');
    // The reply filter: replied has it, to be replied does not.
    await pickOption(page, page.getByTestId('source-search-filter'), /^待回复$/);
    await expect(after).toHaveCount(0);
    await pickOption(page, page.getByTestId('source-search-filter'), /^已回复$/);
    await expect(after.getByTestId('source-my-status')).toHaveAttribute('data-status', 'sent');
  });

  test('an invitation for others and a sealed-mail source say why there is no sign-up', async ({ page }) => {
    await openDetail(page, 'S-XJ20260104');
    await expect(page.getByTestId('signup-not-invited')).toHaveText('您不是本单被邀请的供应商');
    await expect(page.getByTestId('signup-button')).toHaveCount(0);
    await openDetail(page, 'S-XJ20260105');
    await expect(page.getByTestId('signup-sealed-mail')).toBeVisible();
    await expect(page.getByTestId('signup-button')).toHaveCount(0);
  });

  test('a sale opens on /cs_source_detail and is quoted on /quotation_cs', async ({ page }) => {
    await page.goto('/cs_source_List?activeName=csgg');
    await expect(page.getByTestId('source-supplier-tabs')).toBeVisible();
    const sale = await publishInquiry(page, {
      sourceType: 'CS',
      quotationKind: 'cs',
      title: '废旧变压器及电缆出售',
      titleEn: 'Sale of used transformers and scrap cable',
      lines: [
        { description: '废旧变压器（含油）', quantity: '3', unit: '台' },
        { description: '废旧电缆', quantity: '12', unit: '吨' },
      ],
      terms: [{ name: '提货方式', content: '买方自行提货。' }],
    });
    await page.goto(`/cs_source_detail?sourceId=${sale.id}`);
    await solvePuzzle(page);
    await expect(page.getByTestId('source-detail-num')).toBeVisible();
    await page.getByTestId('signup-button').click();
    await expect(page.getByTestId('quotation-link')).toHaveAttribute('href', `/quotation_cs?sourceId=${sale.id}`);
    await page.getByTestId('quotation-link').click();
    await expect(page.getByTestId('quotation-page')).toHaveAttribute('data-kind', 'cs');
    await expect(page.getByTestId('quotation-line')).toHaveCount(2);
    await shoot(page, 'quotation-sale-zh-CN');
  });

  test('a source with bid packages asks for the package before signing up', async ({ page }) => {
    const packages = await publishInquiry(page, {
      quotationKind: 'wz',
      title: '汽轮机备件询价（分标包）',
      titleEn: 'Steam turbine spares (two bid packages)',
      lines: [
        { description: '末级动叶片', quantity: '12', unit: '片', bidPackage: '标包1', requiredArrivalDays: 90 },
        { description: '次末级动叶片', quantity: '12', unit: '片', bidPackage: '标包1', requiredArrivalDays: 90 },
        { description: '叶片锁紧件', quantity: '24', unit: '套', bidPackage: '标包2', requiredArrivalDays: 30 },
      ],
      terms: [{ name: '付款方式', content: '验收合格后支付。' }],
    });
    await openDetail(page, packages.id);
    await expect(page.getByTestId('source-package')).toHaveCount(2);
    await page.getByTestId('signup-button').click();
    await pickFirstOption(page, page.getByTestId('signup-package'));
    await page.getByTestId('signup-package-ok').click();
    await expect(page.getByTestId('signup-done')).toContainText('标包1');
    await expect(page.getByTestId('quotation-link')).toHaveAttribute('href', `/quotation_wz?sourceId=${packages.id}`);
    await page.getByTestId('quotation-link').click();
    // Only the lines of the chosen package are quoted.
    await expect(page.getByTestId('quotation-line')).toHaveCount(2);
  });

  test('a source of 500 lines stays responsive: virtual lines on the detail and on the quotation', async ({ page }) => {
    const { id: sourceId } = await publishInquiry(page, {
      quotationKind: 'wz',
      title: '五百行备件询价',
      titleEn: 'Five hundred spare parts',
      lines: Array.from({ length: 500 }, (_, i) => ({ description: `备件 ${i + 1}`, quantity: '2', unit: '件', requiredArrivalDays: 30 })),
      terms: [{ name: '付款方式', content: '验收合格后支付。' }],
    });

    await openDetail(page, sourceId);
    const detailRows = page.getByTestId('source-lines').locator('.ant-table-row');
    await expect(detailRows.first()).toBeVisible();
    // Only the rows in view are drawn.
    expect(await detailRows.count()).toBeLessThan(60);
    await page.getByTestId('source-lines').locator('.ant-table-tbody-virtual-holder, .ant-table-body').first().hover();
    for (let i = 0; i < 20; i++) await page.mouse.wheel(0, 2000);
    await expect(page.getByTestId('source-lines').getByText('备件 500', { exact: true })).toBeVisible();

    await page.getByTestId('signup-button').click();
    await page.getByTestId('quotation-link').click();
    const lines = page.getByTestId('quotation-line');
    await expect(lines.first()).toBeVisible();
    await expect(page.getByTestId('quotation-page')).toContainText('500');
    // The quotation's lines are virtual too: one long list, a few dozen rows drawn at most.
    expect(await lines.count()).toBeLessThan(60);
    await lines.first().getByTestId('line-unitPriceWithTax').fill('12.5');
    await pickTaxRate(page, lines.first(), '13%');
    await expect(lines.first().getByTestId('line-amount')).toContainText('25.00');
    const last = await quotationLine(page, 500);
    await last.getByTestId('line-unitPriceWithTax').fill('7');
    await pickTaxRate(page, last, '13%');
    await expect(last.getByTestId('line-amount')).toContainText('14.00');
    expect(await lines.count()).toBeLessThan(60);
    await page.getByTestId('quotation-temp-save').click();
    await expect(page.getByTestId('quotation-saved-at')).toHaveAttribute('data-dirty', 'no');
  });

  test("the opened source's summary is verified in the browser, row by row", async ({ page }) => {
    await openDetail(page, OPENED);
    const rows = page.getByTestId('bid-opening-row');
    await expect(rows.first()).toBeVisible();
    const n = await rows.count();
    for (let i = 0; i < n; i++) {
      await rows.nth(i).getByTestId('bid-opening-verify').click();
      await expect(rows.nth(i).getByTestId('bid-opening-verdict')).toHaveAttribute('data-verdict', 'match');
    }
    await shoot(page, 'bid-opening-zh-CN');
  });

  for (const lang of LANGS) {
    test(`detail and quotation screens read in ${lang}, also in a 700 px window`, async ({ page }) => {
      test.setTimeout(150_000);
      await useLanguage(page, lang);
      await openDetail(page, DRAFT);
      await shoot(page, `detail-${lang}`);
      await page.getByTestId('quotation-link').click();
      await expect(page.getByTestId('quotation-page')).toHaveAttribute('data-status', 'draft');
      await shoot(page, `quotation-${lang}`);
      await page.setViewportSize({ width: 700, height: 900 });
      await shoot(page, `quotation-${lang}-700`);
      await page.goto(`/source_detail?sourceId=${DRAFT}`);
      await solvePuzzle(page);
      await expect(page.getByTestId('source-detail-num')).toBeVisible();
      await shoot(page, `detail-${lang}-700`);
      // No part of the page runs past the window's width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await page.goto('/source_List?activeName=xjgg');
      await expect(page.getByTestId('source-supplier-tabs')).toBeVisible();
      await expect(page.getByTestId('source-row').first()).toBeVisible();
      await shoot(page, `list-${lang}-700`);
      if (lang === 'zh-CN') {
        await page.goto(`/source_detail?sourceId=${SECOND_ROUND}`);
        await solvePuzzle(page);
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.getByTestId('quotation-link').click();
        await expect(page.getByTestId('quotation-page')).toHaveAttribute('data-round', '2');
        await expect(page.getByTestId('quotation-history')).toBeVisible();
        // Round 2 starts from round 1's figures and is temp-saved through saveSecondQuotation.
        await page.getByTestId('quotation-copy-prices').click();
        await expect(page.getByTestId('quotation-line').first().getByTestId('line-unitPriceWithTax')).toHaveValue('217.50');
        await page.getByTestId('quotation-line').first().getByTestId('line-unitPriceWithTax').fill('199');
        await page.getByTestId('quotation-temp-save').click();
        await expect(page.getByTestId('quotation-page')).toHaveAttribute('data-status', 'draft');
        await expect(page.getByTestId('quotation-saved-at')).toHaveAttribute('data-dirty', 'no');
        await shoot(page, 'quotation-second-round-zh-CN');
      }
    });
  }
});

test('a visitor reads the detail with a login link instead of a sign-up', async ({ page }) => {
  await page.goto(`/source_detail?sourceId=${WORKS.id}`);
  await expect(page.getByTestId('source-detail-num')).toBeVisible();
  await expect(page.getByTestId('signup-login-link')).toHaveAttribute('href', '/login');
  await expect(page.getByTestId('signup-button')).toHaveCount(0);
  await expect(page.getByTestId('source-supplier-tabs')).toHaveCount(0);
  await expect(page.getByTestId('source-attachments')).toBeVisible();
});
