import type { SourceDetail, SourceLine } from '../../sourcing-api/sourcing-types';
import { arrivesLater, draftFrom, keepKeyAfter, lineProblems, needsOf, linesToQuote, newIdempotencyKey, sendProblems, toInput, type QuotationDraft } from './quotation-form';

const line = (n: number, extra: Partial<SourceLine> = {}): SourceLine => ({ lineId: `L${n}`, lineNo: n, quantity: '2', description: `item ${n}`, ...extra });
const source = (extra: Partial<SourceDetail> = {}): SourceDetail => ({ sourceId: 'S-1', sourceTitle: 'T', currency: 'CNY', lines: [line(1), line(2)], terms: [{ termId: 'T1', termNo: 1, name: 'pay', content: '30 days' }], ...extra });
const good = { taxRate: '13', unitPriceWithTax: '113', brand: 'ACME', arrivalDays: '10', supplierRemark: '' };

function filled(lines: SourceLine[], agree = true): QuotationDraft {
  return {
    header: { offeror: 'Supplier Co.', validityDate: '2026-12-31', arrivalDays: '10', currency: 'CNY', remark: '' },
    lines: Object.fromEntries(lines.map((l) => [l.lineId, { ...good }])),
    terms: { T1: { isAgree: agree, difference: '' } },
  };
}

test('a draft checks only what was typed; a send requires every field of every line', () => {
  expect(lineProblems({ ...good, unitPriceWithTax: '', brand: '' }, false)).toEqual({});
  expect(lineProblems({ ...good, unitPriceWithTax: '', brand: '' }, true)).toEqual({ unitPriceWithTax: 'validation.unitPriceRequired', brand: 'validation.brandRequired' });
  expect(lineProblems({ ...good, taxRate: '100', arrivalDays: '1.5', unitPriceWithTax: '1000000001' }, false)).toEqual({
    taxRate: 'validation.taxRateInvalid',
    unitPriceWithTax: 'validation.unitPriceTooLarge',
    arrivalDays: 'validation.arrivalDaysPositive',
  });
  expect(lineProblems({ ...good, unitPriceWithTax: '12345678901234.567' }, false)).toEqual({ unitPriceWithTax: 'validation.unitPriceTooLong' });
});

test('a complete quotation has nothing to refuse; each missing part is named', () => {
  const s = source();
  expect(sendProblems(filled(s.lines!), s.lines!, s.terms!, 1, false)).toEqual([]);
  const keys = sendProblems(filled(s.lines!, false), s.lines!, s.terms!, 0, false).map((p) => p.key);
  expect(keys).toEqual(['validation.termsRequired', 'validation.bidFileRequired']);
  const d = filled(s.lines!);
  d.lines.L2 = { ...good, brand: '' };
  expect(sendProblems(d, s.lines!, s.terms!, 1, false)).toEqual([{ key: 'validation.brandRequired', lineId: 'L2', values: { lineNo: 2 } }]);
  // An empty header field is named, each one.
  const header = filled(s.lines!);
  header.header = { ...header.header, offeror: ' ', validityDate: '' };
  expect(sendProblems(header, s.lines!, s.terms!, 1, false)).toEqual([
    { key: 'validation.required', field: 'quotation.header.offeror' },
    { key: 'validation.required', field: 'quotation.header.validityDate' },
  ]);
});

test('a term is confirmed by agreeing or by stating the difference, as the server takes it', () => {
  const s = source();
  const d = filled(s.lines!, false);
  const [first, ...rest] = s.terms!;
  for (const term of rest) d.terms[term.termId] = { isAgree: true, difference: '' };
  d.terms[first.termId] = { isAgree: false, difference: '  ' };
  expect(sendProblems(d, s.lines!, s.terms!, 1, false).map((p) => p.key)).toEqual(['validation.termsRequired']);
  d.terms[first.termId] = { isAgree: false, difference: '质保期 24 个月' };
  expect(sendProblems(d, s.lines!, s.terms!, 1, false)).toEqual([]);
});

test('with bid packages, each package with unquoted lines says how many', () => {
  const lines = [line(1, { bidPackage: 'A' }), line(2, { bidPackage: 'A' }), line(3, { bidPackage: 'B' })];
  const d = filled(lines);
  delete d.lines.L1;
  delete d.lines.L2;
  expect(sendProblems(d, lines, [], 1, true)[0]).toEqual({ key: 'validation.bidPackageIncomplete', values: { package: 'A', count: 2 } });
});

