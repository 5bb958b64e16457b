import {
  validateEmailOptional,
  validateEmployeeCount,
  validateMemo,
  validatePhoneWithCountryCode,
  validateRegisterUserName,
  validateRegisteredCapital,
} from './registration-validators';
import { isBlank, type ValidationResult } from './validation-result';
import { validateCreditCode } from './credit-code';

// Spec 02 §3 and §5: the supplier data of registration (saveSupplierDetail) and, later, of data
// maintenance. The registration screen and the server run these same rules; a temp save checks
// formats only, a submit also checks that everything required is there.

/** 'temp': keep the draft as it is; 'submit': the data goes to approval and must be complete. */
export type SupplierDetailFlag = 'temp' | 'submit';
export const SUPPLIER_DETAIL_FLAGS: readonly SupplierDetailFlag[] = ['temp', 'submit'];

export const SUPPLIER_TYPES = ['MANUFACTURER', 'AGENT', 'TRADER', 'SERVICE'] as const;
export const SUPPLY_TYPES = ['MATERIAL', 'WORKS', 'SERVICE', 'SALE'] as const;
export const SUPPLIER_COUNTRIES = ['CN', 'VN', 'OTHER'] as const;
export const CONTACTS_MAX = 20;
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 2000;

export interface SupplierInfoAll {
  supplierName?: string;
  supplierNameEn?: string;
  /** Unified social credit code (China) or tax code (Vietnam). */
  creditCode?: string;
  /** YYYY-MM-DD. */
  establishDate?: string;
  /** YYYY-MM-DD; empty when the licence is valid for the long term. */
  licenceEndDate?: string;
  licenceLongTerm?: boolean;
  registeredCapital?: string;
  currency?: string;
  legalPerson?: string;
  legalPersonIdNumber?: string;
  employeeCount?: string;
  companyEmail?: string;
  website?: string;
  /** The address on the business licence; the office address is SupplierAddress. */
  registeredAddress?: string;
  mainProducts?: string;
  businessScope?: string;
  supplierType?: string;
  supplyType?: string;
}

export interface SupplierAddress {
  country?: string;
  province?: string;
  city?: string;
  address?: string;
  phone?: string;
  postalCode?: string;
}

export interface SupplierBank {
  bankName?: string;
  branchName?: string;
  accountName?: string;
  accountNumber?: string;
  bankAddress?: string;
  swiftCode?: string;
}

export interface SupplierUser {
  contactName?: string;
  idNumber?: string;
  /** With its country code, e.g. '+86 13800000002'. */
  phone?: string;
  /** A fixed line, '010-63221234' or '+84 (24) 3822 1234'. */
  fixedPhone?: string;
  fax?: string;
  email?: string;
  job?: string;
  isMainUser?: boolean;
  userName?: string;
  memo?: string;
}

/** The body of saveSupplierDetail (supplierInfoPerformanceWz belongs to the performance step). */
export interface SupplierDetailInput {
  supplierInfoAll?: SupplierInfoAll;
  supplierAddress?: SupplierAddress;
  supplierBank?: SupplierBank;
  supplierUsers?: SupplierUser[];
  flag: SupplierDetailFlag;
  supplierId?: string | null;
}

export type FieldRule = (value: unknown, flag: SupplierDetailFlag) => ValidationResult;

const text = (value: unknown) => (isBlank(value) ? '' : String(value).trim());
const requiredOnSubmit =
  (key: string): FieldRule =>
  (value, flag) =>
    flag === 'submit' && isBlank(value) ? key : null;
const maxLength =
  (max: number): FieldRule =>
  (value) =>
    Array.from(text(value)).length > max ? (max > SHORT_TEXT_MAX ? 'validation.longTextTooLong' : 'validation.textTooLong') : null;
const pattern =
  (re: RegExp, key: string): FieldRule =>
  (value) =>
    isBlank(value) || re.test(text(value)) ? null : key;
const oneOf =
  (options: readonly string[]): FieldRule =>
  (value) =>
    isBlank(value) || options.includes(text(value)) ? null : 'validation.optionInvalid';
