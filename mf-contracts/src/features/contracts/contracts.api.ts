import { http, type ApiReply } from '@portal/shared/core';
import type { PageOf } from '@portal/shared/react';

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

export async function fetchContracts(page: number, pageSize: number): Promise<PageOf<ContractRow>> {
  const { data } = await http.post<ApiReply<ContractRow>>('/isp/portal/contract/getContractList', null, { params: { page, pageSize } });
  return { records: data.records ?? [], total: data.total ?? 0 };
}
