import ExcelJS from 'exceljs';
import { zipExpandedSize } from './zip-size';

async function smallWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('s').addRow(['a', 1, 'b'.repeat(5000)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

it('adds up what a workbook says it expands to', async () => {
  const bytes = await smallWorkbook();
  const size = zipExpandedSize(bytes)!;
  expect(size.entries).toBeGreaterThan(5);
  expect(size.bytes).toBeGreaterThan(5000);
});

it('reports the size the central directory claims, before anything is inflated', async () => {
  const bytes = await smallWorkbook();
  const at = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  bytes.writeUInt32LE(0x7fffffff, at + 24);
  expect(zipExpandedSize(bytes)!.bytes).toBeGreaterThanOrEqual(0x7fffffff);
});

it('is null for bytes that are no ZIP archive', () => {
  expect(zipExpandedSize(Buffer.from('line;price\n1;2\n'))).toBeNull();
  expect(zipExpandedSize(Buffer.alloc(0))).toBeNull();
});
