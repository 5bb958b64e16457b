// Quotation lines through Excel (issue 14, spec 02 §7 exportBjLines / exportBjLinesNew /
// exportQuotation, §8 import messages): the template round trip, every import message with the row
// and column of each error in two languages, nothing saved while there is one, and who may have
// which file.
import ExcelJS from 'exceljs';
import { FixedClock } from '../../src/platform/clock';
import { sourcingDb } from '../../src/modules/sourcing/tables';
import { DAYS, fullQuotation, makeQuotableSource, makeSupplierSession, P, startQuotationServer, supplierCalls, type QuotableSource, type QuotationServer, type SupplierSession } from './helpers/quotation-fixtures';

const clock = new FixedClock(new Date('2026-11-24T08:00:00.000Z'));
let s: QuotationServer;
const api = supplierCalls(() => s.url);

beforeAll(async () => {
  s = await startQuotationServer(clock);
});
afterAll(() => s?.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const headers = (token: string | null, lang?: string) => ({ ...(token ? { 'isp-authorization': token } : {}), ...(lang ? { 'content-lang': lang } : {}) });

async function download(path: string, token: string | null, body: Record<string, unknown>, lang?: string) {
  const res = await fetch(`${s.url}${P}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers(token, lang) }, body: JSON.stringify(body) });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes };
}

async function workbook(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

async function importFile(token: string | null, sourceId: string, bytes: Buffer, lang?: string) {
  const form = new FormData();
  form.append('sourceId', sourceId);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: XLSX }), 'lines.xlsx');
  const res = await fetch(`${s.url}${P}/source/importQuotationLines`, { method: 'POST', headers: headers(token, lang), body: form });
  return { status: res.status, body: (await res.json()) as any };
}

/** A signed-up supplier and a source of `n` lines (quantity 2 each). */
async function signedUp(n: number, who?: SupplierSession) {
  const me = who ?? (await makeSupplierSession(s.db, clock));
  const src = await makeQuotableSource(s.db, clock, { lines: Array.from({ length: n }, () => ({ requiredArrivalDays: 30 })) });
  expect((await api.signUp(me.token, src.source_num)).status).toBe(200);
  return { me, src };
}

/** The template of the source, filled row by row by `fill` (row index from 0), as a file. */
async function filledTemplate(me: SupplierSession, src: QuotableSource, fill: (row: ExcelJS.Row, i: number) => void, lang?: string) {
  const got = await download('/source/exportBjLines', me.token, { sourceId: src.source_id }, lang);
  expect(got.status).toBe(200);
  const book = await workbook(got.bytes);
  const sheet = book.worksheets[0];
  for (let i = 0; i < src.lines.length; i++) fill(sheet.getRow(i + 2), i);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const goodRow = (row: ExcelJS.Row, i: number) => {
  row.getCell('J').value = 13;
  row.getCell('K').value = i % 2 ? `${100 + i}.25` : 100 + i; // typed as text and as a number
  row.getCell('L').value = 'ACME';
  row.getCell('M').value = 10;
  row.getCell('N').value = i === 0 ? '首行备注' : null;
};

describe('the lines template', () => {
  it('round trip: download, fill 50 lines, import, the draft holds them, and it is sent', async () => {
    const { me, src } = await signedUp(50);
    const got = await download('/source/exportBjLines', me.token, { sourceId: src.source_id });
    expect(got.type).toBe(XLSX);
    expect(got.disposition).toContain(`filename*=UTF-8''`);
    const book = await workbook(got.bytes);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('报价明细');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['明细ID', '行号', '物料编码', '物料描述', '规格型号', '数量', '单位', '标包', '要求到货天数', '税率(%)', '含税单价', '品牌/OEM/制造商', '到货天数', '备注']);
    expect(sheet.getColumn(1).hidden).toBe(true);
    expect(sheet.actualRowCount).toBe(51);
    expect(sheet.getRow(2).getCell(1).value).toBe(src.lines[0].line_id);
    expect(sheet.getRow(51).getCell(2).value).toBe(50);

    // The header and terms first; the import keeps them.
    const header = fullQuotation(src, '1');
    expect((await api.save(me.token, { sourceId: src.source_id, header: header.header, terms: header.terms })).status).toBe(200);
    const file = await filledTemplate(me, src, goodRow);
    const imported = await importFile(me.token, src.source_id, file);
    expect(imported.status).toBe(200);
    expect(imported.body.data.lines).toHaveLength(50);
    expect(imported.body.data.lines[0]).toMatchObject({ lineNo: 1, taxRate: '13', unitPriceWithTax: '100', amountWithTax: '200.00', brand: 'ACME', arrivalDays: 10, supplierRemark: '首行备注' });
    expect(imported.body.data.lines[1]).toMatchObject({ unitPriceWithTax: '101.25', amountWithTax: '202.50' });
    expect(imported.body.data.header).toMatchObject({ offeror: '张三', validityDate: '2027-12-31' });

    const found = await api.find(me.token, src.source_id);
    expect(found.body.data).toEqual(imported.body.data);
    expect((await api.attach(me.token, found.body.data.quotationId)).status).toBe(200);
    const sent = await api.send(me.token, found.body.data.quotationId, `excel-${Date.now()}`);
    expect(sent.status).toBe(200);
    expect(sent.body.data.digest).toMatch(/^[0-9a-f]{64}$/);

    // The caller's own quotation as a workbook, with the server's amounts.
    const exported = await download('/source/exportQuotation', me.token, { sourceId: src.source_id }, 'en-US');
    expect(exported.status).toBe(200);
    const q = await workbook(exported.bytes);
    expect(q.worksheets.map((w) => w.name)).toEqual(['Quotation', 'Terms']);
    const cells = q.worksheets[0].getSheetValues().flat().map(String);
    expect(cells).toContain(sent.body.data.quotationNum);
    expect(cells).toContain(sent.body.data.digest);
    expect(cells).toContain('200');
    // Its times on both clocks, each naming its zone (issue 33).
    const sentAt = cells.find((c) => c.includes('(UTC+8) / '));
    expect(sentAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(UTC\+8\) \/ \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(UTC\+7\)$/);
  });

  it('headings follow content-lang, and exportBjLinesNew carries the draft', async () => {
    const { me, src } = await signedUp(3);
    expect((await api.save(me.token, fullQuotation(src, '42.5'))).status).toBe(200);
    const blank = await workbook((await download('/source/exportBjLines', me.token, { sourceId: src.source_id }, 'en-US')).bytes);
    expect(blank.worksheets[0].name).toBe('Quotation lines');
    expect(blank.worksheets[0].getRow(1).getCell('J').value).toBe('Tax rate (%)');
    expect(blank.worksheets[0].getRow(2).getCell('K').value).toBeNull();
    const filled = await workbook((await download('/source/exportBjLinesNew', me.token, { sourceId: src.source_id }, 'vi-VN')).bytes);
    expect(filled.worksheets[0].name).toBe('Chi tiết báo giá');
    expect(filled.worksheets[0].getRow(2).getCell('K').value).toBe(42.5);
    expect(filled.worksheets[0].getRow(4).getCell('L').value).toBe('ACME');
    // A template downloaded in Vietnamese is imported by a caller reading Chinese.
    const again = await importFile(me.token, src.source_id, Buffer.from(await filled.xlsx.writeBuffer()), 'zh-CN');
    expect(again.status).toBe(200);
    expect(again.body.data.lines.map((l: { unitPriceWithTax: string }) => l.unitPriceWithTax)).toEqual(['42.5', '42.5', '42.5']);
  });

  it('in round 2, exportBjLinesNew starts from the round-1 quotation and the import fills the round-2 draft', async () => {
    const { me, src } = await signedUp(2);
    const first = await api.save(me.token, fullQuotation(src, '80'));
    expect((await api.attach(me.token, first.body.data.quotationId)).status).toBe(200);
    expect((await api.send(me.token, first.body.data.quotationId, `r1-${Date.now()}`)).status).toBe(200);
    await sourcingDb(s.db).updateTable('source').set({ current_round: 2, second_round_deadline: new Date(clock.now().getTime() + DAYS(1)) } as never).where('source_id', '=', src.source_id).execute();
    const book = await workbook((await download('/source/exportBjLinesNew', me.token, { sourceId: src.source_id })).bytes);
    expect(book.worksheets[0].getRow(2).getCell('K').value).toBe(80);
    book.worksheets[0].getRow(2).getCell('K').value = 75;
    book.worksheets[0].getRow(3).getCell('K').value = 76;
    const res = await importFile(me.token, src.source_id, Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ round: 2, status: 'draft' });
    expect(res.body.data.lines.map((l: { unitPriceWithTax: string }) => l.unitPriceWithTax)).toEqual(['75', '76']);
    expect((await api.findRound(me.token, src.source_id, 1)).body.data).toMatchObject({ status: 'sent', lines: [{ unitPriceWithTax: '80' }, { unitPriceWithTax: '80' }] });
  });

  it('getModelList hands out the template of the source, which answers GET with the token', async () => {
    const { me, src } = await signedUp(2);
    const res = await api.post('/source/getModelList', null, { type: 'wz', sourceId: src.source_id });
    expect(res.body.data[0]).toMatchObject({ code: 'quotationLines', url: `/isp/portal/source/exportBjLines?sourceId=${encodeURIComponent(src.source_id)}`, available: true });
    const got = await fetch(s.url + res.body.data[0].url, { headers: headers(me.token) });
    expect(got.status).toBe(200);
    expect((await workbook(Buffer.from(await got.arrayBuffer()))).worksheets[0].actualRowCount).toBe(3);
  });

  it('an upload over 5 MB or of nothing is refused with the upload messages', async () => {
    const { me, src } = await signedUp(1);
    const big = await importFile(me.token, src.source_id, Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'en-US');
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('File size must not exceed 5M');
    const empty = await importFile(me.token, src.source_id, Buffer.alloc(0), 'en-US');
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('The file size is 0 bytes');
  });
});

describe('import messages, with the row and column of every error', () => {
  const texts = {
    'zh-CN': { failed: '导入失败，请检查模板格式', arrival: '到货日期必须为正整数', lines: '报价明细导入异常', brand: '请输入品牌/OEM/制造商' },
    'en-US': { failed: 'Import failed, please check the template format', arrival: 'Arrival days must be a positive integer', lines: 'Quotation items import exception', brand: 'Please enter the brand / OEM / manufacturer' },
  } as const;

  for (const lang of ['zh-CN', 'en-US'] as const) {
    const t = texts[lang];

    it(`${lang}: a wrong heading or a file that is no workbook is 'import failed, check template format'`, async () => {
      const { me, src } = await signedUp(2);
      const file = await filledTemplate(me, src, goodRow);
      const book = await workbook(file);
      book.worksheets[0].getRow(1).getCell('K').value = 'price';
      const res = await importFile(me.token, src.source_id, Buffer.from(await book.xlsx.writeBuffer()), lang);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(t.failed);
      expect(res.body.data.errors).toEqual([{ row: 1, column: 'K', field: lang === 'zh-CN' ? '含税单价' : 'Unit price with tax', message: expect.stringContaining(lang === 'zh-CN' ? '含税单价' : 'Unit price with tax') }]);
      const notExcel = await importFile(me.token, src.source_id, Buffer.from('line;price\n1;2\n'), lang);
      expect(notExcel.status).toBe(400);
      expect(notExcel.body.msg).toBe(t.failed);
      expect(notExcel.body.data.errors).toEqual([{ row: null, column: null, field: null, message: expect.any(String) }]);
      expect((await api.find(me.token, src.source_id)).body.data).toBeNull();
    });

    it(`${lang}: arrival days that are not a positive integer, each with its cell`, async () => {
      const { me, src } = await signedUp(3);
      const file = await filledTemplate(me, src, (row, i) => {
        goodRow(row, i);
        if (i === 0) row.getCell('M').value = 0;
        if (i === 2) row.getCell('M').value = '2.5';
      });
      const res = await importFile(me.token, src.source_id, file, lang);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(t.arrival);
      expect(res.body.data.errors).toEqual([
        { row: 2, column: 'M', field: expect.any(String), message: t.arrival },
        { row: 4, column: 'M', field: expect.any(String), message: t.arrival },
      ]);
    });

    it(`${lang}: the other line rules are 'quotation items import exception', and nothing is saved`, async () => {
      const { me, src } = await signedUp(3);
      const before = await api.save(me.token, fullQuotation(src, '7'));
      expect(before.status).toBe(200);
      const file = await filledTemplate(me, src, (row, i) => {
        goodRow(row, i);
        if (i === 0) row.getCell('L').value = null;
        if (i === 1) row.getCell('J').value = 100;
        if (i === 2) {
          row.getCell('K').value = '12345678901234567';
          row.getCell('M').value = -1;
        }
      });
      const res = await importFile(me.token, src.source_id, file, lang);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(t.lines);
      expect(res.body.data.errors.map((e: { row: number; column: string }) => `${e.column}${e.row}`)).toEqual(['L2', 'J3', 'K4', 'M4']);
      expect(res.body.data.errors[0].message).toBe(t.brand);
      expect(res.body.data.errors[3].message).toBe(t.arrival);
      // The draft is as it was.
      expect((await api.find(me.token, src.source_id)).body.data).toEqual(before.body.data);
    });
  }

  it('a row of another order, without a line id, or given twice', async () => {
    const { me, src } = await signedUp(2);
    const other = await signedUp(1, me);
    const file = await filledTemplate(me, src, goodRow);
    const book = await workbook(file);
    const sheet = book.worksheets[0];
    sheet.getRow(3).getCell('A').value = other.src.lines[0].line_id;
    sheet.addRow(['', 9, null, null, null, null, null, null, null, 13, 5, 'X', 3]);
    sheet.addRow([src.lines[0].line_id, 1, null, null, null, null, null, null, null, 13, 5, 'X', 3]);
    const res = await importFile(me.token, src.source_id, Buffer.from(await book.xlsx.writeBuffer()), 'en-US');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Quotation items import exception');
    expect(res.body.data.errors.map((e: { row: number; column: string }) => `${e.column}${e.row}`)).toEqual(['A3', 'A4', 'A5']);
  });
});

describe('numbers written as text in the language of the request (issue 33)', () => {
  it('vi-VN: "1.234,56", "12.500.000" and "1,5" are read as written; numeric cells stay the numbers they are', async () => {
    const { me, src } = await signedUp(4);
    const file = await filledTemplate(me, src, (row, i) => {
      goodRow(row, i);
      row.getCell('K').value = ['1.234,56', '12.500.000', '1,5', 1234.56][i];
      row.getCell('J').value = i === 1 ? '6,5' : 13;
      row.getCell('M').value = i === 2 ? '12' : 10;
    });
    const res = await importFile(me.token, src.source_id, file, 'vi-VN');
    expect(res.status).toBe(200);
    expect(res.body.data.lines.map((l: { unitPriceWithTax: string }) => l.unitPriceWithTax)).toEqual(['1234.56', '12500000', '1.5', '1234.56']);
    expect(res.body.data.lines[0]).toMatchObject({ amountWithTax: '2469.12' });
    expect(res.body.data.lines[1]).toMatchObject({ taxRate: '6.5' });
    expect(res.body.data.lines[2]).toMatchObject({ arrivalDays: 12 });
  });

  it('en-US: "1,234.56" is read as written', async () => {
    const { me, src } = await signedUp(1);
    const file = await filledTemplate(me, src, (row, i) => {
      goodRow(row, i);
      row.getCell('K').value = '1,234.56';
    });
    const res = await importFile(me.token, src.source_id, file, 'en-US');
    expect(res.status).toBe(200);
    expect(res.body.data.lines[0]).toMatchObject({ unitPriceWithTax: '1234.56', amountWithTax: '2469.12' });
  });

  it('what cannot be read for certain is refused with its reason and cell, and nothing is saved', async () => {
    const { me, src } = await signedUp(4);
    const before = await api.save(me.token, fullQuotation(src, '7'));
    expect(before.status).toBe(200);
    const file = await filledTemplate(me, src, (row, i) => {
      goodRow(row, i);
      row.getCell('K').value = ['1.5', '1,2,3', '12a', '100'][i];
      if (i === 3) row.getCell('M').value = '3,5';
    });
    const res = await importFile(me.token, src.source_id, file, 'vi-VN');
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([
      { row: 2, column: 'K', field: 'Đơn giá gồm thuế', message: 'Dấu phân cách hàng nghìn phải chia nhóm 3 chữ số; số không rõ ràng, vui lòng kiểm tra' },
      { row: 3, column: 'K', field: 'Đơn giá gồm thuế', message: 'Có dấu thập phân thứ hai nên số không rõ ràng; vui lòng kiểm tra' },
      { row: 4, column: 'K', field: 'Đơn giá gồm thuế', message: 'Chỉ đọc được chữ số và dấu phân cách; không có gì bị thay đổi, vui lòng kiểm tra' },
      { row: 5, column: 'M', field: 'Số ngày giao hàng', message: expect.any(String) },
    ]);
    // The same "1,5" that vi-VN reads as one and a half is no en-US number: refused, not made 15.
    const en = await filledTemplate(me, src, (row, i) => {
      goodRow(row, i);
      if (i === 0) row.getCell('K').value = '1,5';
    });
    const refused = await importFile(me.token, src.source_id, en, 'en-US');
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([{ row: 2, column: 'K', field: 'Unit price with tax', message: 'Thousands separators must split groups of 3 digits; the number is unclear, please check' }]);
    expect((await api.find(me.token, src.source_id)).body.data).toEqual(before.body.data);
  });
});

describe('whose file it is', () => {
  it('a second supplier can neither export the first one\'s quotation nor import into it', async () => {
    const { me, src } = await signedUp(2);
    const mine = await api.save(me.token, fullQuotation(src, '9'));
    const other = await makeSupplierSession(s.db, clock);
    expect((await api.signUp(other.token, src.source_num)).status).toBe(200);
    expect((await download('/source/exportQuotation', other.token, { sourceId: src.source_id })).status).toBe(404);
    expect((await download('/source/exportQuotation', me.token, { sourceId: src.source_id })).status).toBe(200);
    // Its import lands in its own draft; the first one's stays as it was.
    const file = await filledTemplate(other, src, goodRow);
    const res = await importFile(other.token, src.source_id, file);
    expect(res.status).toBe(200);
    expect(res.body.data.quotationId).not.toBe(mine.body.data.quotationId);
    expect((await api.find(me.token, src.source_id)).body.data).toEqual(mine.body.data);
  });

  it('no template, export or import for a supplier that did not sign up, nor for a visitor', async () => {
    const { me, src } = await signedUp(2);
    const stranger = await makeSupplierSession(s.db, clock);
    for (const path of ['/source/exportBjLines', '/source/exportBjLinesNew']) {
      expect((await download(path, stranger.token, { sourceId: src.source_id })).status).toBe(403);
      expect((await download(path, null, { sourceId: src.source_id })).status).toBe(401);
      const get = await fetch(`${s.url}${P}${path}?sourceId=${encodeURIComponent(src.source_id)}`, { headers: headers(stranger.token) });
      expect(get.status).toBe(403);
    }
    expect((await download('/source/exportQuotation', stranger.token, { sourceId: src.source_id })).status).toBe(404);
    const file = await filledTemplate(me, src, goodRow);
    const res = await importFile(stranger.token, src.source_id, file, 'en-US');
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('Sign up for this order first');
  });
});
