import { commonResources } from '../i18n/common-texts';
import { flattenKeys } from '../i18n/missing-keys';
import * as v from './index';

type Case = [input: unknown, expected: string | null];

function table(name: string, fn: (input: never) => string | null, cases: Case[]) {
  describe(name, () => {
    it.each(cases)('%p => %p', (input, expected) => {
      expect(fn(input as never)).toBe(expected);
    });
  });
}

table('validateLoginUserName', v.validateLoginUserName, [
  ['acme01', null],
  ['', 'validation.userNameRequired'],
  ['   ', 'validation.userNameRequired'],
  [undefined, 'validation.userNameRequired'],
]);

table('validateLoginPassword', v.validateLoginPassword, [
  ['123456', null],
  ['12345', 'validation.passwordMin'],
  ['', 'validation.passwordRequired'],
]);

table('validateImageCode', v.validateImageCode, [
  ['ab12', null],
  ['abc', 'validation.imageCodeLength'],
  ['abcde', 'validation.imageCodeLength'],
  ['', 'validation.imageCodeRequired'],
]);

table('validateLoginPhone', v.validateLoginPhone, [
  ['13812345678', null],
  ['12012345678', null],
  ['23812345678', 'validation.phoneInvalid'],
  ['1381234567', 'validation.phoneInvalid'],
  ['1381234567a', 'validation.phoneInvalid'],
  ['', 'validation.phoneRequired'],
]);

table('validateSmsCode', v.validateSmsCode, [
  ['123456', null],
  ['', 'validation.smsCodeRequired'],
]);

table('validateLockPassword', v.validateLockPassword, [
  ['x', null],
  ['', 'validation.lockPasswordRequired'],
  [null, 'validation.lockPasswordRequired'],
]);

table('validateRegisterUserName', v.validateRegisterUserName, [
  ['acmeltd', null],
  ['acme2024', null],
  ['A12345', null],
  ['a23456789012345678', null],
  ['a234567890123456789', 'validation.registerUserNameRule'],
  ['acme1', 'validation.registerUserNameRule'],
  ['1acme01', 'validation.registerUserNameRule'],
  ['acme_01', 'validation.registerUserNameRule'],
  ['acme公司01', 'validation.registerUserNameRule'],
  ["acme'01", 'validation.registerUserNameSpecial'],
  ['acme;01', 'validation.registerUserNameSpecial'],
  ['acme%01', 'validation.registerUserNameSpecial'],
  ['acme-01', 'validation.registerUserNameSpecial'],
  ['', 'validation.userNameRequired'],
]);

table('validatePassword', v.validatePassword, [
  ['abc123', null],
  ['abc!@#', null],
  ['123!@#', null],
  ['abcdef', 'validation.passwordRule'],
  ['123456', 'validation.passwordRule'],
  ['ab12', 'validation.passwordRule'],
  ['abc123abc123abc1234', 'validation.passwordRule'],
  ['abc 123', 'validation.passwordRule'],
  ['abc123密码', 'validation.passwordRule'],
  ['', 'validation.passwordRequired'],
]);

table('validateStrongPassword', v.validateStrongPassword, [
  ['Abcd123!', null],
  ['Abcdefgh12345!@#', null],
  ['Abcdefgh12345!@#x', 'validation.strongPasswordRule'],
  ['Abc123!', 'validation.strongPasswordRule'],
  ['abcd123!', 'validation.strongPasswordRule'],
  ['ABCD123!', 'validation.strongPasswordRule'],
  ['Abcdefg!', 'validation.strongPasswordRule'],
  ['Abcd1234', 'validation.strongPasswordRule'],
  ['', 'validation.passwordRequired'],
]);

