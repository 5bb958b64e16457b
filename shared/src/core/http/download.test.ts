import { fileNameFromDisposition } from './download';

describe('fileNameFromDisposition', () => {
  it('keeps the file name the server gave: filename* in UTF-8 first, then the plain one', () => {
    expect(fileNameFromDisposition(`attachment; filename="quotation-lines-XJ1.xlsx"; filename*=UTF-8''%E6%8A%A5%E4%BB%B7%E6%98%8E%E7%BB%86-XJ1.xlsx`, 'x.xlsx')).toBe('报价明细-XJ1.xlsx');
    expect(fileNameFromDisposition(`attachment; filename*=utf-8''%E5%90%88%E5%90%8C.pdf`, 'x.pdf')).toBe('合同.pdf');
    expect(fileNameFromDisposition('attachment; filename="lines.xlsx"', 'x.xlsx')).toBe('lines.xlsx');
    expect(fileNameFromDisposition('attachment; filename=lines.xlsx', 'x.xlsx')).toBe('lines.xlsx');
  });

  it('falls back when there is no name or its escape is malformed', () => {
    expect(fileNameFromDisposition(undefined, 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E6%8A", 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E6%8A; filename=\"plain.xlsx\"", 'x.xlsx')).toBe('plain.xlsx');
  });
});