const format =
  (check: (value: string | null | undefined) => ValidationResult): FieldRule =>
  (value) =>
    isBlank(value) ? null : check(text(value));

/** A calendar date that exists, as the date pickers write it. */
export function validateIsoDate(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value).trim());
  if (!match) return 'validation.dateInvalid';
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? null : 'validation.dateInvalid';
}

/** The credit / tax code's rules for the company's country (the address section's), when known. */
export function creditCodeRules(country?: string | null): FieldRule[] {
  return [requiredOnSubmit('validation.creditCodeRequired'), format((v) => validateCreditCode(v, country))];
}

const short = maxLength(SHORT_TEXT_MAX);
const long = maxLength(LONG_TEXT_MAX);
const dateField = format(validateIsoDate);
// Fixed lines and mobiles alike: '010-63221234', '+84 (24) 3822 1234'.
const telephone = pattern(/^\+?[\d\s()-]{5,30}$/, 'validation.telephoneInvalid');

export const SUPPLIER_INFO_RULES: Record<keyof SupplierInfoAll, FieldRule[]> = {
  supplierName: [requiredOnSubmit('validation.supplierNameRequired'), short],
  supplierNameEn: [short],
  creditCode: creditCodeRules(),
  establishDate: [dateField],
  licenceEndDate: [dateField],
  licenceLongTerm: [],
  registeredCapital: [format(validateRegisteredCapital), pattern(/^\d{1,16}(\.\d+)?$/, 'validation.registeredCapitalInvalid')],
  currency: [pattern(/^[A-Z]{3}$/, 'validation.optionInvalid')],
  legalPerson: [short],
  legalPersonIdNumber: [pattern(/^[A-Za-z0-9]{6,30}$/, 'validation.idNumberInvalid')],
  employeeCount: [format(validateEmployeeCount), pattern(/^\d{1,9}$/, 'validation.employeeCountDigits')],
  companyEmail: [format(validateEmailOptional), short],
  website: [pattern(/^(https?:\/\/)?[\w-]+(\.[\w-]+)+(:\d+)?(\/\S*)?$/i, 'validation.websiteInvalid'), short],
  registeredAddress: [short],
  mainProducts: [long],
  businessScope: [long],
  supplierType: [requiredOnSubmit('validation.supplierTypeRequired'), oneOf(SUPPLIER_TYPES)],
  supplyType: [oneOf(SUPPLY_TYPES)],
};

export const SUPPLIER_ADDRESS_RULES: Record<keyof SupplierAddress, FieldRule[]> = {
  country: [requiredOnSubmit('validation.countryRequired'), oneOf(SUPPLIER_COUNTRIES)],
  province: [requiredOnSubmit('validation.provinceRequired'), short],
  city: [requiredOnSubmit('validation.cityRequired'), short],
  address: [requiredOnSubmit('validation.addressRequired'), short],
  phone: [requiredOnSubmit('validation.addressPhoneRequired'), telephone],
  postalCode: [pattern(/^[A-Za-z0-9 -]{3,10}$/, 'validation.postalCodeInvalid')],
};

export const SUPPLIER_BANK_RULES: Record<keyof SupplierBank, FieldRule[]> = {
  bankName: [requiredOnSubmit('validation.bankNameRequired'), short],
  branchName: [requiredOnSubmit('validation.branchRequired'), short],
  accountName: [requiredOnSubmit('validation.accountNameRequired'), short],
  accountNumber: [requiredOnSubmit('validation.accountRequired'), pattern(/^\d{4,40}$/, 'validation.accountNumberDigits')],
  bankAddress: [short],
  swiftCode: [pattern(/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, 'validation.swiftInvalid')],
};

