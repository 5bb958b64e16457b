import {
  MEMO_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  REGISTERED_CAPITAL_DECIMALS,
  STRONG_PASSWORD_MAX,
  STRONG_PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../constants';
import { isBlank, type ValidationResult } from './validation-result';

// Spec 02 §5: registration and supplier data. The server runs the same functions on the body.

const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/;
const USERNAME_SPECIAL = /[;%'-]/;

export function validateRegisterUserName(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return 'validation.userNameRequired';
  const name = String(value);
  // The special characters get their own message because they are the ones people try (SQL-ish input).
  if (USERNAME_SPECIAL.test(name)) return 'validation.registerUserNameSpecial';
  if (CHINESE.test(name)) return 'validation.registerUserNameRule';
  const pattern = new RegExp(`^[A-Za-z][A-Za-z0-9]{${USERNAME_MIN - 1},${USERNAME_MAX - 1}}$`);
  return pattern.test(name) ? null : 'validation.registerUserNameRule';
}

function characterClasses(value: string): { letter: boolean; digit: boolean; symbol: boolean; upper: boolean; lower: boolean } {
  return {
    letter: /[A-Za-z]/.test(value),
    digit: /\d/.test(value),
    symbol: /[^A-Za-z0-9\s]/.test(value),
    upper: /[A-Z]/.test(value),
    lower: /[a-z]/.test(value),
  };
}

/** Standard rule: 6-18, at least two of letters/digits/symbols, no whitespace, no Chinese. */
export function validatePassword(value: string | null | undefined): ValidationResult {
  if (value === null || value === undefined || value === '') return 'validation.passwordRequired';
  if (/\s/.test(value) || CHINESE.test(value)) return 'validation.passwordRule';
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return 'validation.passwordRule';
  const c = characterClasses(value);
  const kinds = [c.letter, c.digit, c.symbol].filter(Boolean).length;
  return kinds >= 2 ? null : 'validation.passwordRule';
}

/** Strong rule: 8-16 with upper, lower, digit and symbol. */
export function validateStrongPassword(value: string | null | undefined): ValidationResult {
  if (value === null || value === undefined || value === '') return 'validation.passwordRequired';
  if (/\s/.test(value) || CHINESE.test(value)) return 'validation.strongPasswordRule';
  if (value.length < STRONG_PASSWORD_MIN || value.length > STRONG_PASSWORD_MAX) return 'validation.strongPasswordRule';
  const c = characterClasses(value);
  return c.upper && c.lower && c.digit && c.symbol ? null : 'validation.strongPasswordRule';
}

export function validatePasswordNotUserName(password: string | null | undefined, userName: string | null | undefined): ValidationResult {
  if (!password || !userName) return null;
  return password === userName ? 'validation.passwordSameAsUserName' : null;
}

/** A changed password must differ from the one it replaces (both the forced and the voluntary change). */
export function validatePasswordChanged(password: string | null | undefined, current: string | null | undefined): ValidationResult {
  if (!password || !current) return null;
  return password === current ? 'validation.passwordUnchanged' : null;
}

export function validatePasswordConfirm(confirm: string | null | undefined, password: string | null | undefined): ValidationResult {
  if (confirm === null || confirm === undefined || confirm === '') return 'validation.passwordConfirmRequired';
  return confirm === password ? null : 'validation.passwordMismatch';
}

/** Mainland mobile: 1, then 3-9, then 9 digits. */
export function validateCnMobile(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return 'validation.phoneRequired';
  return /^1[3-9]\d{9}$/.test(String(value).trim()) ? null : 'validation.mobileInvalid';
}

/**
 * '+84 912345678', '+86 13812345678', '+84-912345678' or '+84912345678'. Behind +86 the number is
 * a mainland mobile (spec 02 §5: "in some places, 11 digits starting with 1 followed by 3 to 9"):
 * these numbers receive the portal's SMS codes. No other country code starts with 86.
 */
export function validatePhoneWithCountryCode(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return 'validation.phoneRequired';
  const phone = String(value).trim();
  // Digits may come in groups ("+84 294 3888 222"), as people write them; the server compacts them.
  const parts = /^\+(\d{1,4})((?:[ -]?\d+)+)$/.exec(phone);
  const national = parts?.[2].replace(/[ -]/g, '') ?? '';
  if (!parts || national.length < 5 || national.length > 14) return 'validation.phoneCountryCode';
  return parts[1] === '86' ? validateCnMobile(national) : null;
}

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function validateEmailOptional(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return null;
  return EMAIL.test(String(value).trim()) ? null : 'validation.emailInvalid';
}

/** Optional; digits only when given. */
export function validateEmployeeCount(value: string | number | null | undefined): ValidationResult {
  if (isBlank(value)) return null;
  return /^\d+$/.test(String(value).trim()) ? null : 'validation.employeeCountDigits';
}

export function validateRegisteredCapital(value: string | number | null | undefined): ValidationResult {
  if (isBlank(value)) return null;
  const pattern = new RegExp(`^\\d+(\\.\\d{1,${REGISTERED_CAPITAL_DECIMALS}})?$`);
  return pattern.test(String(value).trim()) ? null : 'validation.registeredCapitalInvalid';
}

export function validateMemo(value: string | null | undefined): ValidationResult {
  if (!value) return null;
  return Array.from(value).length > MEMO_MAX ? 'validation.memoTooLong' : null;
}
