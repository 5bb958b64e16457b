// A supplier's quotation (spec 02 §3–§5, issue 14): saved as a draft (temp save), sent, cancelled,
// in round 1 or the negotiation round 2. The content — header, lines, terms with every price — is
// only ever stored sealed (sealing.ts) and read back through unsealQuotation for its owner. A send
// checks every rule of spec 02 §5, computes the amounts exactly on the server, stamps the server's
// clock and answers a receipt whose digest binds the prices to who sent them, where and when. The
// supplier's idempotency key makes a repeated send the same send.
import { randomBytes, randomUUID } from 'node:crypto';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import type { Language } from '../../platform/constants';
import { notFound } from '../../platform/errors';
import { publicDb } from '../files/tables';
import { sourceLines, sourceTerms, type SourceRow } from '../sourcing/queries';
import type { SupplierCaller } from '../sourcing/supplier-access';
import { sourcingDb, type QuotationTable } from '../sourcing/tables';
import type { Selectable } from 'kysely';
import { formatInstantWithZone, lineNeeds, quotationNeeds } from '@portal/shared/core';
import type { QuotationContent, QuotationLine, QuotationTerm } from './content';
import { compareDecimals, digitCount, isDecimal, lineAmounts, sumDecimals } from './decimal';
import { quotationMessage, quotationRefusal } from './messages';
import { requireMayQuote, requireRoundOpen, sourceOr404 } from './participation';
import { canonicalQuotation, newReceiptSalt, sha256Hex, type Receipt } from './receipt';
import { sealQuotation, unsealQuotation } from './sealing';

export type Round = 1 | 2;
export type QuotationRow = Selectable<QuotationTable>;

/** The attachment type of a bid document (migration 0410, 200 MB). */
export const BID_FILE_TYPES = ['BID_DOCUMENT'];
/** The types a quotation file may be filed as (spec 02 §5; migration 0501 and the older codes of 0410). */
export const QUOTATION_SHEET_TYPES = ['quotationSheet', 'detailedQuotation', 'QUOTATION', 'QUOTATION_DETAIL'];

const PRICE_MAX = '1000000000';
const PRICE_MAX_DIGITS = 16;

export interface SaveInput {
  sourceId: string;
  header?: { offeror?: string; validityDate?: string; arrivalDays?: number | string; currency?: string; remark?: string };
  lines?: { lineId: string; taxRate?: string | number; unitPriceWithTax?: string | number; brand?: string; arrivalDays?: number | string; supplierRemark?: string }[];
  terms?: { termId: string; isAgree?: boolean; difference?: string }[];
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());
const optional = (v: unknown) => (str(v) === '' ? undefined : str(v));

export type LineRule = 'taxRateRequired' | 'taxRateInvalid' | 'unitPriceRequired' | 'unitPriceInvalid' | 'unitPriceTooLong' | 'unitPriceTooLarge' | 'brandRequired' | 'arrivalDaysPositive';

/** Spec 02 §5 on a tax rate as typed (also read by the Excel import, modules/quotation-excel). */
export function taxRateProblem(text: string): LineRule | null {
  if (text === '') return 'taxRateRequired';
  if (!isDecimal(text) || compareDecimals(text, '100') >= 0) return 'taxRateInvalid';
  return null;
}

/** Spec 02 §5 on a tax-inclusive unit price as typed (also read by the Excel import). */
export function priceProblem(text: string): LineRule | null {
  if (text === '') return 'unitPriceRequired';
  if (!isDecimal(text)) return 'unitPriceInvalid';
  if (digitCount(text) > PRICE_MAX_DIGITS) return 'unitPriceTooLong';
  if (compareDecimals(text, PRICE_MAX) > 0) return 'unitPriceTooLarge';
  return null;
}

/** Days as a whole number; '' is 0 (not given), anything else that is not whole is refused. */
function daysProblem(v: unknown): number | null {
  const text = str(v);
  if (text === '') return 0;
  return /^\d{1,5}$/.test(text) ? Number(text) : null;
}

