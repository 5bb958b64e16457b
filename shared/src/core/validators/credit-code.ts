// The unified social credit code of a Chinese organisation (GB 32100-2015) and the tax code of a
// Vietnamese enterprise. Registration and data maintenance check the code with these on the
// screen and on the server, so a typo in any character is caught before an operator sees it.
import { isBlank, type ValidationResult } from './validation-result';

/** The 31 characters GB 32100-2015 allows, in the order of their values 0..30 (no I, O, S, V, Z). */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** The weights of the first 17 characters: 3^i mod 31. */
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const USCC_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
/** A Vietnamese tax code: 10 digits, or 13 as 10-3 for a branch. */
const VN_TAX_CODE = /^\d{10}(-\d{3})?$/;
/** A code of another country: letters, digits and hyphens. */
const OTHER_CODE = /^[A-Za-z0-9-]{6,30}$/;

/** The check character the first 17 characters of a unified social credit code call for. */
export function usccCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(first17[i]) * USCC_WEIGHTS[i];
  return USCC_CHARS[(31 - (sum % 31)) % 31];
}

/** 'validation.creditCodeInvalid' for a wrong shape, 'validation.creditCodeCheckDigit' for a wrong last character. */
export function validateUscc(code: string): ValidationResult {
  const upper = code.trim().toUpperCase();
  if (!USCC_SHAPE.test(upper)) return 'validation.creditCodeInvalid';
  return usccCheckCharacter(upper.slice(0, 17)) === upper[17] ? null : 'validation.creditCodeCheckDigit';
}

/**
 * The credit / tax code for the company's country: CN a unified social credit code, VN a tax
 * code, OTHER any code of letters and digits; without a country either of the first two.
 */
export function validateCreditCode(value: string | null | undefined, country?: string | null): ValidationResult {
  if (isBlank(value)) return null;
  const code = String(value).trim();
  if (country === 'OTHER') return OTHER_CODE.test(code) ? null : 'validation.creditCodeOtherInvalid';
  if (country === 'VN') return VN_TAX_CODE.test(code) ? null : 'validation.taxCodeVnInvalid';
  if (country === 'CN') return validateUscc(code);
  if (VN_TAX_CODE.test(code)) return null;
  return code.length === 18 ? validateUscc(code) : 'validation.creditCodeInvalid';
}

/** A unified social credit code with its right check character, for fixtures and the demo. */
export function makeUscc(first17: string): string {
  return first17 + usccCheckCharacter(first17);
}
