// A supplier's own list as an .xlsx (issue 35: the contract, delivery-note and fee lists export to
// Excel with the filters applied). The workbook is written with exceljs, as the quotation's Excel
// files are (quotation-excel/workbook.ts), and loaded on first use the same way: a server that
// never exports does not carry it in memory. Times are written as text on China time with the zone
// in the heading (the portal shows times with their zone); amounts keep every digit.
import type { FastifyReply } from 'fastify';
import type { Language } from '../../platform/constants';
import { hit } from '../../platform/rate-limit';
import type { AppContext } from '../../platform/context';
import { contentDisposition } from '../files/content-disposition';
import { decimalCell } from '../quotation-excel/workbook';

/** The most rows one export writes; a bigger list says so in its last row (narrow the search). */
export const EXPORT_MAX_ROWS = 5000;
/** Exports per supplier and sliding minute: each one reads up to EXPORT_MAX_ROWS rows and builds a workbook. */
export const EXPORTS_PER_MINUTE = 10;

export type Texts = Record<Language, string>;

export interface SheetColumn<R> {
  heading: Texts;
  width: number;
  value: (row: R, lang: Language) => string | number | null;
}

type ExcelModule = typeof import('exceljs');
let loaded: Promise<ExcelModule> | undefined;
const excel = () => (loaded ??= import('exceljs').then((m) => ((m as unknown as { default?: ExcelModule }).default ?? m) as ExcelModule));

const MORE_ROWS: Texts = {
  'zh-CN': '仅导出前 {{n}} 行，请缩小查询范围后再导出其余记录',
  'en-US': 'Only the first {{n}} rows were exported: narrow the search to export the rest',
  'vi-VN': 'Chỉ xuất {{n}} dòng đầu: hãy thu hẹp tìm kiếm để xuất phần còn lại',
};

/** An exact decimal string as a cell: a number when Excel holds it exactly, else the text. */
export const amountCell = (v: string | null | undefined) => decimalCell(v === null || v === undefined ? null : String(v));

/**
 * One sheet: the headings in the reader's language (bold, frozen), one row per record. `rows` may
 * hold one more than EXPORT_MAX_ROWS: that extra one only says the list was cut.
 */
export async function listWorkbook<R>(sheetName: string, columns: SheetColumn<R>[], rows: R[], lang: Language): Promise<Buffer> {
  const { Workbook } = await excel();
  const book = new Workbook();
  book.creator = 'supplier portal';
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ key: String(i), width: c.width }));
  const header = sheet.addRow(columns.map((c) => c.heading[lang]));
  header.font = { bold: true };
  for (const row of rows.slice(0, EXPORT_MAX_ROWS)) sheet.addRow(columns.map((c) => c.value(row, lang)));
  if (rows.length > EXPORT_MAX_ROWS) sheet.addRow([MORE_ROWS[lang].replace('{{n}}', EXPORT_MAX_ROWS.toLocaleString('en-US'))]).font = { italic: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Counts one export against the supplier's budget (429 past it). */
export const countExport = (ctx: AppContext, supplierId: string) => hit(ctx.db, ctx.clock, { bucket: `list-export:${supplierId}`, max: EXPORTS_PER_MINUTE, windowMs: 60_000 });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a workbook as a download under its name; never cached (it is the caller's own data). */
export function sendWorkbook(reply: FastifyReply, fileName: string, content: Buffer) {
  return reply.header('content-type', XLSX).header('content-disposition', contentDisposition(fileName)).header('cache-control', 'no-store').send(content);
}

/** A file name with the day it was made on the China calendar: 'contracts-2026-11-28.xlsx'. */
export const datedName = (stem: string, now: Date) => `${stem}-${new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10)}.xlsx`;