describe('password pairs', () => {
  it('rejects a password equal to the username', () => {
    expect(v.validatePasswordNotUserName('acme01x', 'acme01x')).toBe('validation.passwordSameAsUserName');
    expect(v.validatePasswordNotUserName('other1!', 'acme01x')).toBeNull();
  });
  it('refuses a changed password equal to the one it replaces', () => {
    expect(v.validatePasswordChanged('Same#Pass1', 'Same#Pass1')).toBe('validation.passwordUnchanged');
    expect(v.validatePasswordChanged('Other#Pass2', 'Same#Pass1')).toBeNull();
    expect(v.validatePasswordChanged('Other#Pass2', undefined)).toBeNull();
  });
  it('requires a matching confirmation', () => {
    expect(v.validatePasswordConfirm('abc123', 'abc123')).toBeNull();
    expect(v.validatePasswordConfirm('abc124', 'abc123')).toBe('validation.passwordMismatch');
    expect(v.validatePasswordConfirm('', 'abc123')).toBe('validation.passwordConfirmRequired');
  });
});

table('validateCnMobile', v.validateCnMobile, [
  ['13812345678', null],
  ['19912345678', null],
  ['12012345678', 'validation.mobileInvalid'],
  ['138123456789', 'validation.mobileInvalid'],
  ['', 'validation.phoneRequired'],
]);

table('validatePhoneWithCountryCode', v.validatePhoneWithCountryCode, [
  ['+84 912345678', null],
  ['+86 13812345678', null],
  ['+84912345678', null],
  ['912345678', 'validation.phoneCountryCode'],
  ['+84 91234abc', 'validation.phoneCountryCode'],
  ['+8613812345678', null],
  ['+86-19912345678', null],
  ['+86 12012345678', 'validation.mobileInvalid'],
  ['+86 1381234567', 'validation.mobileInvalid'],
  ['+86 010 63221234', 'validation.mobileInvalid'],
  ['+84 294 3888 222', null],
  ['+84 12', 'validation.phoneCountryCode'],
  ['+84  912345678', 'validation.phoneCountryCode'],
  ['+84 912\n345678', 'validation.phoneCountryCode'],
  ['+852 91234567', null],
  ['', 'validation.phoneRequired'],
]);

table('validateEmailOptional', v.validateEmailOptional, [
  ['', null],
  [undefined, null],
  ['sales@acme.com.vn', null],
  ['sales@acme', 'validation.emailInvalid'],
  ['sales acme.com', 'validation.emailInvalid'],
]);

table('validateEmployeeCount', v.validateEmployeeCount, [
  ['120', null],
  [120, null],
  ['', null],
  ['12a', 'validation.employeeCountDigits'],
  ['-3', 'validation.employeeCountDigits'],
  ['1.5', 'validation.employeeCountDigits'],
]);

table('validateRegisteredCapital', v.validateRegisteredCapital, [
  ['1000', null],
  ['1000.123456', null],
  ['1000.1234567', 'validation.registeredCapitalInvalid'],
  ['abc', 'validation.registeredCapitalInvalid'],
  ['-5', 'validation.registeredCapitalInvalid'],
]);

table('validateMemo', v.validateMemo, [
  ['', null],
  ['x'.repeat(1000), null],
  ['备'.repeat(1000), null],
  ['x'.repeat(1001), 'validation.memoTooLong'],
]);

table('validateTaxRate', v.validateTaxRate, [
  ['13', null],
  [0, null],
  ['99.99', null],
  ['100', 'validation.taxRateInvalid'],
  ['-1', 'validation.taxRateInvalid'],
  ['abc', 'validation.taxRateInvalid'],
  ['', 'validation.taxRateRequired'],
]);

table('validateUnitPrice', v.validateUnitPrice, [
  ['12.5', null],
  ['1000000000', null],
  ['123456789.1234567', null],
  ['123456789.12345678', 'validation.unitPriceTooLong'],
  ['1000000000.01', 'validation.unitPriceTooLarge'],
  ['-1', 'validation.unitPriceInvalid'],
  ['1e5', 'validation.unitPriceInvalid'],
  ['', 'validation.unitPriceRequired'],
]);

