// Issue 14, "How it will be checked": two suppliers quote one source, sealed until the opening.
// The buyer's operator publishes a 50-line inquiry through the operator API; supplier01 and a second
// qualified supplier (register02, approved here by the operator) sign up on the detail; supplier01
// quotes by typing (a draft through the API, finished in the browser: the quotation screen opened in
// a new tab, without the detail's puzzle), the second by importing a 50-line Excel file built from
// the downloaded template (first a file with errors: every one listed with its row and column).
// Before the opening every response the second supplier's browser received, the supplier calls it
// can make and the operator's calls are searched for the first's unique price. The server clock is
// moved past the deadline (a send is refused), the bids open, both verify the summary in the page;
// a second round runs with the first round's files copied, a late send in it is refused, the award
// notice appears on the home page. Screenshots in three languages in artifacts/sourcing/.
//
// The clock is moved by the operator API (PORTAL_MOVABLE_CLOCK): this file runs on a portal of its
// own, so the moves touch no other test's puzzle, code or deadline, and each is one jump.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { useLanguage, watchPuzzles } from '../../support/public-helpers';
import { REPO, startPortal, type PortalServer } from '../../support/portal-server';
import { openDetail, shoot, smallPdf, expectLineField } from '../../support/sourcing-helpers';
import { LANGS } from '../../support/shell-session';
import { apiLogin, storeSession } from '../../support/auth-helpers';
import { operatorToken as loginOperator } from '../../support/operator-api';

// exceljs 4.4.0 is the server's spreadsheet library: the test builds its file with the same one.
interface Cell {
  value: unknown;
}
interface Sheet {
  rowCount: number;
  getCell(address: string): Cell;
  eachRow(cb: (row: { values: unknown }) => void): void;
}
interface Book {
  worksheets: Sheet[];
  xlsx: { load(data: Buffer | ArrayBuffer): Promise<unknown>; writeBuffer(): Promise<ArrayBuffer> };
}
const ExcelJS = createRequire(path.join(REPO, 'server', 'package.json'))('exceljs') as { Workbook: new () => Book };

const FIRST = { username: 'supplier01', supplierId: 'SUP-0001' };
const SECOND = { username: 'register02', userId: 'U-0006' };
const LINES = 50;
// Unique to this test: the first's unit price (quantity 1 per line, so also its line amount) and total.
const FIRST_PRICE = '8642.97';
const FIRST_TOTAL = (8642.97 * LINES).toFixed(2); // 432148.50
const SECOND_PRICE = '1357.24';
const MINUTE = 60_000;

/** Every form the first's price could take in a response: as sent, its total, and grouped for display. */
const FIRST_FORMS = [FIRST_PRICE, FIRST_TOTAL, Number(FIRST_TOTAL).toLocaleString('en-US', { minimumFractionDigits: 2 }), '8,642.97'];

function expectNoFirstPrice(where: string, text: string): void {
  for (const form of FIRST_FORMS) expect(text.includes(form), `${where} must not contain ${form}`).toBe(false);
}

/** A browser of its own for one supplier, logged in through the API. */
async function supplierPage(browser: Browser, username: string): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  watchPuzzles(page);
  const body = await apiLogin(page.request, username);
  await storeSession(page, body);
  return { page, token: body.access_token };
}

/** A puzzle pass through the API (the test server names the hole's place in a header). */
async function puzzlePass(request: APIRequestContext, token: string): Promise<string> {
  const headers = { 'isp-authorization': token };
  const puzzle = await request.post('/isp/portal/plogin/getSliderPuzzle', { headers });
  const x = Number(puzzle.headers()['x-test-puzzle-x']);
  const { puzzleId } = ((await puzzle.json()) as { data: { puzzleId: string } }).data;
  const trace = Array.from({ length: 31 }, (_, i) => {
    const f = i / 30;
    const eased = f < 0.5 ? 2 * f * f : 1 - (-2 * f + 2) ** 2 / 2;
    return { t: i * 33 + (i % 3) * 4, x: Math.round(x * eased), y: [0, 1, 1, 2, 1, 0][i % 6] };
  });
  const res = await request.post('/isp/portal/plogin/checkSliderPuzzle', { headers, data: { puzzleId, x, trace } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { pass: string } }).data.pass;
}

