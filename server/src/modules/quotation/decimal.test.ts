import { compareDecimals, digitCount, isDecimal, lineAmounts, multiplyDecimals, roundDecimal, sumDecimals } from './decimal';

describe('exact quotation amounts', () => {
  it('multiplies without float error (0.1 × 3 is 0.30, 1.005 × 1 rounds up to 1.01)', () => {
    expect(multiplyDecimals('0.1', '3')).toBe('0.30');
    expect(multiplyDecimals('1.005', '1')).toBe('1.01');
    expect(multiplyDecimals('19.99', '3')).toBe('59.97');
    expect(multiplyDecimals('0.333', '3.000')).toBe('1.00');
  });

  it('keeps the 16-digit prices a float would round (999999999.9999999 × 1)', () => {
    expect(multiplyDecimals('999999999.9999999', '1', 7)).toBe('999999999.9999999');
    expect(multiplyDecimals('999999999.9999949', '1000')).toBe('999999999999.99');
    expect(multiplyDecimals('999999999.9999999', '1000')).toBe('1000000000000.00');
    expect(multiplyDecimals('123456789.123456', '100000')).toBe('12345678912345.60');
  });

  it('rounds half up at the cents', () => {
    expect(roundDecimal('2.345')).toBe('2.35');
    expect(roundDecimal('2.344999')).toBe('2.34');
    expect(roundDecimal('7')).toBe('7.00');
    expect(roundDecimal('0.005')).toBe('0.01');
  });

  it('sums exactly (0.1 + 0.2 is 0.30)', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.30');
    expect(sumDecimals([])).toBe('0.00');
    expect(sumDecimals(['999999999999.99', '0.01'])).toBe('1000000000000.00');
  });

  it('computes the tax a line holds from its amount with tax', () => {
    // 113.00 with 13 %: 100.00 net, 13.00 tax.
    expect(lineAmounts('1', '113', '13')).toEqual({ amountWithTax: '113.00', tax: '13.00' });
    // 3 × 33.33 = 99.99; tax 99.99 × 6 / 106 = 5.6598… → 5.66
    expect(lineAmounts('3', '33.33', '6')).toEqual({ amountWithTax: '99.99', tax: '5.66' });
    expect(lineAmounts('2.5', '10', '0')).toEqual({ amountWithTax: '25.00', tax: '0.00' });
    // A fractional rate: 100 × 9.5 / 109.5 = 8.6757… → 8.68
    expect(lineAmounts('1', '100', '9.5')).toEqual({ amountWithTax: '100.00', tax: '8.68' });
  });

  it('compares and counts digits as written', () => {
    expect(compareDecimals('1000000000', '1000000000.00')).toBe(0);
    expect(compareDecimals('1000000000.01', '1000000000')).toBe(1);
    expect(compareDecimals('0.5', '0.50001')).toBe(-1);
    expect(digitCount('12345678.12345678')).toBe(16);
    expect(isDecimal('1e5')).toBe(false);
    expect(isDecimal('-1')).toBe(false);
    expect(isDecimal('12.')).toBe(false);
  });
});
