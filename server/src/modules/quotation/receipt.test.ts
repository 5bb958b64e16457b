import { canonicalQuotation, newReceiptSalt, sha256Hex, type ReceiptSubject } from './receipt';

const subject: ReceiptSubject = {
  quotationNum: 'BJ-XJ20260001-1-0A1B2C3D',
  sourceId: 'SRC-1',
  supplierId: 'SUP-0001',
  round: 1,
  sentAt: '2026-11-24T08:00:01.234Z',
  content: {
    header: { offeror: '张三', validityDate: '2027-12-31', arrivalDays: 20, currency: 'CNY', totalWithTax: '200.00', totalTax: '23.01' },
    lines: [{ lineId: 'L1', lineNo: 1, taxRate: '13', unitPriceWithTax: '100', amountWithTax: '200.00', tax: '23.01', brand: 'ACME', arrivalDays: 10 }],
    terms: [{ termId: 'T1', isAgree: true }],
  },
  salt: null,
};

describe('the receipt canonical text', () => {
  it('keeps a version-1 receipt (given before salts) exactly as it was computed', () => {
    const text = canonicalQuotation(subject);
    expect(text.startsWith('{"content":{"header":{"arrivalDays":20,')).toBe(true);
    expect(text).not.toContain('"v"');
    expect(text).not.toContain('salt');
    // Pinned: the digest the code before issue 34 gave for this quotation (checked against it).
    expect(sha256Hex(text)).toBe('c527b6fa3f0c2cda365f6a01c3e29f3c95bfe0a11797caaf4574a44c6b328b24');
    expect(text.endsWith(',"quotationNum":"BJ-XJ20260001-1-0A1B2C3D","round":1,"sentAt":"2026-11-24T08:00:01.234Z","sourceId":"SRC-1","supplierId":"SUP-0001"}')).toBe(true);
  });

  it('names version 2 and carries the salt, so the same prices under another salt give another digest', () => {
    const a = newReceiptSalt();
    const b = newReceiptSalt();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    const text = canonicalQuotation({ ...subject, salt: a });
    expect(JSON.parse(text)).toMatchObject({ v: 2, salt: a, quotationNum: subject.quotationNum });
    expect(sha256Hex(text)).not.toBe(sha256Hex(canonicalQuotation({ ...subject, salt: b })));
    expect(sha256Hex(text)).not.toBe(sha256Hex(canonicalQuotation(subject)));
  });
});
