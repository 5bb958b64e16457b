// Quotation lines through Excel (issue 14, spec 02 §7 exportBjLines / exportBjLinesNew /
// exportQuotation, §8 import messages). The template is for a signed-up supplier and holds the lines
// it may quote; an import is checked row by row against spec 02 §5 — every error with its row and
// column, nothing saved while there is one — and then saved through the quotation module's own temp
// save (saveQuotation), so sealing, the owner, the deadline and the bounds are decided where they
// always are. Exports read the caller's own quotation through findQuotation (owner unsealing).
import { MEMO_MAX } from '@portal/shared/core';
import type { AppContext } from '../../platform/context';
import type { Language } from '../../platform/constants';
import { AppError, notFound } from '../../platform/errors';
import { quotationMessage, quotationRefusal } from '../quotation/messages';
import { requireInvited, requireMayQuote, requireQualified, signedUpPackages, sourceOr404 } from '../quotation/participation';
import { LINES_MAX } from '../quotation/schemas';
import { findQuotation, priceProblem, saveQuotation, taxRateProblem, type QuotationView, type Round, type SaveInput } from '../quotation/service';
import { sourceLines, sourceTerms, type SourceRow } from '../sourcing/queries';
import type { SupplierCaller } from '../sourcing/supplier-access';
import { columnOf, type FillKey } from './columns';
import { excelMessage, type ExcelMessageKey } from './messages';
import { linesTemplate, quotationWorkbook, readLinesTemplate, type ImportProblem, type TemplateLine, type TemplateRow } from './workbook';

export interface ExcelFile {
  fileName: string;
  content: Buffer;
}

/** An import refused: one of the three §8 messages, and every problem with its row and column. */
export class ImportRefused extends AppError {
  constructor(
    message: string,
    readonly errors: ImportProblem[],
  ) {
    super(400, message);
  }
}

type Line = Awaited<ReturnType<typeof sourceLines>>[number];

const BRAND_MAX = 200;
const DAYS_MAX = 36_500;

/** The lines a supplier may quote: those of the packages it signed up for ('' = every line). */
const quotable = (lines: Line[], packages: string[]) => (packages.includes('') ? lines : lines.filter((l) => l.bid_package !== null && packages.includes(l.bid_package)));

const templateLine = (l: Line): TemplateLine => ({
  lineId: l.line_id,
  lineNo: l.line_no,
  itemCode: l.item_code,
  description: l.description,
  specification: l.specification,
  quantity: String(l.quantity),
  unit: l.unit,
  bidPackage: l.bid_package,
  requiredArrivalDays: l.required_arrival_days,
});

/** Signed up (and still qualified and invited): who may have the template. Returns the packages. */
async function requireSignedUp(ctx: AppContext, source: SourceRow, caller: SupplierCaller, lang: Language): Promise<string[]> {
  await requireQualified(ctx, caller, lang);
  await requireInvited(ctx, source, caller, lang);
  const packages = await signedUpPackages(ctx, source.source_id, caller.supplierId);
  if (!packages.length) throw quotationRefusal(403, 'notSignedUp', lang);
  return packages;
}

/**
 * exportBjLines (blank) and exportBjLinesNew (filled in with the caller's quotation of the current
 * round — or, in round 2 before a round-2 draft exists, its round-1 quotation — so a supplier can
 * download what it has, change it in Excel and import it again).
 */
