// The PDF of a sent quotation with its receipt (issue 33): its owner downloads it; another supplier
// gets exactly what a missing quotation gets; a draft has no receipt yet; the drawing is rate-limited.
import { FixedClock } from '../../src/platform/clock';
import { RECEIPT_PDF_PER_MINUTE } from '../../src/modules/quotation/routes';
import { P, fullQuotation, makeQuotableSource, makeSupplierSession, startQuotationServer, supplierCalls, type QuotableSource, type QuotationServer, type SupplierSession } from './helpers/quotation-fixtures';

jest.setTimeout(120_000);

const clock = new FixedClock(new Date('2026-11-24T08:00:00.000Z'));
let s: QuotationServer;
const api = supplierCalls(() => s.url);
let owner: SupplierSession;
let other: SupplierSession;
let src: QuotableSource;
let sent: { quotationId: string; quotationNum: string };
let draftId: string;

beforeAll(async () => {
  s = await startQuotationServer(clock);
  [owner, other] = [await makeSupplierSession(s.db, clock), await makeSupplierSession(s.db, clock)];
  src = await makeQuotableSource(s.db, clock, { lines: [{ quantity: '2', description: '截止阀 Van chặn' }] });
  for (const who of [owner, other]) expect((await api.signUp(who.token, src.source_num)).status).toBe(200);
  const saved = await api.save(owner.token, fullQuotation(src, '1234.56'));
  expect((await api.attach(owner.token, saved.body.data.quotationId)).status).toBe(200);
  const res = await api.send(owner.token, saved.body.data.quotationId, `receipt-pdf-${Date.now()}`);
  expect(res.status).toBe(200);
  sent = res.body.data;
  draftId = (await api.save(other.token, fullQuotation(src, '99'))).body.data.quotationId;
});
afterAll(() => s?.close());

const pdf = (token: string | null, quotationId: string, lang = 'en-US') => api.get('/source/quotationReceiptPdf', token, { sourceId: src.source_id, quotationId }, lang);

it('the owner downloads its sent quotation as a PDF named by its number', async () => {
  const url = `${s.url}${P}/source/quotationReceiptPdf?${new URLSearchParams({ sourceId: src.source_id, quotationId: sent.quotationId })}`;
  const res = await fetch(url, { headers: { 'isp-authorization': owner.token, 'content-lang': 'vi-VN' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toContain(`${sent.quotationNum}.pdf`);
  const body = Buffer.from(await res.arrayBuffer());
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(2000);
});

it('another supplier gets what a missing quotation gets, and a visitor 401', async () => {
  const theirs = await pdf(other.token, sent.quotationId);
  const missing = await pdf(other.token, 'Q-00000000-0000-0000-0000-000000000000');
  expect(theirs.status).toBe(404);
  expect(theirs.body).toEqual(missing.body);
  expect((await pdf(null, sent.quotationId)).status).toBe(401);
});

it("a draft has no receipt: 409 in the caller's language", async () => {
  const res = await pdf(other.token, draftId, 'zh-CN');
  expect([res.status, res.body.msg]).toEqual([409, '报价尚未发送，没有回执']);
});

it('is rate-limited per supplier', async () => {
  // Earlier tests drew one for the owner; fill the minute, then one more is refused.
  const statuses: number[] = [];
  for (let i = 0; i < RECEIPT_PDF_PER_MINUTE; i += 1) statuses.push((await pdf(owner.token, sent.quotationId)).status);
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.filter((x) => x === 200)).toHaveLength(RECEIPT_PDF_PER_MINUTE - 1);
  clock.advance(61_000);
  expect((await pdf(owner.token, sent.quotationId)).status).toBe(200);
});
