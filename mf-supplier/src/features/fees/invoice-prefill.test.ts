import { invoiceFromCompany, invoiceStart } from './invoice-prefill';

const company = {
  supplierInfoAll: { supplierName: ' 越南光伏材料有限公司 ', creditCode: '91110108MA01ABCD1X', companyEmail: 'finance@example.vn', registeredAddress: '18 Lý Thường Kiệt, Hà Nội' },
  supplierAddress: { province: 'Hà Nội', city: 'Hoàn Kiếm', address: '1 Tràng Tiền' },
  supplierUsers: [{ email: 'other@example.vn' }, { email: 'main@example.vn', isMainUser: true }],
};

test('empty invoice details start from the company data', () => {
  expect(invoiceStart({}, company)).toEqual({
    invoiceTitle: '越南光伏材料有限公司',
    taxNumber: '91110108MA01ABCD1X',
    invoiceEmail: 'finance@example.vn',
    invoiceAddress: '18 Lý Thường Kiệt, Hà Nội',
    remark: '',
  });
});

test('what was saved for the fee wins over the company data, field by field', () => {
  expect(invoiceStart({ invoiceTitle: 'Own title', taxNumber: '  ' }, company)).toMatchObject({ invoiceTitle: 'Own title', taxNumber: '91110108MA01ABCD1X' });
});

test('the main user\'s e-mail and the office address fill in when the company has none', () => {
  const bare = { ...company, supplierInfoAll: { supplierName: 'X' } };
  expect(invoiceFromCompany(bare)).toMatchObject({ invoiceEmail: 'main@example.vn', invoiceAddress: 'Hà Nội Hoàn Kiếm 1 Tràng Tiền' });
});

test('a tax number the form would refuse is not suggested', () => {
  expect(invoiceFromCompany({ supplierInfoAll: { creditCode: '9111 0108/ABC' } }).taxNumber).toBeUndefined();
});

test('without company data every field starts empty', () => {
  expect(invoiceStart(undefined, null)).toEqual({ invoiceTitle: '', taxNumber: '', invoiceEmail: '', invoiceAddress: '', remark: '' });
});
