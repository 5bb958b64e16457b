// Reads a workbook the portal let the browser download, with the server's own Excel library (the
// e2e package does not depend on it).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Book {
  worksheets: { eachRow(cb: (row: { values: unknown }) => void): void }[];
  xlsx: { load(data: Buffer): Promise<unknown> };
}
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ExcelJS = createRequire(path.join(REPO, 'server', 'package.json'))('exceljs') as { Workbook: new () => Book };

/** The workbook's first sheet as rows of values (heading row first). */
export async function sheetRows(file: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(file));
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
