// The supplier's contracts (issue 15; spec 02 §3 "Contract"): contract/getContractList and
// contract/getContractDetail under /isp/portal. Money and quantities are exact decimal strings,
// times ISO 8601 UTC; another supplier's contract answers 404 like a missing one.
import { fileNameFromDisposition, http, pageOf, saveBlob, type ApiReply, type PageOf } from '@portal/shared/core';

const P = '/isp/portal';

export const CONTRACT_STATUSES = ['DRAFT', 'SIGNED', 'PERFORMING', 'COMPLETED', 'TERMINATED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_TYPES = ['MATERIAL', 'WORKS', 'SALE'] as const;

export interface ContractRow {
  contractId: string;
  contractNum: string;
  contractName: string;
  status: ContractStatus | string;
  contractType: string | null;
  supplierId: string;
  partyAName: string;
  partyAContact: string | null;
  partyAPhone: string | null;
  partyBName: string;
  partyBContact: string | null;
  partyBPhone: string | null;
  signedAmount: string | null;
  totalAmount: string | null;
  currency: string;
  signDate: string | null;
  predictedArrival: string | null;
  storageDate: string | null;
  receivedQuantity: string | null;
  arrivalAddress: string | null;
  invoiceAddress: string | null;
  sourceId: string | null;
  sourceNum: string | null;
  sourceTitle: string | null;
  frameAgreementId: string | null;
  remark: string | null;
  createdAt: string | null;
  deliveryNoteCount?: number;
}

export interface ContractNote {
  noteId: string;
  noteCode: string;
  title: string | null;
  orderNum: string | null;
  shipTime: string | null;
  confirmTime: string | null;
  acceptanceStatus: string;
  shippedQuantity: string | null;
  currentQuantity: string | null;
}

export interface ContractDocument {
  docId: string;
  title: string;
  docType: string;
  fileName: string;
  fileSize: number;
  fileSizeKb: number;
  createdAt: string;
  /** Signed for 30 minutes: downloads in a new tab without a token. */
  url: string;
}

export interface ContractDetail extends ContractRow {
  shippedQuantity: string | null;
  deliveryNotes: ContractNote[];
  documents: ContractDocument[];
  frameAgreement: { agreementId: string; agreementNum: string; title: string } | null;
}

export interface ContractCriteria {
  contractNum?: string;
  contractName?: string;
  status?: string;
  contractType?: string;
  partyAName?: string;
  sourceNum?: string;
  /** China days, YYYY-MM-DD. */
  signDateFrom?: string;
  signDateTo?: string;
}

export async function fetchContracts(page: number, pageSize: number, criteria: ContractCriteria = {}): Promise<PageOf<ContractRow>> {
  const { data } = await http.post<ApiReply<ContractRow>>(`${P}/contract/getContractList`, { page, pageSize, ...criteria });
  return pageOf(data);
}

export async function fetchContract(contractId: string): Promise<ContractDetail> {
  const { data } = await http.post<ApiReply<ContractDetail>>(`${P}/contract/getContractDetail`, { contractId });
  return data.data as ContractDetail;
}

/**
 * contract/exportContractList: every contract the criteria find (not one page) as an .xlsx the
 * server writes, fetched with the session's token and saved under the server's file name.
 */
export async function exportContracts(criteria: ContractCriteria = {}): Promise<string> {
  const res = await http.post<Blob>(`${P}/contract/exportContractList`, criteria, { responseType: 'blob' });
  const name = fileNameFromDisposition(res.headers['content-disposition'] as string | undefined, 'contracts.xlsx');
  saveBlob(res.data, name);
  return name;
}
