// The wire keeps dates as 'YYYY-MM-DD' text; antd's date pickers want dayjs values. This is the one
// place that converts between the two.
import dayjs, { type Dayjs } from 'dayjs';
import type { SupplierDetailFlag, SupplierDetailInput, SupplierAddress, SupplierBank, SupplierInfoAll, SupplierUser } from '@portal/shared/core';
import type { SupplierDetail } from './supplier-detail.api';

const DATE = 'YYYY-MM-DD';

export type CompanyValues = Omit<SupplierInfoAll, 'establishDate' | 'licenceEndDate'> & { establishDate?: Dayjs | null; licenceEndDate?: Dayjs | null };

export interface SupplierFormValues {
  supplierInfoAll: CompanyValues;
  supplierAddress: SupplierAddress;
  supplierBank: SupplierBank;
  supplierUsers: SupplierUser[];
}

const toDay = (value: string | undefined) => (value && dayjs(value, DATE).isValid() ? dayjs(value, DATE) : null);
export const fromDay = (value: unknown) => (dayjs.isDayjs(value) ? value.format(DATE) : value == null ? undefined : String(value));

export function toFormValues(detail: SupplierDetail): SupplierFormValues {
  const info = detail.supplierInfoAll ?? {};
  return {
    supplierInfoAll: { ...info, establishDate: toDay(info.establishDate), licenceEndDate: toDay(info.licenceEndDate) },
    supplierAddress: detail.supplierAddress ?? {},
    supplierBank: detail.supplierBank ?? {},
    supplierUsers: detail.supplierUsers?.length ? detail.supplierUsers : [{ isMainUser: true, userName: detail.userName }],
  };
}

export function toPayload(values: SupplierFormValues, flag: SupplierDetailFlag, supplierId: string | null = null): SupplierDetailInput {
  const info = values.supplierInfoAll ?? {};
  return {
    flag,
    supplierId,
    supplierInfoAll: { ...info, establishDate: fromDay(info.establishDate), licenceEndDate: info.licenceLongTerm ? undefined : fromDay(info.licenceEndDate) },
    supplierAddress: values.supplierAddress ?? {},
    supplierBank: values.supplierBank ?? {},
    supplierUsers: (values.supplierUsers ?? []).map((u) => ({ ...u, isMainUser: Boolean(u.isMainUser) })),
  };
}