export async function exportLinesTemplate(ctx: AppContext, caller: SupplierCaller, sourceId: string, withValues: boolean, lang: Language): Promise<ExcelFile> {
  const source = await sourceOr404(ctx, sourceId);
  const packages = await requireSignedUp(ctx, source, caller, lang);
  const lines = quotable(await sourceLines(ctx.db, source.source_id), packages).map(templateLine);
  if (withValues) {
    const own =
      (await findQuotation(ctx, caller, source.source_id, source.current_round, undefined)) ??
      (source.current_round === 2 ? await findQuotation(ctx, caller, source.source_id, 1, undefined) : null);
    const values = new Map((own?.lines ?? []).map((l) => [l.lineId, l]));
    for (const line of lines) {
      const v = values.get(line.lineId);
      if (v) line.filled = { taxRate: v.taxRate, unitPriceWithTax: v.unitPriceWithTax, brand: v.brand, arrivalDays: v.arrivalDays, supplierRemark: v.supplierRemark };
    }
  }
  return { fileName: excelMessage('templateFile', lang, { sourceNum: source.source_num }), content: await linesTemplate(lines, lang) };
}

/** exportQuotation: the caller's own quotation of the round (the current one by default). */
export async function exportQuotation(ctx: AppContext, caller: SupplierCaller, sourceId: string, round: number | undefined, lang: Language): Promise<ExcelFile> {
  const source = await sourceOr404(ctx, sourceId);
  const quotation = await findQuotation(ctx, caller, source.source_id, round ?? 'current', undefined);
  if (!quotation) throw notFound();
  const [lines, terms] = await Promise.all([sourceLines(ctx.db, source.source_id), sourceTerms(ctx.db, source.source_id)]);
  const quoted = new Set(quotation.lines.map((l) => l.lineId));
  const content = await quotationWorkbook(
    {
      sourceNum: source.source_num,
      sourceTitle: (lang === 'zh-CN' ? source.source_title : source.source_title_en || source.source_title) ?? '',
      quotation,
      lines: lines.filter((l) => quoted.has(l.line_id)).map(templateLine),
      terms: terms.map((t) => ({ termId: t.term_id, termNo: t.term_no, name: t.name, content: t.content })),
    },
    lang,
  );
  return { fileName: excelMessage('quotationFile', lang, { quotationNum: quotation.quotationNum }), content };
}

type Checked = { lines: NonNullable<SaveInput['lines']>; problems: ImportProblem[] };

/** Spec 02 §5 on every row of the file; a row with nothing entered leaves its line unquoted. */
function checkRows(rows: TemplateRow[], lines: Line[], packages: string[], lang: Language): Checked {
  const byId = new Map(lines.map((l) => [l.line_id, l]));
  const allowed = new Set(quotable(lines, packages).map((l) => l.line_id));
  const seen = new Set<string>();
  const problems: ImportProblem[] = [];
  const out: Checked['lines'] = [];
  const at = (row: number, key: 'lineId' | FillKey, message: string) => {
    const { letter, column } = columnOf(key);
    problems.push({ row, column: letter, field: column.heading[lang], message });
  };
  for (const r of rows) {
    const v = r.values;
    const entered = Object.values(v).some((x) => x !== '');
    const line = byId.get(r.lineId);
    if (!r.lineId) {
      at(r.row, 'lineId', excelMessage('lineIdMissing', lang));
      continue;
    }
    if (!line) {
      at(r.row, 'lineId', quotationMessage('unknownLine', lang, { lineId: r.lineId }));
      continue;
    }
    if (!allowed.has(line.line_id)) {
      // A line of a package not signed up for: fine while left empty (copied from another template).
      if (entered) at(r.row, 'lineId', quotationMessage('lineNotSignedUp', lang, { lineId: r.lineId }));
      continue;
    }
    if (seen.has(line.line_id)) {
      at(r.row, 'lineId', quotationMessage('duplicateLine', lang, { lineId: r.lineId }));
      continue;
    }
    seen.add(line.line_id);
    const taxRate = v.taxRate.replace(/\s*%$/, '');
    if (entered) {
      // A number text the reader refused says why (issue 33) instead of the field's general rule.
      const refused = r.refused;
      for (const [key, reason] of Object.entries(refused)) {
        // A fraction of a day or a minus on days is §8's own message ("a positive integer").
        const days = key === 'arrivalDays' && (reason === 'wholeNumberOnly' || reason === 'minusNotAllowed');
        at(r.row, key as FillKey, excelMessage(days ? 'arrivalDaysPositive' : (`number_${reason}` as ExcelMessageKey), lang));
      }
      const rate = refused.taxRate ? null : taxRateProblem(taxRate);
      if (rate) at(r.row, 'taxRate', quotationMessage(rate, lang));
      const price = refused.unitPriceWithTax ? null : priceProblem(v.unitPriceWithTax);
      if (price) at(r.row, 'unitPriceWithTax', quotationMessage(price, lang));
      if (!v.brand) at(r.row, 'brand', quotationMessage('brandRequired', lang));
      else if (Array.from(v.brand).length > BRAND_MAX) at(r.row, 'brand', excelMessage('tooLong', lang, { max: BRAND_MAX }));
      if (!refused.arrivalDays && (!/^\d{1,5}$/.test(v.arrivalDays) || Number(v.arrivalDays) < 1 || Number(v.arrivalDays) > DAYS_MAX)) at(r.row, 'arrivalDays', excelMessage('arrivalDaysPositive', lang));
      if (Array.from(v.supplierRemark).length > MEMO_MAX) at(r.row, 'supplierRemark', excelMessage('tooLong', lang, { max: MEMO_MAX }));
    }
    out.push({ lineId: line.line_id, taxRate, unitPriceWithTax: v.unitPriceWithTax, brand: v.brand, arrivalDays: v.arrivalDays, supplierRemark: v.supplierRemark });
  }
  return { lines: out, problems };
}

