// The bank directory's look-ups (spec 02 §7, under user): banks by keyword, the regions a bank
// serves, and its branches there. Names come in the page's language.
import { http, pageOf, type ApiReply, type PageOf } from '@portal/shared/core';

export interface Bank {
  bankCode: string;
  bankName: string;
  country: string;
  swiftCode: string;
}
export interface BankArea {
  areaCode: string;
  country: string;
  province: string;
  city: string;
}
export interface BankBranch {
  branchCode: string;
  bankCode: string;
  bankName: string;
  areaCode: string;
  province: string;
  city: string;
  branchName: string;
  swiftCode: string | null;
  bankAddress: string;
}

async function list<T>(path: string, body: Record<string, unknown>): Promise<PageOf<T>> {
  const { data } = await http.post<ApiReply<T>>(`/isp/portal/user/${path}`, body);
  return pageOf(data);
}

export const findBanks = (keyword: string) => list<Bank>('findBankList', { keyword: keyword || undefined, size: 30 });
export const findBankAreas = (bankCode: string) => list<BankArea>('findBankAreaList', { bankCode, size: 100 });
export const findBranches = (bankCode: string, areaCode: string | undefined, keyword: string) =>
  list<BankBranch>('findBankPersonList', { bankCode, areaCode, keyword: keyword || undefined, size: 50 });
