import { lineAmounts, sumAmounts } from './quotation-amounts';

describe('quotation line amounts', () => {
  it('multiplies quantity by the tax-inclusive price and takes the tax out of it', () => {
    // 3 × 113.00 = 339.00; tax at 13 % = 339 − 339 / 1.13 = 39.00
    expect(lineAmounts('3', '113', '13')).toEqual({ amountWithTax: '339.00', tax: '39.00' });
  });

  it('rounds half up to cents, exactly (no floating point)', () => {
    // 0.1 × 0.15 = 0.015 → 0.02; tax at 6 %: 0.02 × 6 / 106 = 0.00113 → 0.00
    expect(lineAmounts('0.1', '0.15', '6')).toEqual({ amountWithTax: '0.02', tax: '0.00' });
    // 1.005 × 1 = 1.005 → 1.01 (a float would give 1.00)
    expect(lineAmounts('1.005', '1', '0')).toEqual({ amountWithTax: '1.01', tax: '0.00' });
    // 999999999.99 × 1000 with 9 %: far beyond a double's exact range
    expect(lineAmounts('1000', '999999999.99', '9')).toEqual({ amountWithTax: '999999999990.00', tax: '82568807338.62' });
  });

  it('accepts a fractional rate', () => {
    // 100 × 1 = 100.00; 100 × 1.5 / 101.5 = 1.4778… → 1.48
    expect(lineAmounts('100', '1', '1.5')).toEqual({ amountWithTax: '100.00', tax: '1.48' });
  });

  it('is null until every input is a number', () => {
    expect(lineAmounts('3', '', '13')).toBeNull();
    expect(lineAmounts('3', '12', undefined)).toBeNull();
    expect(lineAmounts('3', '-1', '13')).toBeNull();
    expect(lineAmounts('3', 'abc', '13')).toBeNull();
  });

  it('sums amounts in cents', () => {
    expect(sumAmounts(['0.10', '0.20', null, '1000000000000.01'])).toBe('1000000000000.31');
    expect(sumAmounts([])).toBe('0.00');
  });
});
