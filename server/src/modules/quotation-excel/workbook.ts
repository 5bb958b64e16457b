// The .xlsx files of a quotation, written and read with exceljs: the lines template (read-only line
// fields, five columns to fill, the line id hidden in column A), the supplier's own quotation, and
// the reading of a filled template back into rows. exceljs is loaded on first use: a server that
// never touches a workbook does not carry it in memory.
import type { Cell, Workbook, Worksheet } from 'exceljs';
import { chinaAndVietnamTimes, readLocaleNumber, type NumberReadOptions, type NumberRefusal } from '@portal/shared/core';
import type { Language } from '../../platform/constants';
import { digitCount } from '../quotation/decimal';
import { QUOTATION_LABELS, TEMPLATE_COLUMNS, columnLetter, type FillKey, type Heading } from './columns';
import { excelMessage, inEveryLanguage } from './messages';
import { zipExpandedSize } from './zip-size';

/** What an uploaded template may expand to (a 1,000-line template is well under 1 MB unpacked): bounds the parse's memory and CPU. */
const EXPANDED_MAX = 16 * 1024 * 1024;
const ENTRIES_MAX = 500;

type ExcelModule = typeof import('exceljs');
let loaded: Promise<ExcelModule> | undefined;
async function newWorkbook(): Promise<Workbook> {
  loaded ??= import('exceljs').then((m) => ((m as unknown as { default?: ExcelModule }).default ?? m) as ExcelModule);
  const excel = await loaded;
  const book = new excel.Workbook();
  book.creator = 'supplier portal';
  return book;
}

const HEADER_FONT = { bold: true };
const FILL_HEADER = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } } as const;
const READ_ONLY_HEADER = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7E6E6' } } as const;

/**
 * A decimal string as a cell value: a number when Excel's double holds it exactly as written (up to
 * 15 digits), otherwise the text itself, so no digit is ever lost on the way out.
 */
