import fc from 'fast-check';
import { formatLocaleNumber, readLocaleNumber, type NumberLocale, type NumberReading } from './locale-number';

const LOCALES: NumberLocale[] = ['zh-CN', 'en-US', 'vi-VN'];
const ok = (value: string): NumberReading => ({ ok: true, value });
const no = (reason: string): NumberReading => ({ ok: false, reason } as NumberReading);
const MONEY = { maxFractionDigits: 6 };
const DAYS = { maxFractionDigits: 0 };

describe('readLocaleNumber, vi-VN (, decimal, . grouping)', () => {
  it.each([
    ['1.234,56', MONEY, ok('1234.56')],
    ['1,5', MONEY, ok('1.5')],
    ['12.500.000', MONEY, ok('12500000')],
    ['12500000', MONEY, ok('12500000')],
    [' 0,05 ', MONEY, ok('0.05')],
    ['1.5', MONEY, no('misplacedGrouping')],
    ['1.234.5', MONEY, no('misplacedGrouping')],
    ['1,2,3', MONEY, no('secondDecimal')],
    ['1,234.5', MONEY, no('misplacedGrouping')],
    ['3,5', DAYS, no('wholeNumberOnly')],
    ['-5', DAYS, no('minusNotAllowed')],
  ])('%p %o', (text, options, expected) => expect(readLocaleNumber(text, 'vi-VN', options)).toEqual(expected));
});

describe.each(['en-US', 'zh-CN'])('readLocaleNumber, %s (. decimal, , grouping)', (locale) => {
  it.each([
    ['1,234.56', MONEY, ok('1234.56')],
    ['1234.56', MONEY, ok('1234.56')],
    ['007', MONEY, ok('7')],
    ['12.', MONEY, ok('12')],
    ['.5', MONEY, ok('0.5')],
    ['1,5', MONEY, no('misplacedGrouping')],
    ['1,23,4', MONEY, no('misplacedGrouping')],
    ['1,2345', MONEY, no('misplacedGrouping')],
    [',123', MONEY, no('misplacedGrouping')],
    ['1.2.3', MONEY, no('secondDecimal')],
    ['1a1.3.x5', MONEY, no('notANumber')],
    ['1 000', MONEY, no('notANumber')],
    ['+5', MONEY, no('notANumber')],
    ['--5', MONEY, no('notANumber')],
    ['-', MONEY, no('notANumber')],
    ['', MONEY, no('empty')],
    ['   ', MONEY, no('empty')],
    ['3.5', DAYS, no('wholeNumberOnly')],
    ['-5', DAYS, no('minusNotAllowed')],
    ['20', DAYS, ok('20')],
    ['1.1234567', MONEY, no('tooManyDecimals')],
    ['-1,000.25', { allowNegative: true }, ok('-1000.25')],
    ['-0.00', { allowNegative: true }, ok('0.00')],
  ])('%p %o', (text, options, expected) => expect(readLocaleNumber(text, locale, options)).toEqual(expected));
});

describe('formatLocaleNumber', () => {
  it.each([
    ['1234567.5', 'vi-VN', '1.234.567,5'],
    ['1234567.5', 'en-US', '1,234,567.5'],
    ['-1000.00', 'zh-CN', '-1,000.00'],
    ['999', 'vi-VN', '999'],
    ['12345678901234567890.123456789', 'en-US', '12,345,678,901,234,567,890.123456789'],
    ['abc', 'en-US', 'abc'],
  ])('%p in %s = %p', (value, locale, expected) => expect(formatLocaleNumber(value, locale)).toBe(expected));
  it('writes no grouping when asked', () => expect(formatLocaleNumber('1234.5', 'vi-VN', { grouping: false })).toBe('1234,5'));
});

// An exact decimal as the reader gives it: no leading zeros, the fraction as typed, no '-0'.
const digitString = (min: number, max: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));
const exactDecimal = fc
  .tuple(fc.boolean(), fc.integer({ min: 1, max: 9 }), digitString(0, 24), fc.option(digitString(1, 8), { nil: undefined }), fc.boolean())
  .map(([negative, lead, rest, fraction, zeroWhole]) => {
    const whole = zeroWhole ? '0' : `${lead}${rest}`;
    const value = fraction === undefined ? whole : `${whole}.${fraction}`;
    return negative && !/^[0.]*$/.test(value) ? `-${value}` : value;
  });

describe('formatting then reading gives back the same exact decimal (property)', () => {
  it.each(LOCALES)('%s, grouped and ungrouped', (locale) => {
    fc.assert(
      fc.property(exactDecimal, fc.boolean(), (value, grouping) => {
        expect(readLocaleNumber(formatLocaleNumber(value, locale, { grouping }), locale, { allowNegative: true })).toEqual(ok(value));
      }),
      { seed: 33, numRuns: 500 },
    );
  });
  it.each(LOCALES)('%s: whole numbers read back as days', (locale) => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), (n) => {
        expect(readLocaleNumber(formatLocaleNumber(n.toString(), locale), locale, DAYS)).toEqual(ok(n.toString()));
      }),
      { seed: 33, numRuns: 300 },
    );
  });
  it('never reads text with a letter in it', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...'abcxyzAé₫$ '), fc.string(), fc.constantFrom(...LOCALES), (a, letter, b, locale) => {
        expect(readLocaleNumber(`1${a}${letter}${b}1`, locale, { allowNegative: true }).ok).toBe(false);
      }),
      { seed: 33, numRuns: 300 },
    );
  });
});
