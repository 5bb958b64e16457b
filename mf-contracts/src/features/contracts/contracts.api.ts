import { http, pageOf, type ApiReply, type PageOf } from '@portal/shared/core';

export interface ContractRow {
  contractId: string;
  contractNum: string;
  contractName: string;
  status: string;
  partyAName: string;
  signedAmount: number;
  currency: string;
  signDate: string;
}

/** A keyword that looks like a contract number searches numbers; anything else searches names. */
export async function fetchContracts(page: number, pageSize: number, keyword = ''): Promise<PageOf<ContractRow>> {
  const byNumber = /^[A-Za-z]{1,6}[-\d]/.test(keyword);
  const params = { page, pageSize, contractNum: byNumber ? keyword : undefined, contractName: byNumber ? undefined : keyword || undefined };
  const { data } = await http.post<ApiReply<ContractRow>>('/isp/portal/contract/getContractList', null, { params });
  return pageOf(data);
}