table('validateArrivalDays', v.validateArrivalDays, [
  ['30', null],
  [1, null],
  ['0', 'validation.arrivalDaysPositive'],
  ['-3', 'validation.arrivalDaysPositive'],
  ['2.5', 'validation.arrivalDaysPositive'],
  ['', 'validation.arrivalDaysPositive'],
]);

table('validateBusinessSelection', v.validateBusinessSelection, [
  [1, null],
  [10, null],
  [0, 'validation.businessSelectRequired'],
  [11, 'validation.businessSelectMax'],
]);

describe('validateUpload', () => {
  const MB = 1024 * 1024;
  it.each([
    [{ name: 'a.pdf', size: 100, allowedExtensions: ['pdf', 'docx'] }, null],
    [{ name: 'A.PDF', size: 100, allowedExtensions: ['.pdf'] }, null],
    [{ name: 'a.exe', size: 100, allowedExtensions: ['pdf'] }, 'upload.extensionNotAllowed'],
    [{ name: 'a.pdf', size: 0 }, 'upload.empty'],
    [{ name: 'a.pdf', size: 50 * MB }, null],
    [{ name: 'a.pdf', size: 50 * MB + 1 }, 'upload.tooLarge'],
    [{ name: 'a.pdf', size: 11 * MB, maxBytes: 10 * MB }, 'upload.tooLarge'],
    [{ name: 'a.pdf', size: 150 * MB, maxBytes: 200 * MB }, null],
    [{ name: 'a.pdf', size: 1, count: 20 }, null],
    [{ name: 'a.pdf', size: 1, count: 21 }, 'upload.tooMany'],
  ])('%p => %p', (input, expected) => {
    expect(v.validateUpload(input)).toBe(expected);
  });

  it('gives the values the message needs', () => {
    expect(v.describeUploadProblem({ name: 'a.pdf', size: 11 * MB, maxBytes: 10 * MB })).toEqual({ key: 'upload.tooLarge', values: { size: 10 } });
  });
});

describe('input filters', () => {
  it.each([
    ['1a2.3.4', '12.34'],
    ['..5', '.5'],
    ['abc', ''],
  ])('filterAmount(%p) = %p', (input, expected) => expect(v.filterAmount(input)).toBe(expected));
  it('filters integers and alphanumerics', () => {
    expect(v.filterInteger('1a2.3-')).toBe('123');
    expect(v.filterAlphanumeric('ab-1_2 c!')).toBe('ab12c');
  });
});

describe('message keys', () => {
  it('every key a validator can return exists in the common namespace', () => {
    const keys = new Set(flattenKeys(commonResources['zh-CN']));
    const src = [v.validateLoginUserName, v.validateLoginPassword, v.validateImageCode, v.validateLoginPhone, v.validateSmsCode,
      v.validateLockPassword, v.validateRegisterUserName, v.validatePassword, v.validateStrongPassword, v.validateCnMobile,
      v.validatePhoneWithCountryCode, v.validateEmailOptional, v.validateEmployeeCount, v.validateRegisteredCapital,
      v.validateMemo, v.validateTaxRate, v.validateUnitPrice, v.validateArrivalDays, v.validateBusinessSelection]
      .map((fn) => fn.toString())
      .join('\n');
    const returned = Array.from(src.matchAll(/'((?:validation|upload)\.[A-Za-z]+)'/g), (m) => m[1]);
    expect(returned.length).toBeGreaterThan(15);
    for (const key of returned) expect(keys.has(key)).toBe(true);
    for (const key of ['upload.extensionNotAllowed', 'upload.empty', 'upload.tooLarge', 'upload.tooMany', 'validation.passwordSameAsUserName', 'validation.passwordMismatch', 'validation.passwordConfirmRequired']) {
      expect(keys.has(key)).toBe(true);
    }
  });
});
