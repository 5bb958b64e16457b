// The quotation being typed (issue 14) as plain data, and the rules of spec 02 §5 over it, so the
// page and its tests share one definition. Inputs stay text while typed (a price '12.' is on its way
// to '12.5'); the payload carries what the server's contract names.
import { ALL_NEEDS, lineNeeds, quotationNeeds, validateArrivalDays, validateBrand, validateTaxRate, validateUnitPrice, type QuotationNeeds, type ValidationResult } from '@portal/shared/core';
import type { QuotationInput, QuotationView, SourceDetail, SourceLine } from '../../sourcing-api/sourcing-types';

export interface LineDraft {
  taxRate: string;
  unitPriceWithTax: string;
  brand: string;
  arrivalDays: string;
  supplierRemark: string;
}

export interface HeaderDraft {
  offeror: string;
  /** YYYY-MM-DD or '' */
  validityDate: string;
  arrivalDays: string;
  currency: string;
  remark: string;
}

export interface TermDraft {
  isAgree: boolean | null;
  difference: string;
}

export interface QuotationDraft {
  header: HeaderDraft;
  lines: Record<string, LineDraft>;
  terms: Record<string, TermDraft>;
}

export const EMPTY_LINE: LineDraft = { taxRate: '', unitPriceWithTax: '', brand: '', arrivalDays: '', supplierRemark: '' };

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The lines the caller quotes: those of the packages it signed up to, or every line without packages. */
export function linesToQuote(source: Pick<SourceDetail, 'lines' | 'packages' | 'me'>): SourceLine[] {
  const lines = source.lines ?? [];
  const packages = source.me?.signedUpPackages ?? [];
  if (!(source.packages?.length) || packages.length === 0) return lines;
  return lines.filter((l) => l.bidPackage && packages.includes(l.bidPackage));
}

/** The draft from the server's quotation (or a blank one, the currency and offeror filled in). */
export function draftFrom(view: QuotationView | null, source: SourceDetail, offeror: string): QuotationDraft {
  const lines: Record<string, LineDraft> = {};
  for (const l of view?.lines ?? []) {
    lines[l.lineId] = { taxRate: text(l.taxRate), unitPriceWithTax: text(l.unitPriceWithTax), brand: text(l.brand), arrivalDays: text(l.arrivalDays), supplierRemark: text(l.supplierRemark) };
  }
  const terms: Record<string, TermDraft> = {};
  for (const term of view?.terms ?? []) terms[term.termId] = { isAgree: term.isAgree, difference: text(term.difference) };
  const h = view?.header;
  return {
    header: {
      offeror: text(h?.offeror) || offeror,
      validityDate: text(h?.validityDate).slice(0, 10),
      arrivalDays: text(h?.arrivalDays),
      currency: text(h?.currency) || text(source.currency) || 'CNY',
      remark: text(h?.remark),
    },
    lines,
    terms,
  };
}

const intOrNull = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : null);

/** Only the members that carry something: the save call's schema takes no nulls, and a draft may leave fields out. */
function given<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== '')) as T;
}

/** The save call's body. A draft may be incomplete: untouched lines and empty fields are left out. */
export function toInput(sourceId: string, draft: QuotationDraft, lines: SourceLine[], terms: { termId: string }[]): QuotationInput {
  return {
    sourceId,
    header: given({
      offeror: draft.header.offeror.trim(),
      validityDate: draft.header.validityDate,
      arrivalDays: intOrNull(draft.header.arrivalDays),
      currency: draft.header.currency,
      remark: draft.header.remark.trim(),
    }),
    lines: lines
      .map((l) => ({ id: l.lineId, d: draft.lines[l.lineId] }))
      .filter((x): x is { id: string; d: LineDraft } => Boolean(x.d && (x.d.taxRate || x.d.unitPriceWithTax || x.d.brand || x.d.arrivalDays || x.d.supplierRemark)))
      .map(({ id, d }) =>
        given({
          lineId: id,
          taxRate: d.taxRate.trim(),
          // A price the field refused stays on screen (with its message) but is not saved.
          unitPriceWithTax: /^\d+(\.\d+)?$/.test(d.unitPriceWithTax.trim()) ? d.unitPriceWithTax.trim() : '',
          brand: d.brand.trim(),
          arrivalDays: intOrNull(d.arrivalDays),
          supplierRemark: d.supplierRemark.trim(),
        }),
      ),
    terms: terms.map((t) => given({ termId: t.termId, isAgree: draft.terms[t.termId]?.isAgree === true, difference: draft.terms[t.termId]?.difference?.trim() })),
  };
}

/** What the source's kind asks of a quotation (brand, arrival days). */
export function needsOf(source: Pick<SourceDetail, 'quotationKind' | 'sourceType' | 'arrivalRequirement'>): QuotationNeeds {
  return quotationNeeds(source.quotationKind ?? (source.sourceType === 'CS' ? 'cs' : 'wz'), source.arrivalRequirement);
}

export type LineField = 'taxRate' | 'unitPriceWithTax' | 'brand' | 'arrivalDays';

