// Saving, sending and cancelling a quotation (issue 14, spec 02 §5): each send rule with its
// message, amounts computed exactly by the server, the receipt and its digest, the idempotency key
// (a double send is one send), the server's clock deciding "too late", and cancel → save again.
import { sourcingDb } from '../../src/modules/sourcing/tables';
import { canonicalQuotation, sha256Hex } from '../../src/modules/quotation/receipt';
import { openSeal, SEAL_BUCKET_MIN } from '../../src/modules/quotation/sealing';

/** The stored text of a v2 blob whose plain text is `bytes` long: 'v2.' + iv, tag and body in base64url. */
const sealedLengthOf = (bytes: number) => ['v2', 'x'.repeat(16), 'x'.repeat(22), 'x'.repeat(Math.ceil((bytes * 4) / 3))].join('.').length;
import { auditEntries } from '../../src/platform/audit';
import { FixedClock } from '../../src/platform/clock';
import { DAYS, fullQuotation, makeQuotableSource, makeSupplierSession, startQuotationServer, supplierCalls, type QuotableSource, type QuotationServer, type SupplierSession } from './helpers/quotation-fixtures';

const clock = new FixedClock(new Date('2026-11-24T08:00:00.000Z'));
let s: QuotationServer;
const api = supplierCalls(() => s.url);
let me: SupplierSession;

beforeAll(async () => {
  s = await startQuotationServer(clock);
  me = await makeSupplierSession(s.db, clock);
});
afterAll(() => s?.close());

let keys = 0;
const newKey = () => `key-${Date.now()}-${keys++}`;

/** A source the supplier signed up to, with its draft saved from `body` (a full quotation at 100 by default). */
async function drafted(spec: Parameters<typeof makeQuotableSource>[2] = {}, body?: (src: QuotableSource) => unknown, who: SupplierSession = me) {
  const src = await makeQuotableSource(s.db, clock, spec);
  const packages = [...new Set(src.lines.map((l) => l.bid_package).filter((p): p is string => !!p))];
  if (packages.length) for (const p of packages) expect((await api.signUp(who.token, src.source_num, p)).status).toBe(200);
  else expect((await api.signUp(who.token, src.source_num)).status).toBe(200);
  const saved = await api.save(who.token, body ? body(src) : fullQuotation(src, '100'));
  expect(saved.status).toBe(200);
  return { src, quotationId: saved.body.data.quotationId as string, saved: saved.body.data };
}

async function sendRefusal(quotationId: string, lang = 'en-US') {
  const res = await api.send(me.token, quotationId, newKey(), 1, lang);
  expect(res.status).toBe(400);
  return res.body.msg as string;
}