/** The §8 message that heads a refused import: arrival days when that is all that is wrong. */
function headline(problems: ImportProblem[], lang: Language): string {
  const arrival = excelMessage('arrivalDaysPositive', lang);
  return problems.every((p) => p.message === arrival) ? arrival : excelMessage('linesFailed', lang);
}

/**
 * importQuotationLines: the rows of the file become the lines of the caller's draft of the round
 * (the current one by default). The file decides the lines it holds — a row left empty clears its
 * line — while the draft's other lines, its header and its terms stay as they were.
 */
export async function importLines(ctx: AppContext, caller: SupplierCaller, sourceId: string, round: Round | undefined, bytes: Buffer, lang: Language): Promise<QuotationView> {
  const source = await sourceOr404(ctx, sourceId);
  const wanted: Round = round ?? source.current_round;
  // Refusals of the caller (not signed up, too late, …) before anything in the file.
  const packages = await requireMayQuote(ctx, source, caller, wanted, lang);
  const read = await readLinesTemplate(bytes, lang, LINES_MAX);
  if (!read.ok) throw new ImportRefused(excelMessage('importFailed', lang), read.problems);
  const checked = checkRows(read.rows, await sourceLines(ctx.db, source.source_id), packages, lang);
  if (checked.problems.length) throw new ImportRefused(headline(checked.problems, lang), checked.problems);

  const draft = await findQuotation(ctx, caller, source.source_id, wanted, undefined);
  const fromFile = new Set(checked.lines.map((l) => l.lineId));
  const h = draft?.header;
  const input: SaveInput = {
    sourceId: source.source_id,
    header: h ? { offeror: h.offeror, validityDate: h.validityDate ?? '', arrivalDays: h.arrivalDays ?? '', currency: h.currency, remark: h.remark ?? '' } : {},
    lines: [
      ...(draft?.lines ?? [])
        .filter((l) => !fromFile.has(l.lineId))
        .map((l) => ({ lineId: l.lineId, taxRate: l.taxRate ?? '', unitPriceWithTax: l.unitPriceWithTax ?? '', brand: l.brand ?? '', arrivalDays: l.arrivalDays ?? '', supplierRemark: l.supplierRemark ?? '' })),
      ...checked.lines,
    ],
    terms: (draft?.terms ?? []).map((t) => ({ termId: t.termId, isAgree: t.isAgree, ...(t.difference ? { difference: t.difference } : {}) })),
  };
  return saveQuotation(ctx, caller, wanted, input, lang);
}
