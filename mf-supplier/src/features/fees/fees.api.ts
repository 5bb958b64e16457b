// Membership fees and their payment (spec 02 §7 "CA and fees"): the fee list, the payment records,
// the invoice details, and the order behind a QR code (genPayCode; followed with getWXPayStatus).
import { http, pageOf, type ApiReply, type PageOf } from '@portal/shared/core';

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

export async function fetchFees(page: number, pageSize: number): Promise<PageOf<SupplierFee>> {
  const { data } = await http.post<ApiReply<SupplierFee>>(`${P}/user/GetSupplierFeeList`, { page, pageSize });
  return pageOf(data);
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
