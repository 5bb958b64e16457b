import { makeUscc, usccCheckCharacter, validateCreditCode, validateUscc } from './credit-code';

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts a code whose last character is the check character', () => {
    expect(usccCheckCharacter('91350100M000100Y4')).toBe('3');
    expect(validateUscc('91350100M000100Y43')).toBeNull();
    expect(validateUscc('91350100m000100y43')).toBeNull();
  });

  it('refuses a wrong check character, and a wrong shape with its own message', () => {
    expect(validateUscc('91350100M000100Y44')).toBe('validation.creditCodeCheckDigit');
    expect(validateUscc('91110102MA01C3XK7R')).toBe('validation.creditCodeCheckDigit');
    expect(validateUscc('91350100M000100Y4')).toBe('validation.creditCodeInvalid');
    // I, O, S, V and Z are not in the code's alphabet.
    expect(validateUscc('91350100M000100I43')).toBe('validation.creditCodeInvalid');
  });

  it('makeUscc writes codes that pass', () => {
    for (const body of ['91110102MA01C3XK7', '91440300MA5F00000', '12100000400000000']) expect(validateUscc(makeUscc(body))).toBeNull();
  });
});

describe('validateCreditCode by country', () => {
  it('"123456" passes for no country of the two', () => {
    expect(validateCreditCode('123456')).toBe('validation.creditCodeInvalid');
    expect(validateCreditCode('123456', 'CN')).toBe('validation.creditCodeInvalid');
    expect(validateCreditCode('123456', 'VN')).toBe('validation.taxCodeVnInvalid');
  });

  it('reads a Vietnamese tax code as 10 or 10-3 digits', () => {
    expect(validateCreditCode('0101234567', 'VN')).toBeNull();
    expect(validateCreditCode('0101234567-001', 'VN')).toBeNull();
    expect(validateCreditCode('0101234567')).toBeNull();
    expect(validateCreditCode('91350100M000100Y43', 'VN')).toBe('validation.taxCodeVnInvalid');
  });

  it('CN needs the credit code; OTHER takes any letters and digits; blank is left to the required rule', () => {
    expect(validateCreditCode('0101234567', 'CN')).toBe('validation.creditCodeInvalid');
    expect(validateCreditCode('91350100M000100Y43', 'CN')).toBeNull();
    expect(validateCreditCode('DE-123456789', 'OTHER')).toBeNull();
    expect(validateCreditCode('a b', 'OTHER')).toBe('validation.creditCodeOtherInvalid');
    expect(validateCreditCode('', 'CN')).toBeNull();
  });
});