test('only the lines of the signed-up packages are quoted', () => {
  const lines = [line(1, { bidPackage: 'A' }), line(2, { bidPackage: 'B' })];
  const s = source({ lines, packages: [{ name: 'A', lineCount: 1 }, { name: 'B', lineCount: 1 }], me: { qualified: true, invited: true, signedUpPackages: ['B'], quotation: null } });
  expect(linesToQuote(s).map((l) => l.lineId)).toEqual(['L2']);
  expect(linesToQuote(source()).map((l) => l.lineId)).toEqual(['L1', 'L2']);
});

test('a promised arrival later than the line (or the source) requires is flagged', () => {
  expect(arrivesLater(line(1, { requiredArrivalDays: 7 }), { ...good, arrivalDays: '10' }, {})).toBe(true);
  expect(arrivesLater(line(1, { requiredArrivalDays: 7 }), { ...good, arrivalDays: '7' }, {})).toBe(false);
  expect(arrivesLater(line(1), { ...good, arrivalDays: '31' }, { arrivalDays: 30 })).toBe(true);
  expect(arrivesLater(line(1), { ...good, arrivalDays: '31' }, {})).toBe(false);
});

test('the save body carries typed lines only, numbers where the contract has numbers', () => {
  const s = source();
  const d = filled([s.lines![0]]);
  d.header.arrivalDays = 'x';
  expect(toInput('S-1', d, s.lines!, s.terms!)).toEqual({
    sourceId: 'S-1',
    header: { offeror: 'Supplier Co.', validityDate: '2026-12-31', currency: 'CNY' },
    lines: [{ lineId: 'L1', taxRate: '13', unitPriceWithTax: '113', brand: 'ACME', arrivalDays: 10 }],
    terms: [{ termId: 'T1', isAgree: true }],
  });
});

test('a saved quotation comes back into the form as typed text', () => {
  const d = draftFrom(
    { quotationId: 'Q1', quotationNum: null, round: 1, status: 'draft', savedAt: null, sentAt: null, digest: null, header: { offeror: 'X', validityDate: '2026-12-31', arrivalDays: 5, currency: 'USD' }, lines: [{ lineId: 'L1', taxRate: '6', unitPriceWithTax: '9.50', brand: 'B', arrivalDays: 3 }], terms: [{ termId: 'T1', isAgree: false, difference: 'd' }] },
    source(),
    'Default Co.',
  );
  expect(d.header).toEqual({ offeror: 'X', validityDate: '2026-12-31', arrivalDays: '5', currency: 'USD', remark: '' });
  expect(d.lines.L1).toEqual({ taxRate: '6', unitPriceWithTax: '9.50', brand: 'B', arrivalDays: '3', supplierRemark: '' });
  expect(d.terms.T1).toEqual({ isAgree: false, difference: 'd' });
  expect(draftFrom(null, source(), 'Default Co.').header.offeror).toBe('Default Co.');
});

test('an idempotency key fits the contract, and is kept for a retry only when the send may have happened', () => {
  const key = newIdempotencyKey();
  expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(newIdempotencyKey()).not.toBe(key);
  expect(newIdempotencyKey(() => 'a b/c+d=e')).toBe('q-abcde');
  expect(keepKeyAfter('000')).toBe(true);
  expect(keepKeyAfter(503)).toBe(true);
  expect(keepKeyAfter(500)).toBe(true);
  expect(keepKeyAfter(400)).toBe(false);
  expect(keepKeyAfter(409)).toBe(false);
});

test('a kind that does not ask for brand or days does not require them, but days given must be days', () => {
  const line = { taxRate: '13', unitPriceWithTax: '10', brand: '', arrivalDays: '', supplierRemark: '' };
  expect(lineProblems(line, true, { brand: false, arrivalDays: false })).toEqual({});
  expect(lineProblems({ ...line, arrivalDays: '3.5' }, true, { brand: false, arrivalDays: false })).toEqual({ arrivalDays: 'validation.arrivalDaysPositive' });
  expect(lineProblems(line, true, { brand: false, arrivalDays: true })).toEqual({ arrivalDays: 'validation.arrivalDaysPositive' });
  expect(needsOf({ quotationKind: null, sourceType: 'CS', arrivalRequirement: null })).toEqual({ brand: false, arrivalDays: false });
  expect(needsOf({ quotationKind: 'gc', sourceType: 'XJ', arrivalRequirement: null })).toEqual({ brand: false, arrivalDays: true });
});
