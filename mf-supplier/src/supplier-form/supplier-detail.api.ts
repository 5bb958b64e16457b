import { http, type ApiReply, type SupplierDetailInput, type SupplierAddress, type SupplierBank, type SupplierInfoAll, type SupplierUser, type PerformanceRecord } from '@portal/shared/core';

export type DetailStatus = 'new' | 'draft' | 'submitted' | 'approved' | 'rejected';

/** The answer of getSupplierDetail and saveSupplierDetail. */
export interface SupplierDetail {
  supplierId: string | null;
  userName: string;
  status: DetailStatus;
  updatedAt: string | null;
  submittedAt: string | null;
  supplierInfoAll: SupplierInfoAll;
  supplierAddress: SupplierAddress;
  supplierBank: SupplierBank;
  supplierUsers: SupplierUser[];
  /** Why the buyer rejected the registration, while its status is 'rejected'. */
  rejectReason?: string | null;
  /** An approved supplier's number, states, qualification files and performance records. */
  profile?: SupplierProfile;
}

export type FileValidity = 'none' | 'valid' | 'expiring' | 'expired';

export interface SupplierProfile {
  supplierNum: string | null;
  wfSuStatus: string | null;
  activated: boolean;
  qualificationFiles: { fileId: string; fileName: string; fileBusinessType: string | null; uploadTime: string; validUntil: string | null; validity: FileValidity }[];
  performance: PerformanceRecord[];
}

export interface Currency {
  currencyCode: string;
  currencyName: string;
  currencyNameEn: string | null;
}

/** Without a supplierId the server answers the registering user's own draft. */
/** How a call fails: `quiet` leaves the message to the caller (a banner asked again on focus shows none). */
export interface CallOptions {
  quiet?: boolean;
}

export async function fetchSupplierDetail(supplierId?: string, { quiet = false }: CallOptions = {}): Promise<SupplierDetail> {
  const { data } = await http.post<ApiReply<SupplierDetail>>('/isp/portal/user/getSupplierDetail', null, { params: supplierId ? { supplierId } : {}, showsOwnError: quiet });
  return data.data as SupplierDetail;
}

export async function saveSupplierDetail(body: SupplierDetailInput): Promise<SupplierDetail> {
  const { data } = await http.post<ApiReply<SupplierDetail>>('/isp/portal/user/saveSupplierDetail', body);
  return data.data as SupplierDetail;
}

export async function fetchCurrencies(): Promise<Currency[]> {
  const { data } = await http.post<ApiReply<Currency[]>>('/isp/portal/plogin/getCurrencyList');
  return data.data ?? [];
}

/** 'success' when no account has this user name yet, else the reason in the current language. */
export async function checkUserNameFree(userName: string): Promise<string> {
  const { data } = await http.post<ApiReply<string>>('/isp/portal/plogin/checkUserName', new URLSearchParams({ userName }));
  return data.data ?? '';
}