/** All cell values of a workbook, as one text (an export is a zip: its prices are not in its bytes). */
async function workbookText(bytes: Buffer): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const out: string[] = [];
  for (const sheet of book.worksheets) sheet.eachRow((row) => out.push(JSON.stringify(row.values)));
  return out.join('\n');
}

let operatorToken = '';
const op = (request: APIRequestContext, p: string, data: unknown = {}) => request.post(`/isp/operator${p}`, { headers: { 'isp-authorization': operatorToken }, data });
async function opOk<T = unknown>(request: APIRequestContext, p: string, data: unknown = {}): Promise<T> {
  const res = await op(request, p, data);
  expect(res.status(), `${p}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}
const serverNow = async (request: APIRequestContext) => Date.parse((await opOk<{ now: string }>(request, '/clock/show')).now);
/** Moves the server clock just past `at` in one jump (forward only). */
async function advanceTo(request: APIRequestContext, at: number): Promise<void> {
  const now = await serverNow(request);
  if (now <= at) await opOk(request, '/clock/advance', { ms: at + 1_000 - now });
}

// A port of its own beside the suite's (version-skew takes +1 and +2).
const OWN_PORT = Number(process.env.E2E_PORT) + 7;
let portal: PortalServer | undefined;

test.describe('two suppliers, one source, sealed until the opening', () => {
  test.describe.configure({ mode: 'serial' });
  // No step may wait for ever: a missing element fails in half a minute, not at the test's end.
  test.use({ actionTimeout: 30_000 });

  test.use({ baseURL: `http://127.0.0.1:${OWN_PORT}` });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    portal = await startPortal(OWN_PORT, { movableClock: true });
  });
  test.afterAll(async () => {
    await portal?.stop();
  });

  test('publish, quote (one by Excel), nothing leaks, late send refused, open, verify, second round, award', async ({ browser, request }) => {
    test.setTimeout(900_000);
    operatorToken = await loginOperator(request);

    // The second supplier: register02's registration approved by the operator (already, on a rerun).
    const approved = await op(request, '/updateWf', { id: SECOND.userId, decision: 'approve' });
    expect([200, 404, 409]).toContain(approved.status());

    // ---- the operator publishes: 50 lines, a deadline 20 minutes ahead of the server's clock (a token lives 100) ----
    const now = await serverNow(request);
    const endTime = now + 20 * MINUTE;
    const title = `两家供应商询价 ${Date.now().toString(36)}`;
    const published = await opOk<{ sourceId: string; sourceNum: string }>(request, '/source/publish', {
      sourceType: 'XJ',
      quotationKind: 'wz',
      title,
      titleEn: `Two suppliers ${title.slice(-6)}`,
      method: 'OPEN',
      currency: 'CNY',
      endTime: new Date(endTime).toISOString(),
      openingTime: new Date(endTime + 1_000).toISOString(),
      lines: Array.from({ length: LINES }, (_, i) => ({ description: `阀门备件 ${i + 1}`, quantity: '1', unit: '件', requiredArrivalDays: 30 })),
      terms: [{ name: '付款方式', content: '验收合格后30日内支付。' }],
    });
    const { sourceId, sourceNum } = published;

    const a = await supplierPage(browser, FIRST.username);
    const b = await supplierPage(browser, SECOND.username);

    // ---- the first supplier: signs up on the detail; a typed draft; the quotation in a new tab ----
    await openDetail(a.page, sourceId);
    await a.page.getByTestId('signup-button').click();
    await expect(a.page.getByTestId('signup-done')).toBeVisible();
    const aHeaders = { 'isp-authorization': a.token };
    const lines = ((await (await a.page.request.post('/isp/portal/source/getQuotationSource', { headers: aHeaders, data: { sourceId } })).json()) as { data: { lines: { lineId: string }[]; terms: { termId: string }[] } }).data;
    expect(lines.lines).toHaveLength(LINES);
    const draft = await a.page.request.post('/isp/portal/source/saveQuotation', {
      headers: aHeaders,
      data: {
        sourceId,
        header: { offeror: '华能示范电力设备有限公司', validityDate: '2027-06-30', arrivalDays: 20, currency: 'CNY', remark: '首家报价' },
        lines: lines.lines.map((l) => ({ lineId: l.lineId, taxRate: '13', unitPriceWithTax: FIRST_PRICE, brand: '华能示范', arrivalDays: 20 })),
        terms: lines.terms.map((t) => ({ termId: t.termId, isAgree: true })),
      },
    });
    expect(draft.status()).toBe(200);
    const firstQuotationId = ((await draft.json()) as { data: { quotationId: string } }).data.quotationId;
    // A new tab: no puzzle, the order from getQuotationSource, the draft from findQuotationById.
    const aTab = await a.page.context().newPage();
    await aTab.goto(`/quotation_wz?sourceId=${sourceId}`);
    await expect(aTab.getByTestId('quotation-page')).toHaveAttribute('data-status', 'draft');
    await expect(aTab.getByTestId('slider-puzzle')).toHaveCount(0);
    await expect(aTab.getByTestId('quotation-line').first().getByTestId('line-unitPriceWithTax')).toHaveValue(FIRST_PRICE);
    await expect(aTab.getByTestId('quotation-total')).toContainText('432,148.50');
    // Send without a bid file: refused with the spec's message.
    await aTab.getByTestId('quotation-send').click();
    await expect(aTab.locator('.ant-message-notice', { hasText: '必须上传投标文件' })).toBeVisible();
    await aTab.getByTestId('quotation-upload').click();
    const dialog = aTab.getByTestId('upload-dialog');
    await dialog.locator('input[type=file]').setInputFiles(smallPdf('华能投标文件.pdf'));
    await expect(dialog.locator('[data-testid="upload-item"][data-status="done"]')).toBeVisible();
    await dialog.getByRole('button', { name: /^关\s*闭$/ }).last().click();
    await aTab.getByTestId('quotation-send').click();
    await aTab.getByTestId('quotation-send-confirm').click();
    await expect(aTab.getByTestId('quotation-receipt')).toBeVisible();
    const firstDigest = (await aTab.getByTestId('receipt-digest').textContent()) ?? '';
    expect(firstDigest).toMatch(/^[0-9a-f]{64}$/);

    // ---- the second supplier: every response its browser receives is kept for the search ----
    const seen: { url: string; text: Promise<string> }[] = [];
    b.page.on('response', (r) => {
      const type = r.headers()['content-type'] ?? '';
      if (/json|text/.test(type) && !/\.(js|css)(\?|$)/.test(r.url())) seen.push({ url: r.url(), text: r.text().catch(() => '') });
    });
    await b.page.goto(`/source_List?activeName=xjgg`);
    await b.page.getByTestId('source-search-num').fill(sourceNum);
    await b.page.getByTestId('source-search-submit').click();
    await expect(b.page.locator('tr', { has: b.page.getByTestId('source-row') }).filter({ hasText: sourceNum })).toHaveCount(1);
    await openDetail(b.page, sourceId);
    await b.page.getByTestId('signup-button').click();
    await expect(b.page.getByTestId('signup-done')).toBeVisible();
    await b.page.getByTestId('quotation-link').click();
    const bQuotation = b.page.getByTestId('quotation-page');
    await expect(bQuotation).toHaveAttribute('data-status', 'none');

    // The lines template, downloaded with the token under the server's name.
    const [templateDownload] = await Promise.all([b.page.waitForEvent('download'), b.page.getByTestId('excel-template').click()]);
    expect(templateDownload.suggestedFilename()).toBe(`报价明细模板-${sourceNum}.xlsx`);
    const templatePath = await templateDownload.path();
    const fill = async (bad: boolean) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(readFileSync(templatePath));
      const sheet = book.worksheets[0];
      for (let row = 2; row <= LINES + 1; row++) {
        sheet.getCell(`J${row}`).value = 13;
        sheet.getCell(`K${row}`).value = bad && row === 4 ? '12.3.4' : Number(SECOND_PRICE);
        sheet.getCell(`L${row}`).value = '越南机电';
        sheet.getCell(`M${row}`).value = bad && row === 7 ? -3 : 25;
      }
      return Buffer.from(await book.xlsx.writeBuffer());
    };
    const importInput = b.page.getByTestId('quotation-excel').locator('input[type=file]');
    // A file with errors: nothing saved, each error with its row and column.
    await importInput.setInputFiles({ name: 'lines-with-errors.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await fill(true) });
    const errors = b.page.getByTestId('excel-import-error');
    await expect(errors).toHaveCount(2);
    await expect(errors.nth(0)).toContainText('4');
    await expect(errors.nth(0)).toContainText('K');
    await expect(errors.nth(1)).toContainText('7');
    await expect(errors.nth(1)).toContainText('M');
    await expect(b.page.getByTestId('excel-import-message')).not.toBeEmpty();
    await shoot(b.page, 'two-suppliers-import-errors-zh-CN');
    // The right file: the form shows the saved draft.
    await importInput.setInputFiles({ name: 'lines.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await fill(false) });
    await expect(b.page.getByTestId('excel-import-refused')).toHaveCount(0);
    await expect(bQuotation).toHaveAttribute('data-status', 'draft');
    await expect(b.page.getByTestId('quotation-line').first().getByTestId('line-unitPriceWithTax')).toHaveValue(SECOND_PRICE);
    // The table is virtual: the last of the 50 imported lines is there once scrolled to.
    await expectLineField(b.page, 50, 'line-brand', '越南机电');
    // Header and terms by hand, then temp save.
    await b.page.getByTestId('header-offeror').fill('Pacific Power Equipment Vietnam');
    await b.page.getByTestId('header-validity').click();
    await b.page.locator('.ant-picker-input input').fill('2027-05-31');
    await b.page.locator('.ant-picker-input input').press('Enter');
    await b.page.getByTestId('header-arrival-days').fill('25');
    await b.page.getByTestId('term-agree').first().click();
    await b.page.getByTestId('quotation-temp-save').click();
    await expect(b.page.getByTestId('quotation-saved-at')).toHaveAttribute('data-dirty', 'no');

    // The bid file on /bidDocument: the limit shown, a failed upload retried, the list with a real link.
    await b.page.getByTestId('quotation-bid-document-link').click();
    await expect(b.page.getByTestId('bid-document-page')).toBeVisible();
    await expect(b.page.getByTestId('bid-document-limit')).toContainText('200');
    let cut = true;
    await b.page.route('**/isp/portal/plogin/upload', (route) => (cut ? route.abort('connectionreset') : route.continue()));
    await b.page.getByTestId('bid-document-page').locator('input[type=file]').setInputFiles(smallPdf('Pacific bid.pdf'));
    const item = b.page.getByTestId('bid-upload');
    await expect(item).toHaveAttribute('data-status', 'error');
    await expect(b.page.getByTestId('bid-upload-error')).toBeVisible();
    cut = false;
    await b.page.getByTestId('bid-upload-retry').click();
    await expect(item).toHaveAttribute('data-status', 'done');
    await expect(item).toHaveAttribute('data-attempt', '2');
    const bidRow = b.page.getByTestId('bid-document-file');
    await expect(bidRow).toHaveCount(1);
    await expect(bidRow.getByTestId('bid-document-download')).toHaveAttribute('href', /^\/upms\/file\/.+/);
    await expect(bidRow).toContainText(' KB');
    await expect(bidRow).toContainText('(UTC+8)');
    const [bidDownload] = await Promise.all([b.page.waitForEvent('download'), bidRow.getByTestId('bid-document-download').click()]);
    expect(bidDownload.suggestedFilename()).toBe('Pacific bid.pdf');
    await shoot(b.page, 'two-suppliers-bid-upload-retried-zh-CN');
    await b.page.getByTestId('bid-document-quotation-link').click();
    await expect(bQuotation).toHaveAttribute('data-status', 'draft');
    await expect(b.page.getByTestId('quotation-files').getByTestId('attachment-row')).toHaveCount(1);
    await b.page.getByTestId('quotation-send').click();
    await b.page.getByTestId('quotation-send-confirm').click();
    await expect(b.page.getByTestId('quotation-receipt')).toBeVisible();
    const secondDigest = (await b.page.getByTestId('receipt-digest').textContent()) ?? '';
    // The own quotation exported, under its number.
    const [exported] = await Promise.all([b.page.waitForEvent('download'), b.page.getByTestId('excel-export').click()]);
    expect(exported.suggestedFilename()).toMatch(/^报价单-BJ-.+\.xlsx$/);
    expect(await workbookText(readFileSync(await exported.path()))).toContain(SECOND_PRICE);

    // ---- before the opening: the first's price is nowhere the second (or the buyer) can look ----
    const bHeaders = { 'isp-authorization': b.token };
    const portal = (p: string, data: unknown = {}) => b.page.request.post(`/isp/portal${p}`, { headers: bHeaders, data });
    const pass = await puzzlePass(b.page.request, b.token);
    const calls: [string, () => Promise<{ status(): number; text(): Promise<string>; body(): Promise<Buffer> }>][] = [
      ['getDb', () => portal('/plogin/getDb', { sourceNum, page: 1, pageSize: 20 })],
      ['getDb registered', () => portal('/plogin/getDb', { tab: 'registered', page: 1, pageSize: 50 })],
      ['getDb replied', () => portal('/plogin/getDb', { filter: 'replied', page: 1, pageSize: 50 })],
      ['getIndexDb', () => portal('/plogin/getIndexDb', { type: 'XJ', pageNo: 1, pageSize: 50 })],
      ['getSourceDetail', () => portal('/plogin/getSourceDetail', { sourceId, puzzlePass: pass })],
      ['getQuotationSource', () => portal('/source/getQuotationSource', { sourceId })],
      ['findQuotationById', () => portal('/source/findQuotationById', { sourceId })],
      ['findQuotationById of the first', () => portal('/source/findQuotationById', { sourceId, quotationId: firstQuotationId })],
      ['findHisQuotationById', () => portal('/source/findHisQuotationById', { sourceId, quotationRound: 1 })],
      ['findHisQuotationById of the first', () => portal('/source/findHisQuotationById', { sourceId, quotationRound: 1, quotationId: firstQuotationId })],
      ['getsuOpendHistory', () => b.page.request.get('/isp/portal/plogin/getsuOpendHistory?page=1&pageSize=50', { headers: bHeaders })],
      ['getOpenBidList', () => b.page.request.get(`/isp/portal/plogin/getOpenBidList/${sourceId}`, { headers: bHeaders })],
      ['getBidPackageNameBySourceId', () => b.page.request.get(`/isp/portal/source/getBidPackageNameBySourceId?sourceId=${sourceId}`, { headers: bHeaders })],
      ['getModelList', () => portal('/source/getModelList', { sourceId })],
      ['getAttachmentList of the first', () => portal('/plogin/getAttachmentList', { businessId: firstQuotationId })],
      ['getFileByType of the first', () => portal('/plogin/getFileByType', { businessId: firstQuotationId, fileBusinessType: 'BID_DOCUMENT' })],
      ['copyFileOfTheFirstQuo of the first', () => portal('/source/copyFileOfTheFirstQuo', { businessId: firstQuotationId })],
      ['operator source/list', () => op(request, '/source/list', { keyword: sourceNum, page: 1, pageSize: 20 })],
      ['operator source/detail', () => op(request, '/source/detail', { sourceId })],
      ['operator source/getOpenBidList', () => op(request, '/source/getOpenBidList', { sourceId })],
      ['operator getAuditList', () => op(request, '/getAuditList', { limit: 500 })],
    ];
    for (const [name, make] of calls) {
      const res = await make();
      expectNoFirstPrice(name, await res.text());
    }
    // Before the opening the summary is "not found" for a bidder, a conflict for the operator.
    expect((await b.page.request.get(`/isp/portal/plogin/getOpenBidList/${sourceId}`, { headers: bHeaders })).status()).toBe(404);
    expect((await op(request, '/source/getOpenBidList', { sourceId })).status()).toBe(409);
    for (const call of ['exportBjLinesNew', 'exportQuotation'] as const) {
      const res = await portal(`/source/${call}`, { sourceId });
      expect(res.status()).toBe(200);
      expectNoFirstPrice(call, await workbookText(await res.body()));
    }
    const browserSaw = await Promise.all(seen.map(async (s) => ({ url: s.url, text: await s.text })));
    expect(browserSaw.length).toBeGreaterThan(10);
    for (const s of browserSaw) expectNoFirstPrice(`browser response ${s.url}`, s.text);

    // ---- the deadline passes by the server's clock: a send is refused ----
    await advanceTo(request, endTime + 1_000);
    const late = await a.page.request.post('/isp/portal/source/updateQuotation', { headers: aHeaders, data: { quotationId: firstQuotationId, type: 'send', idempotencyKey: `late-${Date.now()}` } });
    expect(late.status()).toBe(409);
    expect(((await late.json()) as { msg: string }).msg).toContain('报价已截止');
    const lateSave = await b.page.request.post('/isp/portal/source/saveQuotation', { headers: bHeaders, data: { sourceId, header: { offeror: 'x' }, lines: [], terms: [] } });
    expect(lateSave.status()).toBe(409);

    // ---- bids open (the operator), both see the summary and verify it in the page ----
    await opOk(request, '/source/openBids', { sourceId });
    for (const [who, page, digest] of [
      ['first', a.page, firstDigest],
      ['second', b.page, secondDigest],
    ] as const) {
      await openDetail(page, sourceId);
      const rows = page.getByTestId('bid-opening-row');
      await expect(rows, who).toHaveCount(2);
      await expect(page.getByTestId('bid-opening')).toContainText('432,148.50');
      await expect(page.getByTestId('bid-opening')).toContainText('67,862.00');
      for (let i = 0; i < 2; i++) {
        await rows.nth(i).getByTestId('bid-opening-verify').click();
        await expect(rows.nth(i).getByTestId('bid-opening-verdict')).toHaveAttribute('data-verdict', 'match');
      }
      // The own receipt's digest is one of the verified rows.
      const shown = await page.getByTestId('bid-opening').textContent();
      expect(shown).toContain(digest.slice(0, 12));
    }
    await shoot(a.page, 'two-suppliers-opening-zh-CN');
    // The opened-sources history, reached from the supplier's list: a row linking to the detail.
    await a.page.goto('/source_List?activeName=xjgg');
    await expect(a.page.getByTestId('source-opened-history')).toHaveAttribute('href', '/opened_history');
    await a.page.getByTestId('source-opened-history').click();
    await expect(a.page.getByTestId('opened-history')).toBeVisible();
    const historyLink = a.page.getByTestId('opened-history-row').filter({ hasText: sourceNum }).getByTestId('opened-history-link');
    await expect(historyLink).toHaveAttribute('href', `/source_detail?sourceId=${sourceId}`);

    // ---- second round: the first round's files copied; a late send refused ----
    const round2Deadline = (await serverNow(request)) + 15 * MINUTE;
    await opOk(request, '/source/startSecondRound', { sourceId, deadline: new Date(round2Deadline).toISOString(), openingTime: new Date(round2Deadline + 1_000).toISOString() });
    for (const page of [aTab, b.page]) {
      await page.goto(`/quotation_wz?sourceId=${sourceId}`);
      await expect(page.getByTestId('quotation-page')).toHaveAttribute('data-round', '2');
      await page.getByTestId('quotation-copy-prices').click();
      await expect(page.getByTestId('quotation-line').first().getByTestId('line-unitPriceWithTax')).not.toHaveValue('');
      await page.getByTestId('quotation-copy-files').click();
      await expect(page.getByTestId('quotation-files').getByTestId('attachment-row')).toHaveCount(1);
    }
    await aTab.getByTestId('quotation-line').first().getByTestId('line-unitPriceWithTax').fill('8600');
    await aTab.getByTestId('quotation-send').click();
    await aTab.getByTestId('quotation-send-confirm').click();
    await expect(aTab.getByTestId('receipt-round')).toHaveText('2');
    await b.page.getByTestId('quotation-temp-save').click();
    await expect(b.page.getByTestId('quotation-saved-at')).toHaveAttribute('data-dirty', 'no');
    // The page must still believe the round open, as a page whose last answer came before the
    // deadline does. Every answer carries the server's time (x-server-time, server-clock.ts in
    // shared), so a background call answered after the clock moved made the page disable the send
    // itself (a flaky fresh run): until the refusal, b's answers come without it.
    // A request the page gives up while its answer is fetched here is no longer the route's to
    // answer ("Route is already handled!" failed a fresh run): it is left alone.
    await b.page.route(() => true, async (route) => {
      const response = await route.fetch().catch(() => null);
      if (!response) return route.abort().catch(() => undefined);
      const headers = { ...response.headers() };
      delete headers['x-server-time'];
      await route.fulfill({ response, headers }).catch(() => undefined);
    });
    await advanceTo(request, round2Deadline + 1_000);
    // The page still believes the round is open: the server refuses.
    await b.page.getByTestId('quotation-send').click();
    await b.page.getByTestId('quotation-send-confirm').click();
    await expect(b.page.locator('.ant-message-notice', { hasText: '报价已截止' })).toBeVisible();
    await expect(b.page.getByTestId('quotation-receipt')).toHaveCount(0);
    await b.page.unrouteAll({ behavior: 'wait' });
    await shoot(b.page, 'two-suppliers-late-send-zh-CN');

    // ---- the award, and its notice on the home page ----
    await opOk(request, '/source/openBids', { sourceId });
    await opOk(request, '/source/award', { sourceId, supplierIds: [FIRST.supplierId], remark: '综合评审第一名' });
    await a.page.goto('/home');
    await a.page.getByTestId('nonbidding-tab-result').click();
    await expect(a.page.getByTestId('nonbidding-table-result').getByTestId('notice-row').filter({ hasText: title })).toHaveCount(1);
    await shoot(a.page, 'two-suppliers-award-home-zh-CN');

    // ---- the screens in three languages ----
    for (const lang of LANGS) {
      const page = await a.page.context().newPage();
      watchPuzzles(page);
      await useLanguage(page, lang);
      await page.goto(`/quotation_wz?sourceId=${sourceId}`);
      await expect(page.getByTestId('quotation-receipt')).toBeVisible();
      await expect(page.getByTestId('quotation-sent-summary')).toBeVisible();
      await shoot(page, `two-suppliers-quotation-${lang}`);
      await page.goto(`/bidDocument?sourceId=${sourceId}`);
      await expect(page.getByTestId('bid-document-file')).toHaveCount(1);
      await shoot(page, `two-suppliers-bid-document-${lang}`);
      await page.goto('/opened_history');
      await expect(page.getByTestId('opened-history-row').filter({ hasText: sourceNum }).first()).toBeVisible();
      await shoot(page, `two-suppliers-history-${lang}`);
      await openDetail(page, sourceId);
      await expect(page.getByTestId('bid-opening-row').first()).toBeVisible();
      await shoot(page, `two-suppliers-detail-${lang}`);
      await page.close();
    }
    await a.page.context().close();
    await b.page.context().close();
  });
});