describe('temp save', () => {
  it('keeps an incomplete draft and computes what it can, exactly', async () => {
    const { src, saved } = await drafted({ lines: [{ quantity: '3' }, { quantity: '1.5' }, {}] }, (src) => ({
      sourceId: src.source_id,
      header: { offeror: '李四' },
      lines: [
        { lineId: src.lines[0].line_id, taxRate: '13', unitPriceWithTax: '0.1' },
        { lineId: src.lines[1].line_id, taxRate: 6, unitPriceWithTax: 33.33, brand: 'X' },
        { lineId: src.lines[2].line_id, brand: 'only a brand' },
      ],
    }));
    expect(saved).toMatchObject({ status: 'draft', round: 1, sentAt: null, digest: null, sourceId: src.source_id });
    expect(saved.lines.map((l: { amountWithTax: string | null }) => l.amountWithTax)).toEqual(['0.30', '50.00', null]);
    expect(saved.lines[1].tax).toBe('2.83');
    expect(saved.header).toMatchObject({ offeror: '李四', totalWithTax: '50.30', currency: 'CNY', validityDate: null, arrivalDays: null });
    const found = await api.find(me.token, src.source_id);
    expect(found.body.data).toEqual(saved);
  });

  it('takes the empty values a form sends (null, empty strings) as not given', async () => {
    const { saved } = await drafted({ lines: [{}] }, (src) => ({
      sourceId: src.source_id,
      header: { offeror: '', validityDate: '', arrivalDays: null, currency: '', remark: '' },
      lines: [{ lineId: src.lines[0].line_id, taxRate: null, unitPriceWithTax: '', brand: '', arrivalDays: null }],
      terms: [{ termId: src.terms[0].term_id, isAgree: false }],
    }));
    expect(saved.header).toMatchObject({ offeror: '', validityDate: null, arrivalDays: null, currency: 'CNY', remark: null, totalWithTax: '0.00' });
    expect(saved.lines[0]).toMatchObject({ taxRate: null, unitPriceWithTax: null, arrivalDays: null, amountWithTax: null });
    expect(saved.terms).toEqual([{ termId: expect.any(String), isAgree: false, difference: null }]);
  });

  it('refuses values out of bounds even in a draft', async () => {
    const src = await makeQuotableSource(s.db, clock);
    await api.signUp(me.token, src.source_num);
    const line = (over: Record<string, unknown>) => ({ sourceId: src.source_id, lines: [{ lineId: src.lines[0].line_id, ...over }] });
    const msg = async (body: unknown) => {
      const res = await api.save(me.token, body, 1, 'en-US');
      expect(res.status).toBe(400);
      return res.body.msg;
    };
    expect(await msg(line({ taxRate: '100' }))).toBe('Line 1: The tax rate must not be negative and must be below 100');
    expect(await msg(line({ taxRate: '-1' }))).toBe('Line 1: The tax rate must not be negative and must be below 100');
    expect(await msg(line({ unitPriceWithTax: '1000000000.01' }))).toBe('Line 1: The tax-inclusive unit price cannot exceed 1 billion');
    expect(await msg(line({ unitPriceWithTax: '12345678.123456789' }))).toBe('Line 1: The tax-inclusive unit price can have at most 16 digits including decimals');
    expect(await msg(line({ unitPriceWithTax: '1e5' }))).toBe('Line 1: The tax-inclusive unit price must be a number');
    expect(await msg(line({ arrivalDays: '2.5' }))).toBe('Line 1: Arrival days must be a positive integer');
    expect(await msg({ sourceId: src.source_id, lines: [{ lineId: 'elsewhere' }] })).toBe('Line elsewhere is not part of this order');
    expect(await msg({ sourceId: src.source_id, terms: [{ termId: 'T-none', isAgree: true }] })).toBe('Term T-none is not part of this order');
    // Schema bounds: lengths, formats, sizes.
    expect((await api.save(me.token, line({ brand: 'b'.repeat(201) }))).status).toBe(400);
    expect((await api.save(me.token, { sourceId: src.source_id, header: { validityDate: '2026-13-01' } })).status).toBe(400);
    expect((await api.save(me.token, { sourceId: src.source_id, header: { offeror: 'a\u0000b' } })).status).toBe(400);
    expect((await api.save(me.token, { sourceId: src.source_id, lines: Array.from({ length: 1001 }, () => ({ lineId: 'x' })) })).status).toBe(400);
  });

  it('needs a sign-up first, and a line of a package signed up for', async () => {
    const src = await makeQuotableSource(s.db, clock, { lines: [{ bidPackage: 'A' }, { bidPackage: 'B' }] });
    const before = await api.save(me.token, { sourceId: src.source_id }, 1, 'en-US');
    expect(before.status).toBe(403);
    expect(before.body.msg).toBe('Sign up for this order first');
    await api.signUp(me.token, src.source_num, 'A');
    const other = await api.save(me.token, { sourceId: src.source_id, lines: [{ lineId: src.lines[1].line_id, brand: 'x' }] }, 1, 'en-US');
    expect(other.status).toBe(400);
    expect(other.body.msg).toBe(`Line ${src.lines[1].line_id} belongs to a bid package you did not sign up for`);
  });
});

