// Frame (purchase) agreements (issue 15; routes /frame_agreement_result_list and
// /frame_agreement_result_detail): frameAgreement/getList and frameAgreement/getDetail.
import { http, pageOf, type ApiReply, type PageOf } from '@portal/shared/core';

const P = '/isp/portal';

export interface FrameAgreementRow {
  agreementId: string;
  agreementNum: string;
  title: string;
  supplierId: string;
  partyAName: string;
  partyBName: string | null;
  status: string;
  currency: string;
  totalAmount: string | null;
  signDate: string | null;
  validFrom: string | null;
  validTo: string | null;
  remark: string | null;
  createdAt: string | null;
  lineCount?: number;
}

export interface FrameLine {
  lineNo: number;
  itemCode: string | null;
  description: string | null;
  specification: string | null;
  unit: string | null;
  unitPrice: string | null;
  taxRate: string | null;
  quantity: string | null;
}

export interface FrameAgreementDetail extends FrameAgreementRow {
  lines: FrameLine[];
  contracts: { contractId: string; contractNum: string; contractName: string; status: string }[];
}

export interface FrameAgreementCriteria {
  agreementNum?: string;
  title?: string;
  status?: string;
  /** A China day (YYYY-MM-DD) the agreement is valid on. */
  validOn?: string;
}

export async function fetchFrameAgreements(page: number, pageSize: number, criteria: FrameAgreementCriteria = {}): Promise<PageOf<FrameAgreementRow>> {
  const { data } = await http.post<ApiReply<FrameAgreementRow>>(`${P}/frameAgreement/getList`, { page, pageSize, ...criteria });
  return pageOf(data);
}

export async function fetchFrameAgreement(agreementId: string): Promise<FrameAgreementDetail> {
  const { data } = await http.post<ApiReply<FrameAgreementDetail>>(`${P}/frameAgreement/getDetail`, { agreementId });
  return data.data as FrameAgreementDetail;
}
