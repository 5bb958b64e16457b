import { IMAGE_CODE_LENGTH, LOGIN_PASSWORD_MIN } from '../constants';
import { isBlank, type ValidationResult } from './validation-result';

// Spec 01 §5: the login card and the lock screen.

export function validateLoginUserName(value: string | null | undefined): ValidationResult {
  return isBlank(value) ? 'validation.userNameRequired' : null;
}

export function validateLoginPassword(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return 'validation.passwordRequired';
  return String(value).length < LOGIN_PASSWORD_MIN ? 'validation.passwordMin' : null;
}

export function validateImageCode(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return 'validation.imageCodeRequired';
  return String(value).trim().length !== IMAGE_CODE_LENGTH ? 'validation.imageCodeLength' : null;
}

export function validateLoginPhone(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return 'validation.phoneRequired';
  return /^1\d{10}$/.test(String(value).trim()) ? null : 'validation.phoneInvalid';
}

export function validateSmsCode(value: string | null | undefined): ValidationResult {
  return isBlank(value) ? 'validation.smsCodeRequired' : null;
}

export function validateLockPassword(value: string | null | undefined): ValidationResult {
  return isBlank(value) ? 'validation.lockPasswordRequired' : null;
}