const lineRefusal = (lineNo: number, rule: LineRule, lang: Language) => quotationRefusal(400, 'lineRefusal', lang, { line: lineNo, message: quotationMessage(rule, lang) });

type Line = Awaited<ReturnType<typeof sourceLines>>[number];

/** The lines a supplier may quote: those of the packages it signed up for ('' = a source without packages, all lines). */
const quotableLines = (lines: Line[], packages: string[]) => (packages.includes('') ? lines : lines.filter((l) => l.bid_package !== null && packages.includes(l.bid_package)));

/** A line's amounts where its price and rate are good, '' where not (yet). */
function withAmounts(line: Omit<QuotationLine, 'amountWithTax' | 'tax'>, quantity: string): QuotationLine {
  const ready = taxRateProblem(line.taxRate) === null && priceProblem(line.unitPriceWithTax) === null;
  const amounts = ready ? lineAmounts(quantity, line.unitPriceWithTax, line.taxRate) : { amountWithTax: '', tax: '' };
  return { ...line, ...amounts };
}

function totals(lines: QuotationLine[]) {
  const priced = lines.filter((l) => l.amountWithTax !== '');
  return { totalWithTax: sumDecimals(priced.map((l) => l.amountWithTax)), totalTax: sumDecimals(priced.map((l) => l.tax)) };
}

/** JSON as the seal keeps it: no undefined members, so the canonical text is the same before and after. */
const asStored = (content: QuotationContent): QuotationContent => JSON.parse(JSON.stringify(content));

