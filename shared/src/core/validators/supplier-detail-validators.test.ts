import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commonResources } from '../i18n/common-texts';
import { flattenKeys } from '../i18n/missing-keys';
import {
  SUPPLIER_ADDRESS_RULES,
  SUPPLIER_BANK_RULES,
  SUPPLIER_INFO_RULES,
  SUPPLIER_USER_RULES,
  checkField,
  validateIsoDate,
  validateSupplierDetail,
  validateSupplierUsers,
  type SupplierDetailInput,
  type SupplierUser,
} from './supplier-detail-validators';

const mainUser: SupplierUser = { contactName: '李四', idNumber: '110101199204151238', phone: '+86 13800000002', email: 'li@example.cn', job: '经理', isMainUser: true, userName: 'register01' };

function complete(): SupplierDetailInput {
  return {
    flag: 'submit',
    supplierInfoAll: { supplierName: '示范公司', creditCode: '91110000MA01ABCD1M', supplierType: 'MANUFACTURER', registeredCapital: '100.123456', employeeCount: '120', companyEmail: 'info@example.cn' },
    supplierAddress: { country: 'CN', province: '北京', city: '北京', address: '西城区复兴门内大街6号', phone: '010-63221234' },
    supplierBank: { bankName: '中国银行', branchName: '西城支行', accountName: '示范公司', accountNumber: '622200001111' },
    supplierUsers: [mainUser],
  };
}

const keys = (input: SupplierDetailInput) => validateSupplierDetail(input).map((p) => p.key);

describe('validateSupplierDetail', () => {
  it('accepts a complete submit', () => {
    expect(validateSupplierDetail(complete())).toEqual([]);
  });

  it('a temp save needs nothing but checks the formats of what is there', () => {
    expect(validateSupplierDetail({ flag: 'temp' })).toEqual([]);
    expect(validateSupplierDetail({ flag: 'temp', supplierInfoAll: { employeeCount: '12a', registeredCapital: '1.1234567', companyEmail: 'x@' } })).toEqual([
      { path: 'supplierInfoAll.registeredCapital', key: 'validation.registeredCapitalInvalid' },
      { path: 'supplierInfoAll.employeeCount', key: 'validation.employeeCountDigits' },
      { path: 'supplierInfoAll.companyEmail', key: 'validation.emailInvalid' },
    ]);
  });

  it('a submit names every missing required field with the spec message', () => {
    expect(keys({ flag: 'submit', supplierUsers: [{ isMainUser: true }] })).toEqual([
      'validation.supplierNameRequired',
      'validation.creditCodeRequired',
      'validation.supplierTypeRequired',
      'validation.countryRequired',
      'validation.provinceRequired',
      'validation.cityRequired',
      'validation.addressRequired',
      'validation.addressPhoneRequired',
      'validation.bankAccountRequired',
      'validation.contactRequired',
      'validation.idNumberRequired',
      'validation.contactPhoneRequired',
      'validation.contactEmailRequired',
      'validation.contactJobRequired',
      'validation.contactUserNameRequired',
    ]);
  });

  it('a partly filled bank gets one message per missing field', () => {
    const input = complete();
    input.supplierBank = { bankName: '中国银行' };
    expect(keys(input)).toEqual(['validation.branchRequired', 'validation.accountNameRequired', 'validation.accountRequired']);
  });

  it('numbers contact problems from 1', () => {
    const input = complete();
    input.supplierUsers = [mainUser, { ...mainUser, isMainUser: false, userName: 'other01', email: 'bad' }];
    expect(validateSupplierDetail(input)).toEqual([{ path: 'supplierUsers.1.email', key: 'validation.emailInvalid', contact: 2 }]);
  });
});

