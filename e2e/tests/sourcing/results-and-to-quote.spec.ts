// Issue 33 (part B): one truth about "to be quoted", round 2 offered only where the server takes it,
// the results a supplier is told, the sent view with its PDF, and the phone width.
// The operator publishes two inquiries through the operator API; supplier01 (a) and register02 (b,
// approved here) sign up and quote through the API. The to-do's 待报价 count and the list's 待报价 tab
// agree with the server; a draft offers no "withdraw"; the sent view is a read-only summary whose
// PDF downloads. The server clock is moved by the operator API (never a sleep): after the opening
// each sees its rank and the number of bidders; in round 2 only the round-1 sender is offered it and
// the other is told which rule applies; after the award the list, detail and to-do say who won.
// Screens at 1280 and 412 px in three languages in artifacts/sourcing/issue33-*.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { useLanguage, watchPuzzles } from '../../support/public-helpers';
import { startPortal, type PortalServer } from '../../support/portal-server';
import { openDetail, shoot, smallPdf } from '../../support/sourcing-helpers';
import { LANGS } from '../../support/shell-session';
import { PICTURES } from '../../support/pictures';
import { watchPageErrors } from '../../support/page-errors';
import { apiLogin, storeSession } from '../../support/auth-helpers';
import { operatorToken as loginOperator } from '../../support/operator-api';

const FIRST = { username: 'supplier01', supplierId: 'SUP-0001' };
const SECOND = { username: 'register02', userId: 'U-0006' };
const MINUTE = 60_000;

// A port of its own (two-suppliers takes +7, version-skew +1 and +2): this file moves the clock.
const OWN_PORT = Number(process.env.E2E_PORT) + 13;
let portal: PortalServer | undefined;
let operator = '';
const op = (request: APIRequestContext, p: string, data: unknown = {}) => request.post(`/isp/operator${p}`, { headers: { 'isp-authorization': operator }, data });
async function opOk<T = unknown>(request: APIRequestContext, p: string, data: unknown = {}): Promise<T> {
  const res = await op(request, p, data);
  expect(res.status(), `${p}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}
const serverNow = async (request: APIRequestContext) => Date.parse((await opOk<{ now: string }>(request, '/clock/show')).now);
async function advanceTo(request: APIRequestContext, at: number): Promise<void> {
  const now = await serverNow(request);
  if (now <= at) await opOk(request, '/clock/advance', { ms: at + 1_000 - now });
}

interface Supplier {
  page: Page;
  token: string;
}
async function supplierPage(browser: Browser, username: string): Promise<Supplier> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  watchPuzzles(page);
  const body = await apiLogin(page.request, username);
  await storeSession(page, body);
  return { page, token: body.access_token };
}
const portalCall = async (s: Supplier, p: string, data: unknown = {}) => {
  const res = await s.page.request.post(`/isp/portal${p}`, { headers: { 'isp-authorization': s.token }, data });
  expect(res.status(), `${p}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: any; total?: number; records?: any[] });
};

/** A complete quotation of the source through the API: saved, a bid file, and (unless `draftOnly`) sent. */
async function quote(s: Supplier, sourceId: string, price: string, draftOnly = false): Promise<string> {
  const order = (await portalCall(s, '/source/getQuotationSource', { sourceId })).data as { lines: { lineId: string }[]; terms: { termId: string }[] };
  const saved = await portalCall(s, '/source/saveQuotation', {
    sourceId,
    header: { offeror: 'Offeror', validityDate: '2027-06-30', arrivalDays: 20, currency: 'CNY' },
    lines: order.lines.map((l) => ({ lineId: l.lineId, taxRate: '13', unitPriceWithTax: price, brand: 'ACME', arrivalDays: 20 })),
    terms: order.terms.map((t) => ({ termId: t.termId, isAgree: true })),
  });
  const quotationId = saved.data.quotationId as string;
  if (draftOnly) return quotationId;
  const file = await s.page.request.post('/isp/portal/plogin/upload', {
    headers: { 'isp-authorization': s.token },
    multipart: { moduleCode: 'quotation', businessId: quotationId, businessType: 'quotation', fileBusinessType: 'BID_DOCUMENT', file: smallPdf('bid.pdf') },
  });
  expect(file.status(), await file.text()).toBe(200);
  await portalCall(s, '/source/updateQuotation', { quotationId, type: 'send', idempotencyKey: `issue33-${Date.now()}-${Math.random().toString(36).slice(2)}` });
  return quotationId;
}