describe('sending: every rule of spec 02 §5 with its message', () => {
  it('header: offeror, validity date, arrival days', async () => {
    const { quotationId, src } = await drafted();
    const base = fullQuotation(src, '100');
    await api.save(me.token, { ...base, header: { ...base.header, offeror: '' } });
    expect(await sendRefusal(quotationId)).toBe('Please enter the offeror');
    await api.save(me.token, { ...base, header: { ...base.header, validityDate: '' } });
    expect(await sendRefusal(quotationId)).toBe('Please enter the validity date of the quotation');
    await api.save(me.token, { ...base, header: { ...base.header, arrivalDays: 0 } });
    expect(await sendRefusal(quotationId)).toBe('Arrival days must be a positive integer');
  });

  it('a validity date before today in China is refused with that day; today is taken', async () => {
    // The clock stands at 2026-11-24 16:00 in China.
    const { quotationId, src } = await drafted();
    const base = fullQuotation(src, '100');
    await api.save(me.token, { ...base, header: { ...base.header, validityDate: '2026-11-23' } });
    expect(await sendRefusal(quotationId, 'en-US')).toBe('The validity date cannot be before today (2026-11-24)');
    expect(await sendRefusal(quotationId, 'zh-CN')).toBe('报价有效期不能早于今天（2026-11-24）');
    await api.save(me.token, { ...base, header: { ...base.header, validityDate: '2026-11-24' } });
    expect(await sendRefusal(quotationId)).toBe('The bid file must be uploaded!');
  });

  it('works ask no brand; a sale asks neither brand nor days unless its source or line sets an arrival requirement', async () => {
    const noBrand = (src: QuotableSource, days: number | '') => {
      const base = fullQuotation(src, '100');
      return { ...base, header: { ...base.header, arrivalDays: days === '' ? null : days }, lines: base.lines.map((l) => ({ ...l, brand: '', arrivalDays: days })) };
    };
    const works = await drafted({ over: { quotation_kind: 'gc' } }, (src) => noBrand(src, 10));
    expect(await sendRefusal(works.quotationId)).toBe('The bid file must be uploaded!');
    const sale = await drafted({ over: { quotation_kind: 'cs', source_type: 'CS' } }, (src) => noBrand(src, ''));
    expect(await sendRefusal(sale.quotationId)).toBe('The bid file must be uploaded!');
    const saleWithDays = await drafted({ over: { quotation_kind: 'cs', source_type: 'CS', arrival_requirement: 'days', arrival_days: 30 } }, (src) => noBrand(src, ''));
    expect(await sendRefusal(saleWithDays.quotationId)).toBe('Arrival days must be a positive integer');
    const lineWithDays = await drafted({ over: { quotation_kind: 'cs', source_type: 'CS' }, lines: [{}, { requiredArrivalDays: 15 }] }, (src) => noBrand(src, ''));
    expect(await sendRefusal(lineWithDays.quotationId)).toBe('Line 2: Arrival days must be a positive integer');
    // Material still asks for the brand.
    const material = await drafted({}, (src) => noBrand(src, 10));
    expect(await sendRefusal(material.quotationId)).toBe('Line 1: Please enter the brand / OEM / manufacturer');
  });

  it('lines: tax rate, unit price, brand, arrival days — named by line, in zh-CN, en-US and vi-VN', async () => {
    const { quotationId, src } = await drafted();
    const base = fullQuotation(src, '100');
    const withLine2 = (over: Record<string, unknown>) => ({ ...base, lines: [base.lines[0], { ...base.lines[1], ...over }] });
    await api.save(me.token, withLine2({ taxRate: '' }));
    expect(await sendRefusal(quotationId, 'zh-CN')).toBe('第2行：请输入税率');
    expect(await sendRefusal(quotationId, 'en-US')).toBe('Line 2: Please enter the tax rate');
    expect(await sendRefusal(quotationId, 'vi-VN')).toBe('Dòng 2: Vui lòng nhập thuế suất');
    await api.save(me.token, withLine2({ unitPriceWithTax: '' }));
    expect(await sendRefusal(quotationId)).toBe('Line 2: Please enter the tax-inclusive unit price');
    await api.save(me.token, withLine2({ brand: '' }));
    expect(await sendRefusal(quotationId)).toBe('Line 2: Please enter the brand / OEM / manufacturer');
    await api.save(me.token, withLine2({ arrivalDays: '' }));
    expect(await sendRefusal(quotationId)).toBe('Line 2: Arrival days must be a positive integer');
  });

  it('every line of each signed-up package quoted', async () => {
    const { quotationId, src } = await drafted({ lines: [{ bidPackage: '一标段' }, { bidPackage: '一标段' }, { bidPackage: '二标段' }] });
    const base = fullQuotation(src, '100');
    await api.save(me.token, { ...base, lines: [base.lines[0], base.lines[2]] });
    expect(await sendRefusal(quotationId, 'zh-CN')).toBe('一标段还有1条明细未报价');
    expect(await sendRefusal(quotationId, 'en-US')).toBe('一标段 still has 1 item not quoted');
    // A line with nothing entered counts as not quoted.
    await api.save(me.token, { ...base, lines: [base.lines[0], base.lines[1], { lineId: base.lines[2].lineId }] });
    expect(await sendRefusal(quotationId, 'vi-VN')).toBe('二标段 còn 1 mục chưa báo giá');
  });

  it('every line of a source without packages quoted', async () => {
    const { quotationId, src } = await drafted();
    const base = fullQuotation(src, '100');
    await api.save(me.token, { ...base, lines: [base.lines[0]] });
    expect(await sendRefusal(quotationId)).toBe('1 item is not quoted yet');
  });

  it('every term confirmed (agreed, or a difference stated)', async () => {
    const { quotationId, src } = await drafted({ terms: ['付款', '质保'] });
    const base = fullQuotation(src, '100');
    await api.save(me.token, { ...base, terms: [base.terms[0]] });
    expect(await sendRefusal(quotationId, 'zh-CN')).toBe('请确认条款');
    await api.save(me.token, { ...base, terms: [base.terms[0], { termId: base.terms[1].termId, isAgree: false }] });
    expect(await sendRefusal(quotationId)).toBe('Please confirm the terms');
    await api.save(me.token, { ...base, terms: [base.terms[0], { termId: base.terms[1].termId, isAgree: false, difference: '质保期 24 个月' }] });
    expect(await sendRefusal(quotationId)).toBe('The bid file must be uploaded!');
  });

  it('a bid file uploaded for this quotation, and quotation files filed as sheet or detailed quotation', async () => {
    const { quotationId } = await drafted();
    expect(await sendRefusal(quotationId, 'zh-CN')).toBe('必须上传投标文件！');
    expect(await sendRefusal(quotationId, 'en-US')).toBe('The bid file must be uploaded!');
    expect(await sendRefusal(quotationId, 'vi-VN')).toBe('Bắt buộc phải tải lên hồ sơ dự thầu!');
    // A bid file of another quotation does not count.
    const other = await drafted();
    expect((await api.attach(me.token, other.quotationId)).status).toBe(200);
    expect(await sendRefusal(quotationId)).toBe('The bid file must be uploaded!');
    expect((await api.attach(me.token, quotationId)).status).toBe(200);
    const stray = await api.attach(me.token, quotationId, 'TECH_SPEC', '说明.pdf');
    expect(stray.status).toBe(200);
    expect(await sendRefusal(quotationId)).toBe('A quotation file must be filed as a quotation sheet or a detailed quotation');
    expect(await sendRefusal(quotationId, 'zh-CN')).toBe('报价文件的附件类型必须为报价单或报价明细');
    expect((await api.post('/plogin/deleteFile', me.token, { fileId: stray.body.data.fileId })).status).toBe(200);
    expect((await api.attach(me.token, quotationId, 'quotationSheet', '报价单.pdf')).status).toBe(200);
    expect((await api.attach(me.token, quotationId, 'detailedQuotation', '报价明细.pdf')).status).toBe(200);
    expect((await api.send(me.token, quotationId, newKey())).status).toBe(200);
  });

  it('the bid document type takes 200 MB, the sheet types are listed with their rules', async () => {
    const res = await api.post('/plogin/getFndLookupList', null, { lookupType: 'CRC_FILE_TYPE' });
    const list = res.body.data as { lookupCode: string; maxSizeMb: number; extensions: string[] }[];
    expect(list.find((t) => t.lookupCode === 'BID_DOCUMENT')).toMatchObject({ maxSizeMb: 200 });
    expect(list.find((t) => t.lookupCode === 'quotationSheet')?.extensions).toEqual(expect.arrayContaining(['pdf', 'xlsx']));
    expect(list.find((t) => t.lookupCode === 'detailedQuotation')).toBeDefined();
  });
});