describe('validateSupplierUsers', () => {
  const other = { ...mainUser, isMainUser: false, userName: 'other01' };
  it.each([
    [[], 'submit', 'validation.contactAtLeastOne'],
    [[], 'temp', null],
    [[other], 'submit', 'validation.mainUserExactlyOne'],
    [[mainUser, { ...mainUser, userName: 'other01' }], 'temp', 'validation.mainUserExactlyOne'],
    [[mainUser, { ...other, userName: 'REGISTER01' }], 'submit', 'validation.contactUserNameDuplicate'],
    [[mainUser, other], 'submit', null],
    [Array.from({ length: 21 }, () => other), 'temp', 'validation.contactsTooMany'],
  ] as const)('%#: %p (%s) => %p', (users, flag, expected) => {
    expect(validateSupplierUsers([...users], flag)).toBe(expected);
  });
});

describe('field rules', () => {
  it.each([
    [SUPPLIER_INFO_RULES.registeredCapital, '12.123456', null],
    [SUPPLIER_INFO_RULES.registeredCapital, '12.1234567', 'validation.registeredCapitalInvalid'],
    [SUPPLIER_INFO_RULES.registeredCapital, '-1', 'validation.registeredCapitalInvalid'],
    [SUPPLIER_INFO_RULES.employeeCount, '0120', null],
    [SUPPLIER_INFO_RULES.employeeCount, '1.5', 'validation.employeeCountDigits'],
    [SUPPLIER_INFO_RULES.website, 'www.example.cn', null],
    [SUPPLIER_INFO_RULES.website, 'not a site', 'validation.websiteInvalid'],
    [SUPPLIER_INFO_RULES.supplierType, 'PIRATE', 'validation.optionInvalid'],
    [SUPPLIER_INFO_RULES.supplierName, 'x'.repeat(201), 'validation.textTooLong'],
    [SUPPLIER_INFO_RULES.businessScope, 'x'.repeat(2001), 'validation.longTextTooLong'],
    [SUPPLIER_ADDRESS_RULES.phone, '+84 (24) 3822 1234', null],
    [SUPPLIER_ADDRESS_RULES.phone, '010-6322abcd', 'validation.telephoneInvalid'],
    [SUPPLIER_ADDRESS_RULES.country, 'VN', null],
    [SUPPLIER_BANK_RULES.swiftCode, 'BKCHCNBJ', null],
    [SUPPLIER_BANK_RULES.swiftCode, 'BKCHCNBJ110', null],
    [SUPPLIER_BANK_RULES.swiftCode, 'BKCH', 'validation.swiftInvalid'],
    [SUPPLIER_USER_RULES.phone, '13800000002', 'validation.phoneCountryCode'],
    [SUPPLIER_USER_RULES.phone, '+84 912345678', null],
    [SUPPLIER_USER_RULES.userName, '1abcdef', 'validation.registerUserNameRule'],
    [SUPPLIER_USER_RULES.memo, 'x'.repeat(1000), null],
    [SUPPLIER_USER_RULES.memo, 'x'.repeat(1001), 'validation.memoTooLong'],
  ])('%#: %p', (rules, value, expected) => {
    expect(checkField(rules, value, 'temp')).toBe(expected);
  });

  it.each([
    ['2026-02-28', null],
    ['2026-02-30', 'validation.dateInvalid'],
    ['2026/02/01', 'validation.dateInvalid'],
    ['', null],
  ])('validateIsoDate(%p) = %p', (value, expected) => expect(validateIsoDate(value)).toBe(expected));

  it('every key the supplier rules can return exists in every language', () => {
    const source = readFileSync(join(__dirname, 'supplier-detail-validators.ts'), 'utf8');
    const returned = new Set(Array.from(source.matchAll(/'(validation\.[A-Za-z]+)'/g), (m) => m[1]));
    expect(returned.size).toBeGreaterThan(25);
    for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
      const known = new Set(flattenKeys(commonResources[lang]));
      for (const key of returned) expect([lang, key, known.has(key)]).toEqual([lang, key, true]);
    }
  });
});