/** The to-do's 待报价 count, and the per-list counts beside its sources. */
async function todoCounts(page: Page) {
  await page.goto('/supplier_home_todo');
  const item = page.getByTestId('todo-sourcesToQuote');
  await expect(item).toBeVisible();
  const count = Number(await item.getAttribute('data-count'));
  const xj = page.getByTestId('todo-sources-XJ');
  return { count, xj: (await xj.count()) ? Number(await xj.getAttribute('data-count')) : 0 };
}

/** The sources of the list's 待报价 tab, all pages (by the API the page calls, with the same token). */
async function toQuoteTab(s: Supplier, call: 'getDb' | 'getFeiYiFaDb') {
  const res = await portalCall(s, `/plogin/${call}`, { tab: 'toQuote', page: 1, pageSize: 100 });
  return { total: res.total ?? 0, ids: (res.records ?? []).map((r: { sourceId: string }) => r.sourceId) };
}

/** A sourcing list once drawn: its rows (a table or cards on a phone) or its empty state. */
const LIST_DRAWN = '[data-testid="source-row"], [data-testid="source-card"], .ant-empty';

/** No horizontal page scroll at this width. */
async function noSideScroll(page: Page) {
  const { over, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The innermost elements that reach past the right edge, to name in the failure.
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    const past = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.children.length === 0 && !clipped(el));
    return { over: document.documentElement.scrollWidth - width, culprits: past.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class')).slice(0, 40)}[${el.closest('[data-testid]')?.getAttribute('data-testid') ?? ''}] "${(el.textContent ?? '').slice(0, 30)}"`) };
  });
  expect.soft(over, `${page.url()} (${await page.evaluate(() => document.documentElement.lang)}) scrolls sideways by ${over}px at ${page.viewportSize()?.width}px: ${culprits.join('; ')}`).toBeLessThanOrEqual(0);
}

