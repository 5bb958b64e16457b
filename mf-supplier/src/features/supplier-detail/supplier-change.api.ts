// The change-request calls of spec 02 §7 for a logged-in supplier.
import { http, pageOf, type ApiReply, type MainBusinessOption, type PageOf, type SupplierDetailInput } from '@portal/shared/core';
import type { CallOptions } from '../../supplier-form/supplier-detail.api';

export type ChangeStatus = 'submitted' | 'approved' | 'rejected';

export interface ChangedField {
  section: 'supplierInfoAll' | 'supplierAddress' | 'supplierBank' | 'supplierUsers' | 'supplierMainBusiness' | 'files';
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

export interface ChangeSummary {
  changeId: string;
  changeNum: string;
  status: ChangeStatus;
  submittedAt: string;
  decidedAt: string | null;
  reason: string | null;
  fields: number;
}


export type SentChange = ChangeSummary & { changes: ChangedField[] };

export async function submitChange(body: SupplierDetailInput & { changeNum?: string; supplierMainBusiness?: MainBusinessOption[] }): Promise<SentChange> {
  const { data } = await http.post<ApiReply<ChangeSummary & { changes: ChangedField[] }>>('/isp/portal/user/saveSupplierDetailChange', body);
  return data.data!;
}

export async function fetchChanges(page: number, pageSize: number, { quiet = false }: CallOptions = {}): Promise<PageOf<ChangeSummary>> {
  const { data } = await http.post<ApiReply<ChangeSummary>>('/isp/portal/plogin/getSupChangeList', { page, pageSize }, { showsOwnError: quiet });
  return pageOf(data);
}

export async function fetchOpenChange({ quiet = false }: CallOptions = {}): Promise<(ChangeSummary & Record<string, unknown>) | null> {
  const { data } = await http.post<ApiReply<(ChangeSummary & Record<string, unknown>) | null>>('/isp/portal/user/getSupChangeData', {}, { showsOwnError: quiet });
  return data.data ?? null;
}

export async function fetchChangeDetail(changeId: string): Promise<ChangeSummary & { changes: ChangedField[] }> {
  const { data } = await http.post<ApiReply<ChangeSummary & { changes: ChangedField[] }>>('/isp/portal/user/getSupplierChangeDetail', { changeId });
  return data.data!;
}

/** A change number for the request being written (getCode); it numbers the request sent with it. */
export async function fetchChangeNumber(): Promise<string> {
  const { data } = await http.post<ApiReply<{ code: string }>>('/isp/portal/user/getCode', undefined, { params: { codeType: 'SUPPLIER_CHANGE', fieldName: 'changeNum' } });
  return data.data!.code;
}

/** Asks for main businesses added to the supplier's, as a request that changes nothing else. */
export async function askForNewBusiness(codes: string[]): Promise<SentChange> {
  const { data } = await http.post<ApiReply<SentChange>>('/isp/portal/user/toNewBusiness', undefined, { params: { mainbusinessCodes: codes.join(',') } });
  return data.data!;
}

/** The three-in-one certificate's fields (saveThreeToOne): the credit code and the licence's validity. */
export interface ThreeToOneInput {
  creditCode: string;
  licenceEndDate?: string;
  licenceLongTerm?: boolean;
}

/**
 * Asks for the three-in-one certificate's fields only, as a change request (spec 02 §7). The
 * dialog shows the server's refusal itself: a bad code beside the field, anything else as a message.
 */
export async function submitThreeToOne(supplier: ThreeToOneInput): Promise<SentChange> {
  const { data } = await http.post<ApiReply<SentChange>>('/isp/portal/source/saveThreeToOne', { supplier }, { showsOwnError: true });
  return data.data!;
}