export function decimalCell(text: string | null | undefined): number | string | null {
  if (text === null || text === undefined || text === '') return null;
  return digitCount(text) <= 15 && /^\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

export interface TemplateLine {
  lineId: string;
  lineNo: number;
  itemCode: string | null;
  description: string;
  specification: string | null;
  quantity: string;
  unit: string | null;
  bidPackage: string | null;
  requiredArrivalDays: number | null;
  /** Values already entered (exportBjLinesNew), as the draft holds them. */
  filled?: Partial<Record<FillKey, string | number | null>>;
}

/** The lines template of spec 02 §7 exportBjLines / exportBjLinesNew. */
export async function linesTemplate(lines: TemplateLine[], lang: Language): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet(excelMessage('linesSheet', lang), { views: [{ state: 'frozen', xSplit: 2, ySplit: 1 }] });
  sheet.columns = TEMPLATE_COLUMNS.map((c) => ({ key: c.key, width: c.width, hidden: c.key === 'lineId' }));
  const header = sheet.getRow(1);
  TEMPLATE_COLUMNS.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.value = c.heading[lang];
    cell.font = HEADER_FONT;
    cell.fill = c.fill ? FILL_HEADER : READ_ONLY_HEADER;
  });
  for (const l of lines) {
    const f = l.filled ?? {};
    sheet.addRow({
      lineId: l.lineId,
      lineNo: l.lineNo,
      itemCode: l.itemCode,
      description: l.description,
      specification: l.specification,
      quantity: decimalCell(l.quantity),
      unit: l.unit,
      bidPackage: l.bidPackage,
      requiredArrivalDays: l.requiredArrivalDays,
      taxRate: decimalCell(f.taxRate === undefined || f.taxRate === null ? null : String(f.taxRate)),
      unitPriceWithTax: decimalCell(f.unitPriceWithTax === undefined || f.unitPriceWithTax === null ? null : String(f.unitPriceWithTax)),
      brand: f.brand ?? null,
      arrivalDays: f.arrivalDays ?? null,
      supplierRemark: f.supplierRemark ?? null,
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export interface QuotationSheetInput {
  sourceNum: string;
  sourceTitle: string;
  quotation: {
    quotationNum: string;
    round: number;
    status: 'draft' | 'sent' | 'cancelled';
    savedAt: string | null;
    sentAt: string | null;
    digest: string | null;
    header: { offeror: string; validityDate: string | null; arrivalDays: number | null; currency: string; remark: string | null; totalWithTax: string; totalTax: string };
    lines: { lineId: string; lineNo: number; taxRate: string | null; unitPriceWithTax: string | null; amountWithTax: string | null; tax: string | null; brand: string | null; arrivalDays: number | null; supplierRemark: string | null }[];
    terms: { termId: string; isAgree: boolean; difference: string | null }[];
  };
  lines: TemplateLine[];
  terms: { termId: string; termNo: number; name: string; content: string }[];
}

/** A stored instant as a person reads it in a cell: both clocks, each naming its zone. */
function zonedInstant(value: string | null): string | null {
  if (!value) return null;
  const { china, vietnam } = chinaAndVietnamTimes(value, 'yyyy-MM-dd hh:mm:ss');
  return `${china} / ${vietnam}`;
}

/** The supplier's own quotation (exportQuotation): the header block, every line with its amounts, the terms. */
export async function quotationWorkbook(input: QuotationSheetInput, lang: Language): Promise<Buffer> {
  const label = (key: keyof typeof QUOTATION_LABELS) => (QUOTATION_LABELS[key] as Heading)[lang];
  const q = input.quotation;
  const book = await newWorkbook();
  const sheet = book.addWorksheet(excelMessage('quotationSheet', lang));
  const facts: [string, string | number | null][] = [
    [label('quotationNum'), q.quotationNum],
    [label('source'), `${input.sourceNum} ${input.sourceTitle}`],
    [label('round'), q.round],
    [label('status'), label(q.status)],
    [label('savedAt'), zonedInstant(q.savedAt)],
    [label('sentAt'), zonedInstant(q.sentAt)],
    [label('digest'), q.digest],
    [label('offeror'), q.header.offeror],
    [label('validityDate'), q.header.validityDate],
    [label('arrivalDays'), q.header.arrivalDays],
    [label('currency'), q.header.currency],
    [label('totalWithTax'), decimalCell(q.header.totalWithTax)],
    [label('totalTax'), decimalCell(q.header.totalTax)],
    [label('remark'), q.header.remark],
  ];
  for (const [name, value] of facts) {
    const row = sheet.addRow([name, value]);
    row.getCell(1).font = HEADER_FONT;
  }
  sheet.addRow([]);
  const heading = (key: (typeof TEMPLATE_COLUMNS)[number]['key']) => TEMPLATE_COLUMNS.find((c) => c.key === key)!.heading[lang];
  const table = sheet.addRow([
    heading('lineNo'),
    heading('itemCode'),
    heading('description'),
    heading('specification'),
    heading('quantity'),
    heading('unit'),
    heading('bidPackage'),
    heading('taxRate'),
    heading('unitPriceWithTax'),
    label('amountWithTax'),
    label('tax'),
    heading('brand'),
    heading('arrivalDays'),
    heading('supplierRemark'),
  ]);
  table.font = HEADER_FONT;
  const quoted = new Map(q.lines.map((l) => [l.lineId, l]));
  for (const l of input.lines) {
    const v = quoted.get(l.lineId);
    sheet.addRow([
      l.lineNo,
      l.itemCode,
      l.description,
      l.specification,
      decimalCell(l.quantity),
      l.unit,
      l.bidPackage,
      decimalCell(v?.taxRate),
      decimalCell(v?.unitPriceWithTax),
      decimalCell(v?.amountWithTax),
      decimalCell(v?.tax),
      v?.brand ?? null,
      v?.arrivalDays ?? null,
      v?.supplierRemark ?? null,
    ]);
  }
  [10, 16, 36, 24, 12, 8, 14, 12, 18, 18, 14, 24, 12, 30].forEach((width, i) => (sheet.getColumn(i + 1).width = width));

  const termsSheet = book.addWorksheet(excelMessage('termsSheet', lang));
  termsSheet.addRow([label('termNo'), label('termName'), label('termContent'), label('isAgree'), label('difference')]).font = HEADER_FONT;
  const answers = new Map(q.terms.map((t) => [t.termId, t]));
  for (const t of input.terms) {
    const a = answers.get(t.termId);
    termsSheet.addRow([t.termNo, t.name, t.content, a ? label(a.isAgree ? 'yes' : 'no') : null, a?.difference ?? null]);
  }
  [10, 24, 60, 10, 40].forEach((width, i) => (termsSheet.getColumn(i + 1).width = width));
  return Buffer.from(await book.xlsx.writeBuffer());
}

// ——— Reading a filled template ———

/** One problem of an uploaded workbook, where it is: 1-based row, column letter, the column's heading. */
export interface ImportProblem {
  row: number | null;
  column: string | null;
  field: string | null;
  message: string;
}

export interface TemplateRow {
  /** 1-based, as Excel shows it. */
  row: number;
  lineId: string;
  /** Numbers as exact decimals ('1234.56'); a text the reader refused stays as written. */
  values: Record<FillKey, string>;
  /** The number cells whose text could not be read for certain, with the reason. */
  refused: Partial<Record<FillKey, NumberRefusal>>;
}

export type ReadResult = { ok: true; rows: TemplateRow[] } | { ok: false; problems: ImportProblem[] };

/** A number as a person typed it: 15 significant digits (what Excel keeps), no float noise. */
function numberText(n: number, percent: boolean): string {
  const value = percent ? n * 100 : n;
  return String(Number(value.toPrecision(15)));
}

/** The text of a cell whatever Excel stored: number, text, rich text, formula result, link. */
export function cellText(cell: Cell): string {
  const value = cell.value as unknown;
  const of = (v: unknown): string => {
    if (v === null || v === undefined) return '';
    if (typeof v === 'number') return numberText(v, /%/.test(cell.numFmt ?? ''));
    if (typeof v === 'string') return v.trim();
    if (typeof v === 'boolean') return String(v);
    if (v instanceof Date) return v.toISOString();
    if (typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (Array.isArray(o.richText)) return (o.richText as { text: string }[]).map((r) => r.text).join('').trim();
      if ('formula' in o || 'sharedFormula' in o) return of(o.result);
      if ('text' in o) return of(o.text);
      if ('error' in o) return String(o.error);
    }
    return String(v).trim();
  };
  return of(value);
}

/** The number columns and how each is read (issue 33): days are whole. */
const NUMBER_COLUMNS: Partial<Record<FillKey, NumberReadOptions>> = { taxRate: {}, unitPriceWithTax: {}, arrivalDays: { maxFractionDigits: 0 } };

const numericValue = (v: unknown): boolean => typeof v === 'number' || (typeof v === 'object' && v !== null && ('formula' in v || 'sharedFormula' in v) && typeof (v as { result?: unknown }).result === 'number');

/**
 * A number column's cell: a number Excel stored stays that number (exactly as cellText writes it);
 * a text is read as the request's language writes numbers ('1.234,56' in vi-VN), by the same reader
 * as the screens, and refused rather than guessed when it cannot be read for certain.
 */
function numberCell(cell: Cell, key: FillKey, lang: Language): { text: string; refusal?: NumberRefusal } {
  const text = cellText(cell);
  const options = NUMBER_COLUMNS[key];
  if (!options || text === '' || numericValue(cell.value)) return { text };
  const written = key === 'taxRate' ? text.replace(/\s*%$/, '') : text;
  const read = readLocaleNumber(written, lang, options);
  return read.ok ? { text: read.value } : { text, refusal: read.reason };
}

/** The lines sheet of an upload in any of the three languages. */
function linesSheet(book: Workbook): Worksheet | undefined {
  const names = inEveryLanguage('linesSheet');
  return book.worksheets.find((s) => names.includes(s.name.trim()));
}

/**
 * Reads a filled lines template. The workbook must hold the lines sheet with the template's
 * headings (in any language) in row 1; anything else is "import failed, check template format",
 * each wrong heading with its cell. Rows with neither a line id nor a value are skipped.
 */
export async function readLinesTemplate(bytes: Buffer, lang: Language, maxRows: number): Promise<ReadResult> {
  const expanded = zipExpandedSize(bytes);
  const notWorkbook: ReadResult = { ok: false, problems: [{ row: null, column: null, field: null, message: excelMessage('notWorkbook', lang) }] };
  if (!expanded || expanded.entries > ENTRIES_MAX || expanded.bytes > EXPANDED_MAX) return notWorkbook;
  const book = await newWorkbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return notWorkbook;
  }
  const sheet = linesSheet(book);
  if (!sheet) return { ok: false, problems: [{ row: null, column: null, field: null, message: excelMessage('sheetMissing', lang, { sheet: excelMessage('linesSheet', lang) }) }] };
  const header = sheet.getRow(1);
  const problems: ImportProblem[] = [];
  TEMPLATE_COLUMNS.forEach((c, i) => {
    const text = cellText(header.getCell(i + 1));
    if (!Object.values(c.heading).includes(text)) problems.push({ row: 1, column: columnLetter(i + 1), field: c.heading[lang], message: excelMessage('headingExpected', lang, { heading: c.heading[lang] }) });
  });
  if (problems.length) return { ok: false, problems };

  const rows: TemplateRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1 || tooMany) return;
    const refused: TemplateRow['refused'] = {};
    const texts = TEMPLATE_COLUMNS.map((c, i) => {
      const read = numberCell(row.getCell(i + 1), c.key as FillKey, lang);
      if (read.refusal) refused[c.key as FillKey] = read.refusal;
      return read.text;
    });
    const lineId = texts[0];
    const values = Object.fromEntries(TEMPLATE_COLUMNS.flatMap((c, i) => (c.fill ? [[c.key, texts[i]]] : []))) as Record<FillKey, string>;
    if (!lineId && Object.values(values).every((v) => v === '')) return;
    if (rows.length >= maxRows) {
      tooMany = true;
      return;
    }
    rows.push({ row: rowNumber, lineId, values, refused });
  });
  if (tooMany) return { ok: false, problems: [{ row: null, column: null, field: null, message: excelMessage('tooManyRows', lang, { max: maxRows }) }] };
  return { ok: true, rows };
}