test.describe('to be quoted, round 2, results and the sent view', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ actionTimeout: 30_000, baseURL: `http://127.0.0.1:${OWN_PORT}` });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    portal = await startPortal(OWN_PORT, { movableClock: true });
  });
  test.afterAll(async () => {
    await portal?.stop();
  });

  test('the to-do and the list agree; round 2 as the server takes it; rank, bidders and award told', async ({ browser, request }) => {
    test.setTimeout(600_000);
    operator = await loginOperator(request);
    const approved = await op(request, '/updateWf', { id: SECOND.userId, decision: 'approve' });
    expect([200, 404, 409]).toContain(approved.status());

    const now = await serverNow(request);
    const endTime = now + 20 * MINUTE;
    const publish = (title: string) =>
      opOk<{ sourceId: string; sourceNum: string }>(request, '/source/publish', {
        sourceType: 'XJ',
        quotationKind: 'wz',
        title,
        titleEn: `EN ${title}`,
        method: 'OPEN',
        currency: 'CNY',
        endTime: new Date(endTime).toISOString(),
        openingTime: new Date(endTime + 1_000).toISOString(),
        lines: [
          { description: '阀门 1', quantity: '2', unit: '件' },
          { description: '阀门 2', quantity: '1', unit: '件' },
        ],
        terms: [{ name: '付款方式', content: '验收合格后付款' }],
      });
    const both = await publish(`结果询价 ${Date.now().toString(36)}`);
    const onlyA = await publish(`二轮询价 ${Date.now().toString(36)}`);

    const a = await supplierPage(browser, FIRST.username);
    const b = await supplierPage(browser, SECOND.username);
    for (const s of [a, b]) for (const src of [both, onlyA]) await portalCall(s, '/source/supplierSignUp', { sourceNum: src.sourceNum });

    // ---- one count: the to-do's 待报价 is the list's 待报价 tab (inquiries + sales) ----
    const before = await todoCounts(a.page);
    const [xj, cs] = [await toQuoteTab(a, 'getDb'), await toQuoteTab(a, 'getFeiYiFaDb')];
    expect(before.count).toBe(xj.total + cs.total);
    expect(before.xj).toBe(xj.total);
    expect(xj.ids).toEqual(expect.arrayContaining([both.sourceId, onlyA.sourceId]));
    await shoot(a.page, 'issue33-todo-1280-zh-CN');

    // A draft: nothing to withdraw. Sent: withdraw, the read-only summary, the footer says "sent".
    await quote(a, both.sourceId, '100', true);
    await a.page.goto(`/quotation_wz?sourceId=${both.sourceId}`);
    await expect(a.page.getByTestId('quotation-page')).toHaveAttribute('data-status', 'draft');
    await expect(a.page.getByTestId('quotation-cancel')).toHaveCount(0);
    await quote(a, both.sourceId, '100');
    await quote(a, onlyA.sourceId, '50');
    await quote(b, both.sourceId, '120');
    await a.page.reload();
    await expect(a.page.getByTestId('quotation-page')).toHaveAttribute('data-status', 'sent');
    await expect(a.page.getByTestId('quotation-cancel')).toBeVisible();
    await expect(a.page.getByTestId('quotation-sent-summary')).toBeVisible();
    await expect(a.page.getByTestId('quotation-sent-summary').locator('input, textarea, .ant-select')).toHaveCount(0);
    await expect(a.page.getByTestId('quotation-saved-at')).toContainText('已发送于');
    await expect(a.page.getByTestId('quotation-saved-at')).not.toContainText('暂存于');
    const [pdf] = await Promise.all([a.page.waitForEvent('download'), a.page.getByTestId('receipt-pdf').click()]);
    expect(pdf.suggestedFilename()).toMatch(/^BJ-.+\.pdf$/);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(await pdf.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await shoot(a.page, 'issue33-sent-1280-zh-CN');

    // Sent: both leave a's 待报价, in the to-do and the tab alike; b still has onlyA.
    const afterSend = await todoCounts(a.page);
    const xj2 = await toQuoteTab(a, 'getDb');
    expect(afterSend.count).toBe(before.count - 2);
    expect(xj2.ids).not.toContain(both.sourceId);
    const bTab = await toQuoteTab(b, 'getDb');
    expect(bTab.ids).toContain(onlyA.sourceId);
    expect(bTab.ids).not.toContain(both.sourceId);

    // ---- the opening: each its rank among the bidders, nobody's before ----
    await openDetail(a.page, both.sourceId);
    await expect(a.page.getByTestId('source-outcome-rank')).toHaveCount(0);
    await advanceTo(request, endTime + 1_000);
    operator = await loginOperator(request);
    await opOk(request, '/source/openBids', { sourceId: both.sourceId });
    await opOk(request, '/source/openBids', { sourceId: onlyA.sourceId });
    await openDetail(a.page, both.sourceId);
    await expect(a.page.getByTestId('source-outcome-rank')).toHaveAttribute('data-rank', '1');
    await expect(a.page.getByTestId('source-outcome-rank')).toHaveAttribute('data-bidders', '2');
    await openDetail(b.page, both.sourceId);
    await expect(b.page.getByTestId('source-outcome-rank')).toHaveAttribute('data-rank', '2');
    await b.page.goto('/opened_history');
    await expect(b.page.getByTestId('opened-history-row').filter({ hasText: both.sourceNum }).getByTestId('source-outcome-rank')).toHaveAttribute('data-bidders', '2');

    // ---- round 2 of onlyA: offered to a (sent in round 1), refused to b with the rule named ----
    const r2 = (await serverNow(request)) + 20 * MINUTE;
    await opOk(request, '/source/startSecondRound', { sourceId: onlyA.sourceId, deadline: new Date(r2).toISOString(), openingTime: new Date(r2 + 1_000).toISOString() });
    await openDetail(a.page, onlyA.sourceId);
    await expect(a.page.getByTestId('quotation-link')).toBeVisible();
    await expect(a.page.getByTestId('round-two-refused')).toHaveCount(0);
    await openDetail(b.page, onlyA.sourceId);
    await expect(b.page.getByTestId('round-two-refused')).toHaveAttribute('data-rule', 'notSentInFirstRound');
    await expect(b.page.getByTestId('quotation-link')).toHaveCount(0);
    await b.page.goto(`/quotation_wz?sourceId=${onlyA.sourceId}`);
    await expect(b.page.getByTestId('round-two-refused')).toContainText('第一轮');
    await a.page.goto('/supplier_home_todo');
    await expect(a.page.getByTestId('todo-sources').locator('tr', { hasText: onlyA.sourceNum }).getByTestId('todo-round2-offered')).toBeVisible();
    const bTodo = await todoCounts(b.page);
    const bTab2 = await toQuoteTab(b, 'getDb');
    expect(bTab2.ids).not.toContain(onlyA.sourceId);
    expect(bTodo.xj).toBe(bTab2.total);

    // ---- the award of `both` to a: the list, the detail and the to-do say who won ----
    await opOk(request, '/source/award', { sourceId: both.sourceId, supplierIds: [FIRST.supplierId] });
    await openDetail(a.page, both.sourceId);
    await expect(a.page.getByTestId('source-outcome-award')).toHaveAttribute('data-winner', 'yes');
    await expect(a.page.getByTestId('source-outcome-notice')).toHaveAttribute('href', /ten_notice_preview_content\?noticeCode=/);
    await openDetail(b.page, both.sourceId);
    await expect(b.page.getByTestId('source-outcome-award')).toHaveAttribute('data-winner', 'no');
    await b.page.goto('/supplier_home_todo');
    await expect(b.page.getByTestId('todo-award').filter({ hasText: both.sourceNum }).getByTestId('todo-award-state')).toHaveAttribute('data-winner', 'no');
    await a.page.goto('/supplier_home_todo');
    await expect(a.page.getByTestId('todo-award').filter({ hasText: both.sourceNum }).getByTestId('todo-award-state')).toHaveAttribute('data-winner', 'yes');
    await a.page.goto('/source_List?activeName=xjgg&tab=registered');
    await a.page.getByTestId('source-supplier-tab-registered').click();
    await a.page.getByTestId('source-search-num').fill(both.sourceNum);
    await a.page.getByTestId('source-search-submit').click();
    await expect(a.page.getByTestId('source-outcome-award').first()).toHaveAttribute('data-winner', 'yes');
  });
});