describe('a send', () => {
  it('stamps the server clock, computes amounts exactly and answers a receipt whose digest is of the sealed quotation', async () => {
    const { quotationId, src } = await drafted({ lines: [{ quantity: '3' }, { quantity: '7' }] }, (src) => fullQuotation(src, '0.1', { taxRate: '13' }));
    await api.attach(me.token, quotationId);
    clock.advance(1234);
    const res = await api.send(me.token, quotationId, newKey());
    expect(res.status).toBe(200);
    const receipt = res.body.data;
    expect(receipt).toMatchObject({ quotationId, round: 1, sentAt: clock.now().toISOString() });
    expect(receipt.digest).toMatch(/^[0-9a-f]{64}$/);
    const row = await sourcingDb(s.db).selectFrom('quotation').selectAll().where('quotation_id', '=', quotationId).executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    // No price in a plain column; the content opens for its owner and hashes to the receipt.
    expect(JSON.stringify(row)).not.toContain('"0.1"');
    const { content, salt } = await openSeal(s.db, clock, row, { kind: 'owner', supplierId: me.supplierId });
    expect(content.lines.map((l) => [l.amountWithTax, l.tax])).toEqual([
      ['0.30', '0.03'],
      ['0.70', '0.08'],
    ]);
    expect(content.header.totalWithTax).toBe('1.00');
    // A commitment (issue 34): the digest is over the content and a 256-bit salt sealed with it,
    // so the same content without the salt, or with another, does not hash to the receipt.
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    const subject = { quotationNum: receipt.quotationNum, sourceId: src.source_id, supplierId: me.supplierId, round: 1, sentAt: receipt.sentAt, content };
    const canonical = canonicalQuotation({ ...subject, salt });
    expect(JSON.parse(canonical)).toMatchObject({ v: 2, salt });
    expect(sha256Hex(canonical)).toBe(receipt.digest);
    expect(sha256Hex(canonicalQuotation({ ...subject, salt: null }))).not.toBe(receipt.digest);
    expect(sha256Hex(canonicalQuotation({ ...subject, salt: '0'.repeat(64) }))).not.toBe(receipt.digest);
    // The sealed blob's length is its bucket's, whatever the prices.
    expect(row.sealed.length).toBe(sealedLengthOf(SEAL_BUCKET_MIN));
    const view = (await api.find(me.token, src.source_id)).body.data;
    expect(view).toMatchObject({ status: 'sent', sentAt: receipt.sentAt, digest: receipt.digest, quotationNum: receipt.quotationNum });
    const audited = await auditEntries(s.db, { target: `quotation:${quotationId}` });
    expect(audited[0]).toMatchObject({ action: 'quotation.send', actorId: me.userId });
    expect(JSON.stringify(audited[0].detail)).not.toContain('0.1');
    expect(JSON.stringify(audited[0].detail)).not.toContain(receipt.digest);
    expect(audited[0].detail).toEqual({ sourceId: src.source_id, supplierId: me.supplierId, round: 1, quotationNum: receipt.quotationNum });
  });

  it('sent twice with the same key is one send with the same receipt; another key finds it sent', async () => {
    const { quotationId } = await drafted();
    await api.attach(me.token, quotationId);
    const key = newKey();
    const [a, b] = await Promise.all([api.send(me.token, quotationId, key), api.send(me.token, quotationId, key)]);
    const c = await api.send(me.token, quotationId, key);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(b.body.data).toEqual(a.body.data);
    expect(c.body.data).toEqual(a.body.data);
    const sends = await sourcingDb(s.db).selectFrom('quotation_send').selectAll().where('quotation_id', '=', quotationId).execute();
    expect(sends).toHaveLength(1);
    expect((await auditEntries(s.db, { target: `quotation:${quotationId}` })).filter((e) => e.action === 'quotation.send')).toHaveLength(1);
    const again = await api.send(me.token, quotationId, newKey(), 1, 'en-US');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('The quotation has been sent; cancel it before changing it');
    const saveAgain = await api.save(me.token, { sourceId: (await sourcingDb(s.db).selectFrom('quotation').select('source_id').where('quotation_id', '=', quotationId).executeTakeFirstOrThrow()).source_id }, 1, 'en-US');
    expect(saveAgain.status).toBe(409);
  });

  it('needs the key, of 8 to 64 letters, digits, - and _', async () => {
    const { quotationId } = await drafted();
    expect((await api.post('/source/updateQuotation', me.token, { quotationId, type: 'send' })).status).toBe(400);
    expect((await api.send(me.token, quotationId, 'short')).status).toBe(400);
    expect((await api.send(me.token, quotationId, 'has space in it')).status).toBe(400);
    expect((await api.send(me.token, quotationId, 'k'.repeat(65))).status).toBe(400);
  });

  it('is refused after the deadline by the server clock, and so is a save', async () => {
    const { quotationId, src } = await drafted();
    await api.attach(me.token, quotationId);
    clock.set(new Date(new Date(src.quotation_date).getTime() + 1));
    try {
      const late = await api.send(me.token, quotationId, newKey(), 1, 'en-US');
      expect(late.status).toBe(409);
      expect(late.body.msg).toBe(`Quotations closed at ${new Date(src.quotation_date).toISOString()}`);
      expect((await api.save(me.token, fullQuotation(src, '1'))).status).toBe(409);
      const row = await sourcingDb(s.db).selectFrom('quotation').select(['status', 'sent_at']).where('quotation_id', '=', quotationId).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'draft', sent_at: null });
    } finally {
      clock.set(new Date('2026-11-24T09:00:00.000Z'));
    }
  });

  it('is refused to a supplier no longer qualified', async () => {
    const who = await makeSupplierSession(s.db, clock);
    const { quotationId } = await drafted({}, undefined, who);
    await s.db.updateTable('supplier').set({ activated: false }).where('supplier_id', '=', who.supplierId).execute();
    const res = await api.send(who.token, quotationId, newKey(), 1, 'en-US');
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('You are currently not a qualified supplier');
  });
});

