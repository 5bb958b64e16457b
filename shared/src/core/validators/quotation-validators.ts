import { BUSINESS_SELECT_MAX, BUSINESS_SELECT_MIN, PRICE_MAX, PRICE_MAX_DIGITS, TAX_RATE_LIMIT } from '../constants';
import { isBlank, type ValidationResult } from './validation-result';

// Spec 02 §5: quotation lines and the business selector.

const NUMBER = /^-?\d+(\.\d+)?$/;

export function validateTaxRate(value: string | number | null | undefined): ValidationResult {
  if (isBlank(value)) return 'validation.taxRateRequired';
  const text = String(value).trim();
  if (!NUMBER.test(text)) return 'validation.taxRateInvalid';
  const rate = Number(text);
  return rate >= 0 && rate < TAX_RATE_LIMIT ? null : 'validation.taxRateInvalid';
}

export function validateUnitPrice(value: string | number | null | undefined): ValidationResult {
  if (isBlank(value)) return 'validation.unitPriceRequired';
  const text = String(value).trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return 'validation.unitPriceInvalid';
  if (text.replace('.', '').length > PRICE_MAX_DIGITS) return 'validation.unitPriceTooLong';
  return Number(text) > PRICE_MAX ? 'validation.unitPriceTooLarge' : null;
}

export function validateArrivalDays(value: string | number | null | undefined): ValidationResult {
  if (isBlank(value)) return 'validation.arrivalDaysPositive';
  const text = String(value).trim();
  return /^\d+$/.test(text) && Number(text) > 0 ? null : 'validation.arrivalDaysPositive';
}

export function validateBrand(value: string | null | undefined): ValidationResult {
  return isBlank(value) ? 'validation.brandRequired' : null;
}

export function validateBusinessSelection(count: number): ValidationResult {
  if (count < BUSINESS_SELECT_MIN) return 'validation.businessSelectRequired';
  return count > BUSINESS_SELECT_MAX ? 'validation.businessSelectMax' : null;
}