export const SUPPLIER_USER_RULES: Record<keyof SupplierUser, FieldRule[]> = {
  contactName: [requiredOnSubmit('validation.contactRequired'), short],
  idNumber: [requiredOnSubmit('validation.idNumberRequired'), pattern(/^[A-Za-z0-9]{6,30}$/, 'validation.idNumberInvalid')],
  phone: [requiredOnSubmit('validation.contactPhoneRequired'), format(validatePhoneWithCountryCode)],
  fixedPhone: [telephone],
  fax: [telephone],
  email: [requiredOnSubmit('validation.contactEmailRequired'), format(validateEmailOptional), short],
  job: [requiredOnSubmit('validation.contactJobRequired'), short],
  isMainUser: [],
  userName: [requiredOnSubmit('validation.contactUserNameRequired'), format(validateRegisterUserName)],
  memo: [(value) => validateMemo(isBlank(value) ? null : String(value))],
};

/** The first problem of one field, or null. */
export function checkField(rules: FieldRule[], value: unknown, flag: SupplierDetailFlag): ValidationResult {
  for (const rule of rules) {
    const problem = rule(value, flag);
    if (problem) return problem;
  }
  return null;
}

/** The rules about the contact list as a whole (spec 02 §5); they matter only when submitting. */
export function validateSupplierUsers(users: SupplierUser[] | undefined, flag: SupplierDetailFlag): ValidationResult {
  const list = users ?? [];
  if (list.length > CONTACTS_MAX) return 'validation.contactsTooMany';
  if (list.filter((u) => u.isMainUser).length > 1) return 'validation.mainUserExactlyOne';
  if (flag === 'temp') return null;
  if (list.length === 0) return 'validation.contactAtLeastOne';
  if (list.filter((u) => u.isMainUser).length !== 1) return 'validation.mainUserExactlyOne';
  const names = list.map((u) => text(u.userName).toLowerCase()).filter(Boolean);
  return new Set(names).size === names.length ? null : 'validation.contactUserNameDuplicate';
}

/** One problem of the whole body: where (for the client's form) and which message key. */
export interface SupplierDetailProblem {
  /** 'supplierInfoAll.creditCode', 'supplierUsers.1.email', or 'supplierUsers' for the list. */
  path: string;
  key: string;
  /** 1-based contact number, for messages about one contact. */
  contact?: number;
}

function sectionProblems<T extends object>(name: string, rules: Record<keyof T, FieldRule[]>, value: T | undefined, flag: SupplierDetailFlag): SupplierDetailProblem[] {
  const problems: SupplierDetailProblem[] = [];
  for (const field of Object.keys(rules) as (keyof T)[]) {
    const key = checkField(rules[field], value?.[field], flag);
    if (key) problems.push({ path: `${name}.${String(field)}`, key });
  }
  return problems;
}

/** Every problem of a saveSupplierDetail body, in screen order; empty when it may be saved. */
export function validateSupplierDetail(input: SupplierDetailInput): SupplierDetailProblem[] {
  const { flag } = input;
  // The credit code is read with the country the address section names (CN, VN or another).
  const infoRules = { ...SUPPLIER_INFO_RULES, creditCode: creditCodeRules(input.supplierAddress?.country) };
  const problems = [
    ...sectionProblems('supplierInfoAll', infoRules, input.supplierInfoAll, flag),
    ...sectionProblems('supplierAddress', SUPPLIER_ADDRESS_RULES, input.supplierAddress, flag),
  ];
  const bank = input.supplierBank;
  const bankEmpty = !bank || Object.values(bank).every(isBlank);
  // An untouched bank section gets one message rather than four.
  if (flag === 'submit' && bankEmpty) problems.push({ path: 'supplierBank', key: 'validation.bankAccountRequired' });
  else problems.push(...sectionProblems('supplierBank', SUPPLIER_BANK_RULES, bank, flag));
  const listProblem = validateSupplierUsers(input.supplierUsers, flag);
  if (listProblem) problems.push({ path: 'supplierUsers', key: listProblem });
  (input.supplierUsers ?? []).slice(0, CONTACTS_MAX).forEach((user, i) => {
    for (const p of sectionProblems(`supplierUsers.${i}`, SUPPLIER_USER_RULES, user, flag)) problems.push({ ...p, contact: i + 1 });
  });
  return problems;
}
