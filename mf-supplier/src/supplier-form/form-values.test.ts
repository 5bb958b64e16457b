import { toFormValues, toPayload } from './form-values';
import type { SupplierDetail } from './supplier-detail.api';

const detail: SupplierDetail = {
  supplierId: null,
  userName: 'register01',
  status: 'draft',
  updatedAt: null,
  submittedAt: null,
  supplierInfoAll: { supplierName: '示范公司', establishDate: '2015-06-01', licenceEndDate: '2030-12-31' },
  supplierAddress: { city: '北京' },
  supplierBank: {},
  supplierUsers: [{ isMainUser: true, userName: 'register01' }],
};

test('a saved draft goes into the form and comes back unchanged', () => {
  const values = toFormValues(detail);
  expect(values.supplierInfoAll.establishDate?.format('YYYY-MM-DD')).toBe('2015-06-01');
  expect(toPayload(values, 'temp')).toEqual({
    flag: 'temp',
    supplierId: null,
    supplierInfoAll: { supplierName: '示范公司', establishDate: '2015-06-01', licenceEndDate: '2030-12-31' },
    supplierAddress: { city: '北京' },
    supplierBank: {},
    supplierUsers: [{ isMainUser: true, userName: 'register01' }],
  });
});

test('a long-term licence sends no end date', () => {
  const values = toFormValues(detail);
  values.supplierInfoAll.licenceLongTerm = true;
  expect(toPayload(values, 'submit').supplierInfoAll?.licenceEndDate).toBeUndefined();
});

test('a first visit without contacts starts with the account as main user', () => {
  expect(toFormValues({ ...detail, supplierUsers: [] }).supplierUsers).toEqual([{ isMainUser: true, userName: 'register01' }]);
});