describe('cancel', () => {
  it('a sent quotation becomes cancelled before the deadline, is saved again as a draft and sent again', async () => {
    const { quotationId, src } = await drafted();
    await api.attach(me.token, quotationId);
    const key = newKey();
    const first = await api.send(me.token, quotationId, key);
    const cancelled = await api.cancel(me.token, quotationId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ quotationId, status: 'cancelled' });
    expect((await api.find(me.token, src.source_id)).body.data).toMatchObject({ status: 'cancelled', digest: null });
    // The old key does not stand for a cancelled send.
    const stale = await api.send(me.token, quotationId, key, 1, 'en-US');
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('This submission key was used for another send; submit again');
    expect((await api.send(me.token, quotationId, newKey(), 1, 'en-US')).body.msg).toBe('The quotation was cancelled; save it again before sending');
    const saved = await api.save(me.token, fullQuotation(src, '95'));
    expect(saved.body.data).toMatchObject({ quotationId, status: 'draft' });
    const second = await api.send(me.token, quotationId, newKey());
    expect(second.status).toBe(200);
    expect(second.body.data.digest).not.toBe(first.body.data.digest);
  });

  it('is refused after the deadline', async () => {
    const { quotationId, src } = await drafted();
    clock.set(new Date(new Date(src.quotation_date).getTime() + DAYS(0.5)));
    try {
      expect((await api.cancel(me.token, quotationId)).status).toBe(409);
    } finally {
      clock.set(new Date('2026-11-24T10:00:00.000Z'));
    }
  });
});

describe('warnings', () => {
  it('a promised arrival later than the line requires is flagged', async () => {
    const { saved, src } = await drafted({ lines: [{ requiredArrivalDays: 5 }, { requiredArrivalDays: 30 }] }, (src) => fullQuotation(src, '10', { arrivalDays: 10 }));
    expect(saved.warnings).toEqual([{ lineId: src.lines[0].line_id, kind: 'arrivalLater' }]);
  });
});
