// Membership fees and their payment (spec 02 §7 "CA and fees"): the fee list, the payment records,
// the invoice details, and the order behind a QR code (genPayCode; followed with getWXPayStatus).
import { fileNameFromDisposition, http, pageOf, saveBlob, type ApiReply, type PageOf } from '@portal/shared/core';
import type { CompanyData } from './invoice-prefill';

const P = '/isp/portal';

export interface InvoiceInfo {
  invoiceTitle?: string;
  taxNumber?: string;
  invoiceEmail?: string;
  invoiceAddress?: string;
  remark?: string;
}

export interface SupplierFee {
  feeId: string;
  feeType: string;
  title: string;
  period: string | null;
  /** Exact decimal string. */
  amount: string;
  currency: string;
  dueDate: string | null;
  status: 'due' | 'paid';
  overdue: boolean;
  payable: boolean;
  paidAt: string | null;
  invoiceInfo: InvoiceInfo;
  createdAt: string;
}

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'expired';

export interface PayOrder {
  orderId: string;
  feeId: string;
  feeTitle?: string;
  amount: string;
  currency: string;
  provider: string;
  status: OrderStatus;
  paid: boolean;
  createdAt: string;
  expiresAt: string;
  settledAt: string | null;
}

export interface PayCode extends PayOrder {
  /** What the QR code encodes (the simulator's payment page by default). */
  codeUrl: string;
  expiresInSeconds: number;
  newOrder: boolean;
}

/** The fee list's filter: every fee, or only those due or paid. */
export type FeeFilter = 'due' | 'paid' | '';

export async function fetchFees(page: number, pageSize: number, status: FeeFilter = ''): Promise<PageOf<SupplierFee>> {
  const { data } = await http.post<ApiReply<SupplierFee>>(`${P}/user/GetSupplierFeeList`, { page, pageSize, ...(status ? { status } : {}) });
  return pageOf(data);
}

/** user/exportSupplierFeeList: every fee the filter finds (not one page) as an .xlsx, saved under the server's name. */
export async function exportFees(status: FeeFilter = ''): Promise<string> {
  const res = await http.post<Blob>(`${P}/user/exportSupplierFeeList`, status ? { status } : {}, { responseType: 'blob' });
  const name = fileNameFromDisposition(res.headers['content-disposition'] as string | undefined, 'fees.xlsx');
  saveBlob(res.data, name);
  return name;
}

/**
 * The company's own record (getSupplierDetail), to start empty invoice details from. Quiet when it
 * cannot be read: the form then starts empty, which is no error of the clerk's.
 */
export async function fetchCompanyData(): Promise<CompanyData | null> {
  const { data } = await http.post<ApiReply<CompanyData>>(`${P}/user/getSupplierDetail`, {}, { showsOwnError: true });
  return (data.data as CompanyData | undefined) ?? null;
}

export async function fetchPayments(page: number, pageSize: number): Promise<PageOf<PayOrder>> {
  const { data } = await http.post<ApiReply<PayOrder>>(`${P}/user/GetSupplierFeePayList`, { page, pageSize });
  return pageOf(data);
}

export async function saveFeeInfo(feeId: string, info: InvoiceInfo): Promise<SupplierFee> {
  const { data } = await http.post<ApiReply<SupplierFee>>(`${P}/user/saveSupplierFeeInfo`, { feeDataObject: { feeId, ...info } });
  return data.data as SupplierFee;
}

/** The fee's live order, or a new one when the last failed or expired. */
export async function genPayCode(feeId: string): Promise<PayCode> {
  const { data } = await http.get<ApiReply<PayCode>>(`${P}/pay/genPayCode`, { params: { feeId } });
  return data.data as PayCode;
}

export async function payStatus(orderId: string): Promise<PayOrder> {
  const { data } = await http.get<ApiReply<PayOrder>>(`${P}/pay/getWXPayStatus`, { params: { orderId } });
  return data.data as PayOrder;
}