/**
 * The message key of each field of a line that breaks a rule of spec 02 §5. `complete`: as for a
 * send (every field required); otherwise only what was typed is checked (a draft may be partial).
 */
export function lineProblems(line: LineDraft | undefined, complete: boolean, needs: QuotationNeeds = ALL_NEEDS): Partial<Record<LineField, string>> {
  const d = line ?? EMPTY_LINE;
  const out: Partial<Record<LineField, string>> = {};
  const check = (field: LineField, result: ValidationResult) => {
    if (result && (complete || d[field].trim() !== '')) out[field] = result;
  };
  check('taxRate', validateTaxRate(d.taxRate));
  check('unitPriceWithTax', validateUnitPrice(d.unitPriceWithTax));
  if (needs.brand) check('brand', validateBrand(d.brand));
  // Days not asked may still be given: then they must be days.
  check('arrivalDays', needs.arrivalDays || d.arrivalDays.trim() !== '' ? validateArrivalDays(d.arrivalDays) : null);
  return out;
}

/** The buyer's arrival requirement of a line in days: its own, else the source's when it asks for days. */
export function requiredDays(line: SourceLine, source: Pick<SourceDetail, 'arrivalDays'>): number | null {
  return line.requiredArrivalDays ?? source.arrivalDays ?? null;
}

/** The promised arrival is later than the buyer asks (a warning, not a refusal: spec 02 §5). */
export function arrivesLater(line: SourceLine, draft: LineDraft | undefined, source: Pick<SourceDetail, 'arrivalDays'>): boolean {
  const promised = draft ? intOrNull(draft.arrivalDays) : null;
  const required = requiredDays(line, source);
  return promised !== null && required !== null && promised > required;
}

/** One reason a send is refused before it leaves the page: a common message key and its values. */
/**
 * A term is confirmed (spec 02 §5) when it is agreed, or when the supplier states where its offer
 * differs: the server takes either, so the screen does too.
 */
export function termConfirmed(term: TermDraft | undefined): boolean {
  return term?.isAgree === true || (term?.difference ?? '').trim() !== '';
}

export interface SendProblem {
  key: string;
  values?: Record<string, unknown>;
  /** The line to show (the first bad one). */
  lineId?: string;
  /** The label (an mf-sourcing key) of the header field the message is about, so it names it. */
  field?: string;
}

/** Every rule of spec 02 §5 the page can check; the server checks them all again. */
export function sendProblems(draft: QuotationDraft, lines: SourceLine[], terms: { termId: string }[], bidFiles: number, packaged: boolean, needs: QuotationNeeds = ALL_NEEDS): SendProblem[] {
  const problems: SendProblem[] = [];
  const emptyHeader: [boolean, string][] = [
    [!draft.header.offeror.trim(), 'quotation.header.offeror'],
    [!draft.header.validityDate, 'quotation.header.validityDate'],
    [!draft.header.currency, 'detail.currency'],
  ];
  for (const [empty, field] of emptyHeader) if (empty) problems.push({ key: 'validation.required', field });
  if ((needs.arrivalDays || draft.header.arrivalDays.trim() !== '') && validateArrivalDays(draft.header.arrivalDays)) problems.push({ key: 'validation.arrivalDaysPositive' });
  if (packaged) {
    // '{package} still has {n} items not quoted'
    const missing = new Map<string, number>();
    for (const l of lines) if (Object.keys(lineProblems(draft.lines[l.lineId], true, lineNeeds(needs, l.requiredArrivalDays))).length) missing.set(l.bidPackage ?? '', (missing.get(l.bidPackage ?? '') ?? 0) + 1);
    for (const [name, n] of missing) problems.push({ key: 'validation.bidPackageIncomplete', values: { package: name, count: n } });
  }
  const firstBad = lines.find((l) => Object.keys(lineProblems(draft.lines[l.lineId], true, lineNeeds(needs, l.requiredArrivalDays))).length > 0);
  if (firstBad) {
    const field = Object.values(lineProblems(draft.lines[firstBad.lineId], true, lineNeeds(needs, firstBad.requiredArrivalDays)))[0] as string;
    problems.push({ key: field, lineId: firstBad.lineId, values: { lineNo: firstBad.lineNo } });
  }
  if (terms.some((t) => !termConfirmed(draft.terms[t.termId]))) problems.push({ key: 'validation.termsRequired' });
  if (bidFiles === 0) problems.push({ key: 'validation.bidFileRequired' });
  return problems;
}

/** A fresh idempotency key for one send (8–64 of [A-Za-z0-9_-]); a retry of that send reuses it. */
export function newIdempotencyKey(random: () => string = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`)): string {
  return `q-${random().replace(/[^A-Za-z0-9_-]/g, '')}`.slice(0, 64);
}

/**
 * Whether a failed send may be tried again with the same key: a refusal with a reason (4xx) is an
 * answer, the next send is another submission; a lost connection or a server error may have sent it.
 */
export function keepKeyAfter(status: unknown): boolean {
  return !(typeof status === 'number' && status >= 400 && status < 500);
}