// The demo's own sources (server/src/demo/sourcing.ts): a sent quotation of supplier01 and an opened source.
const SENT = 'S-XJ20260107';
const OPENED = 'S-XJ20260108';

test.describe('sourcing screens at 1280, 412 and 360 px', () => {
  test('in three languages, none scrolls the page sideways on a phone', async ({ browser }) => {
    test.setTimeout(300_000);
    // ---- screens: 360 and 412 px (1280 too when pictures are asked for), three languages; no
    // sideways page scroll at 360–412. Each page is loaded once, at the narrowest width as a phone
    // loads it, then looked at again in a wider window (a phone turned, a window widened): a load
    // per width took twice the page loads and puzzles for the same screens. A page is looked at once
    // its own content is drawn and nothing is loading: waiting for the network to be quiet cost
    // seconds a page (the host preloads remotes while idle) and proved no more. ----
    const widths = PICTURES ? [360, 412, 1280] : [360, 412];
    const goTo = (url: string) => (page: Page) => page.goto(url);
    const screens: [name: string, open: (page: Page) => Promise<unknown>, drawn: string][] = [
      ['todo', goTo('/supplier_home_todo'), '[data-testid="todo-title"]'],
      ['list', goTo('/source_List?activeName=xjgg'), LIST_DRAWN],
      ['sale-list', goTo('/cs_source_List?activeName=csgg'), LIST_DRAWN],
      ['sent', goTo(`/quotation_wz?sourceId=${SENT}`), '[data-testid="quotation-sent-summary"]'],
      ['history', goTo('/opened_history'), '[data-testid="opened-history"]'],
      ['detail', (page) => openDetail(page, OPENED), '[data-testid="source-detail-num"]'],
    ];
    for (const lang of LANGS) {
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      const errors = watchPageErrors(page);
      watchPuzzles(page);
      await useLanguage(page, lang);
      await storeSession(page, await apiLogin(page.request, FIRST.username));
      for (const [name, open, drawn] of screens) {
        await page.setViewportSize({ width: widths[0], height: 900 });
        await open(page);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          await expect(page.locator(drawn).first()).toBeVisible();
          await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
          if (name !== 'detail' || width !== 360) await shoot(page, `issue33-${name}-${width}-${lang}`);
          if (width <= 412) await noSideScroll(page);
        }
      }
      // No console error on any sourcing screen (a CSP refusal shows as one).
      expect(errors).toEqual([]);
      await ctx.close();
    }
  });
});