/** The draft's content from the input: bounds checked, amounts computed where they can be. */
function draftContent(input: SaveInput, source: SourceRow, lines: Line[], termIds: Set<string>, packages: string[], lang: Language): QuotationContent {
  const allowed = quotableLines(lines, packages);
  const byId = new Map(lines.map((l) => [l.line_id, l]));
  const seen = new Set<string>();
  const quoted: QuotationLine[] = [];
  for (const given of input.lines ?? []) {
    const line = byId.get(given.lineId);
    if (!line) throw quotationRefusal(400, 'unknownLine', lang, { lineId: given.lineId });
    if (!allowed.includes(line)) throw quotationRefusal(400, 'lineNotSignedUp', lang, { lineId: given.lineId });
    if (seen.has(line.line_id)) throw quotationRefusal(400, 'duplicateLine', lang, { lineId: given.lineId });
    seen.add(line.line_id);
    const taxRate = str(given.taxRate);
    const unitPriceWithTax = str(given.unitPriceWithTax);
    // A draft may leave values out; what it gives must be within bounds.
    const rateRule = taxRate === '' ? null : taxRateProblem(taxRate);
    if (rateRule) throw lineRefusal(line.line_no, rateRule, lang);
    const priceRule = unitPriceWithTax === '' ? null : priceProblem(unitPriceWithTax);
    if (priceRule) throw lineRefusal(line.line_no, priceRule, lang);
    const arrivalDays = daysProblem(given.arrivalDays);
    if (arrivalDays === null) throw lineRefusal(line.line_no, 'arrivalDaysPositive', lang);
    const supplierRemark = optional(given.supplierRemark);
    quoted.push(withAmounts({ lineId: line.line_id, lineNo: line.line_no, taxRate, unitPriceWithTax, brand: str(given.brand), arrivalDays, ...(supplierRemark ? { supplierRemark } : {}) }, String(line.quantity)));
  }
  quoted.sort((a, b) => a.lineNo - b.lineNo);
  const terms: QuotationTerm[] = [];
  const seenTerms = new Set<string>();
  for (const t of input.terms ?? []) {
    if (!termIds.has(t.termId)) throw quotationRefusal(400, 'unknownTerm', lang, { termId: t.termId });
    if (seenTerms.has(t.termId)) continue;
    seenTerms.add(t.termId);
    const difference = optional(t.difference);
    terms.push({ termId: t.termId, isAgree: t.isAgree === true, ...(difference ? { difference } : {}) });
  }
  const h = input.header ?? {};
  const headerDays = daysProblem(h.arrivalDays);
  if (headerDays === null) throw quotationRefusal(400, 'arrivalDaysPositive', lang);
  const remark = optional(h.remark);
  return asStored({
    header: { offeror: str(h.offeror), validityDate: str(h.validityDate), arrivalDays: headerDays, currency: str(h.currency).toUpperCase() || source.currency || 'CNY', ...(remark ? { remark } : {}), ...totals(quoted) },
    lines: quoted,
    terms,
  });
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const orNull = (v: string) => (v === '' ? null : v);

/** What the caller sees of its own quotation (never anyone else's). */
export function quotationView(row: QuotationRow, content: QuotationContent, lines: Line[]) {
  const byId = new Map(lines.map((l) => [l.line_id, l]));
  const warnings: { lineId: string; kind: 'arrivalLater' }[] = [];
  for (const l of content.lines) {
    const required = byId.get(l.lineId)?.required_arrival_days;
    if (required && l.arrivalDays > required) warnings.push({ lineId: l.lineId, kind: 'arrivalLater' });
  }
  return {
    quotationId: row.quotation_id,
    quotationNum: row.quotation_num,
    sourceId: row.source_id,
    round: row.round,
    status: row.status,
    savedAt: iso(row.saved_at),
    sentAt: iso(row.sent_at),
    cancelledAt: iso(row.cancelled_at),
    digest: row.status === 'sent' ? row.digest : null,
    header: {
      offeror: content.header.offeror,
      validityDate: orNull(content.header.validityDate),
      arrivalDays: content.header.arrivalDays || null,
      currency: content.header.currency,
      remark: content.header.remark ?? null,
      totalWithTax: content.header.totalWithTax,
      totalTax: content.header.totalTax,
    },
    lines: content.lines.map((l) => ({
      lineId: l.lineId,
      lineNo: l.lineNo,
      taxRate: orNull(l.taxRate),
      unitPriceWithTax: orNull(l.unitPriceWithTax),
      amountWithTax: orNull(l.amountWithTax),
      tax: orNull(l.tax),
      brand: orNull(l.brand),
      arrivalDays: l.arrivalDays || null,
      supplierRemark: l.supplierRemark ?? null,
    })),
    terms: content.terms.map((t) => ({ termId: t.termId, isAgree: t.isAgree, difference: t.difference ?? null })),
    warnings,
  };
}
export type QuotationView = ReturnType<typeof quotationView>;

const roundRow = (ctx: AppContext, sourceId: string, supplierId: string, round: Round) =>
  sourcingDb(ctx.db).selectFrom('quotation').selectAll().where('source_id', '=', sourceId).where('supplier_id', '=', supplierId).where('round', '=', round).executeTakeFirst();

/** The caller's quotation by id; another supplier's answers exactly like one that does not exist. */
async function ownQuotation(ctx: AppContext, caller: SupplierCaller, quotationId: string): Promise<QuotationRow> {
  const row = await sourcingDb(ctx.db).selectFrom('quotation').selectAll().where('quotation_id', '=', quotationId).where('supplier_id', '=', caller.supplierId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Temp save (saveQuotation / saveSecondQuotation): creates or replaces the caller's draft of the round. */
export async function saveQuotation(ctx: AppContext, caller: SupplierCaller, round: Round, input: SaveInput, lang: Language): Promise<QuotationView> {
  const source = await sourceOr404(ctx, input.sourceId);
  const packages = await requireMayQuote(ctx, source, caller, round, lang);
  const [lines, terms] = await Promise.all([sourceLines(ctx.db, source.source_id), sourceTerms(ctx.db, source.source_id)]);
  const content = draftContent(input, source, lines, new Set(terms.map((t) => t.term_id)), packages, lang);
  const binding = { source_id: source.source_id, supplier_id: caller.supplierId, round };
  const sealed = await sealQuotation(ctx.db, ctx.clock, binding, content);
  const now = ctx.clock.now();
  const sdb = sourcingDb(ctx.db);
  const changes = { status: 'draft' as const, sealed, line_count: content.lines.length, digest: null, saved_at: now, sent_at: null, cancelled_at: null, updated_by: caller.userId };
  let row = await sdb
    .insertInto('quotation')
    .values({ quotation_id: `Q-${randomUUID()}`, quotation_num: `BJ-${source.source_num}-${round}-${randomBytes(4).toString('hex').toUpperCase()}`, ...binding, ...changes, created_at: now })
    .onConflict((oc) => oc.columns(['source_id', 'supplier_id', 'round']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    // The round's quotation exists: a draft or a cancelled one is replaced, a sent one must be cancelled first.
    row = await sdb.updateTable('quotation').set(changes).where('source_id', '=', source.source_id).where('supplier_id', '=', caller.supplierId).where('round', '=', round).where('status', '<>', 'sent').returningAll().executeTakeFirst();
    if (!row) throw quotationRefusal(409, 'alreadySent', lang);
  }
  return quotationView(row, content, lines);
}

/** The send rules of spec 02 §5, in the order a supplier fixes them; throws the first that fails. */
async function checkSendRules(ctx: AppContext, source: SourceRow, row: QuotationRow, content: QuotationContent, lines: Line[], termIds: string[], packages: string[], lang: Language): Promise<void> {
  const h = content.header;
  const needs = quotationNeeds(source.quotation_kind, source.arrival_requirement);
  if (!h.offeror) throw quotationRefusal(400, 'offerorRequired', lang);
  if (!h.validityDate) throw quotationRefusal(400, 'validityDateRequired', lang);
  // The day in China, as the date picker and the buyer count it.
  const today = formatInstantWithZone(ctx.clock.now()).slice(0, 10);
  if (h.validityDate < today) throw quotationRefusal(400, 'validityDatePast', lang, { today });
  if (needs.arrivalDays && !(h.arrivalDays > 0)) throw quotationRefusal(400, 'arrivalDaysPositive', lang);
  // A line with nothing entered is not quoted; one with anything entered must be complete.
  const entered = content.lines.filter((l) => l.taxRate !== '' || l.unitPriceWithTax !== '' || l.brand !== '' || l.arrivalDays > 0);
  const required = new Map(lines.map((l) => [l.line_id, l.required_arrival_days]));
  for (const l of entered) {
    const asked = lineNeeds(needs, required.get(l.lineId));
    const rule =
      taxRateProblem(l.taxRate) ??
      priceProblem(l.unitPriceWithTax) ??
      (!asked.brand || l.brand ? null : 'brandRequired') ??
      (!asked.arrivalDays || l.arrivalDays > 0 ? null : 'arrivalDaysPositive');
    if (rule) throw lineRefusal(l.lineNo, rule, lang);
  }
  const quoted = new Set(entered.map((l) => l.lineId));
  for (const pkg of packages) {
    const missing = lines.filter((l) => (pkg === '' || l.bid_package === pkg) && !quoted.has(l.line_id)).length;
    if (missing) throw pkg === '' ? quotationRefusal(400, 'linesIncomplete', lang, { count: missing }) : quotationRefusal(400, 'bidPackageIncomplete', lang, { package: pkg, count: missing });
  }
  const answered = new Map(content.terms.map((t) => [t.termId, t]));
  if (termIds.some((id) => !answered.get(id)?.isAgree && !answered.get(id)?.difference)) throw quotationRefusal(400, 'termsRequired', lang);
  const files = await publicDb(ctx.db)
    .selectFrom('attachment')
    .select(['file_business_type'])
    .where('business_id', '=', row.quotation_id)
    .where('owner_kind', '=', 'supplier')
    .where('owner_id', '=', row.supplier_id)
    .execute();
  if (!files.some((f) => f.file_business_type !== null && BID_FILE_TYPES.includes(f.file_business_type))) throw quotationRefusal(400, 'bidFileRequired', lang);
  const stray = files.find((f) => !f.file_business_type || (!BID_FILE_TYPES.includes(f.file_business_type) && !QUOTATION_SHEET_TYPES.includes(f.file_business_type)));
  if (stray) throw quotationRefusal(400, 'quotationFileType', lang);
}

/** A send that met another with the same key between its checks and its write: answer that one's receipt. */
class SameKeyRace extends Error {}

/** updateQuotation / updateSecondQuotation with type 'send'. */
export async function sendQuotation(ctx: AppContext, caller: SupplierCaller, round: Round, quotationId: string, key: string, lang: Language): Promise<Receipt> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await sendOnce(ctx, caller, round, quotationId, key, lang);
    } catch (err) {
      if (!(err instanceof SameKeyRace) || attempt > 2) throw err;
    }
  }
}

async function earlierSend(ctx: AppContext, caller: SupplierCaller, quotationId: string, key: string, lang: Language): Promise<Receipt | null> {
  const sdb = sourcingDb(ctx.db);
  const sent = await sdb.selectFrom('quotation_send').selectAll().where('supplier_id', '=', caller.supplierId).where('idempotency_key', '=', key).executeTakeFirst();
  if (!sent) return null;
  const q = await sdb.selectFrom('quotation').select(['quotation_num', 'status', 'digest']).where('quotation_id', '=', sent.quotation_id).executeTakeFirstOrThrow();
  // The key answers its own send only while that send stands; used for anything else it is refused.
  if (sent.quotation_id !== quotationId || q.status !== 'sent' || q.digest !== sent.digest) throw quotationRefusal(409, 'sendKeyUsed', lang);
  return { quotationId: sent.quotation_id, quotationNum: q.quotation_num, round: sent.round, sentAt: new Date(sent.sent_at).toISOString(), digest: sent.digest };
}

async function sendOnce(ctx: AppContext, caller: SupplierCaller, round: Round, quotationId: string, key: string, lang: Language): Promise<Receipt> {
  const earlier = await earlierSend(ctx, caller, quotationId, key, lang);
  if (earlier) return earlier;
  const row = await ownQuotation(ctx, caller, quotationId);
  if (row.round !== round) throw notFound();
  const source = await sourceOr404(ctx, row.source_id);
  const packages = await requireMayQuote(ctx, source, caller, round, lang);
  if (row.status === 'sent') throw quotationRefusal(409, 'alreadySent', lang);
  if (row.status === 'cancelled') throw quotationRefusal(409, 'quotationCancelled', lang);
  const [lines, terms] = await Promise.all([sourceLines(ctx.db, source.source_id), sourceTerms(ctx.db, source.source_id)]);
  const draft = await unsealQuotation(ctx.db, ctx.clock, row, { kind: 'owner', supplierId: caller.supplierId });
  await checkSendRules(ctx, source, row, draft, lines, terms.map((t) => t.term_id), packages, lang);

  // The amounts again, from the source's quantities: what is sent is what the server computed.
  const quantities = new Map(lines.map((l) => [l.line_id, String(l.quantity)]));
  const sentLines = draft.lines.map(({ amountWithTax: _a, tax: _t, ...l }) => withAmounts(l, quantities.get(l.lineId)!));
  const content = asStored({ header: { ...draft.header, ...totals(sentLines) }, lines: sentLines, terms: draft.terms });
  const sentAt = ctx.clock.now();
  const salt = newReceiptSalt();
  const digest = sha256Hex(canonicalQuotation({ quotationNum: row.quotation_num, sourceId: row.source_id, supplierId: row.supplier_id, round: row.round, sentAt: sentAt.toISOString(), content, salt }));
  const sealed = await sealQuotation(ctx.db, ctx.clock, row, content, salt);

  await ctx.db.transaction().execute(async (trx) => {
    const tdb = sourcingDb(trx);
    const keyed = await tdb
      .insertInto('quotation_send')
      .values({ supplier_id: caller.supplierId, idempotency_key: key, quotation_id: row.quotation_id, round: row.round, digest, sent_at: sentAt })
      .onConflict((oc) => oc.columns(['supplier_id', 'idempotency_key']).doNothing())
      .returning('idempotency_key')
      .executeTakeFirst();
    if (!keyed) throw new SameKeyRace();
    const updated = await tdb
      .updateTable('quotation')
      .set({ status: 'sent', sealed, line_count: content.lines.length, digest, sent_at: sentAt, cancelled_at: null, updated_by: caller.userId })
      .where('quotation_id', '=', row.quotation_id)
      .where('status', '=', 'draft')
      .returning('quotation_id')
      .executeTakeFirst();
    if (!updated) throw quotationRefusal(409, 'alreadySent', lang);
    // Quotation, round and time only: the digest enters the log with the opening (opening.ts), and
    // nothing else derived from the content (not even its line count) is there before it.
    await audit(trx, ctx.clock, {
      actorKind: 'portal',
      actorId: caller.userId,
      action: 'quotation.send',
      target: `quotation:${row.quotation_id}`,
      detail: { sourceId: row.source_id, supplierId: row.supplier_id, round: row.round, quotationNum: row.quotation_num },
    });
  });
  return { quotationId: row.quotation_id, quotationNum: row.quotation_num, round: row.round, sentAt: sentAt.toISOString(), digest };
}

/** updateQuotation / updateSecondQuotation with type 'cancel': a draft or sent quotation, before the deadline. */
export async function cancelQuotation(ctx: AppContext, caller: SupplierCaller, round: Round, quotationId: string, lang: Language) {
  const row = await ownQuotation(ctx, caller, quotationId);
  if (row.round !== round) throw notFound();
  const source = await sourceOr404(ctx, row.source_id);
  requireRoundOpen(ctx, source, round, lang);
  if (row.status !== 'cancelled') {
    const now = ctx.clock.now();
    await ctx.db.transaction().execute(async (trx) => {
      await sourcingDb(trx).updateTable('quotation').set({ status: 'cancelled', cancelled_at: now, updated_by: caller.userId }).where('quotation_id', '=', row.quotation_id).execute();
      await audit(trx, ctx.clock, {
        actorKind: 'portal',
        actorId: caller.userId,
        action: 'quotation.cancel',
        target: `quotation:${row.quotation_id}`,
        detail: { sourceId: row.source_id, supplierId: row.supplier_id, round: row.round, was: row.status },
      });
    });
  }
  const after = await ownQuotation(ctx, caller, quotationId);
  return { quotationId: after.quotation_id, quotationNum: after.quotation_num, round: after.round, status: after.status, cancelledAt: iso(after.cancelled_at) };
}

/**
 * findQuotationById / findHisQuotationById: the caller's quotation of the round (null when it has
 * none). Asked by quotationId, another supplier's is "not found", like one that never existed.
 */
export async function findQuotation(ctx: AppContext, caller: SupplierCaller, sourceIdOrNum: string, round: number | 'current', quotationId: string | undefined): Promise<QuotationView | null> {
  const source = await sourceOr404(ctx, sourceIdOrNum);
  const wanted: Round = round === 'current' ? source.current_round : round === 2 ? 2 : 1;
  let row: QuotationRow | undefined;
  if (quotationId) {
    row = await ownQuotation(ctx, caller, quotationId);
    if (row.source_id !== source.source_id || (round !== 'current' && row.round !== wanted)) throw notFound();
  } else {
    row = await roundRow(ctx, source.source_id, caller.supplierId, wanted);
  }
  if (!row) return null;
  const content = await unsealQuotation(ctx.db, ctx.clock, row, { kind: 'owner', supplierId: caller.supplierId });
  return quotationView(row, content, await sourceLines(ctx.db, source.source_id));
}
