// Calls of the business selector and the business-detail dialog (spec 02 §7): answers come in the
// page's language (the HTTP client sends content-lang).
import { http, pageOf, type ApiReply, type PageOf } from '@portal/shared/core';

/** A selector option: the code and the full dotted path. */
export interface CatalogueOption {
  mainbusinessCode: string;
  mainbusinessName: string;
}

/** A row of the business-detail dialog. */
export interface BusinessModel {
  mainbusinessCode: string;
  mainBusinessname: string;
  Businessname: string;
  includedMaterials: string;
}

async function list<T>(path: string, body: Record<string, unknown>): Promise<PageOf<T>> {
  const { data } = await http.post<ApiReply<T>>(path, body);
  return pageOf(data);
}

export const fetchMainBusinessOptions = (f: { materialDesc?: string; current: number; size: number }) =>
  list<CatalogueOption>('/isp/portal/plogin/getMainBusinessList', f);

export const fetchBusinessModels = (f: { mainBusinessname?: string; includedMaterials?: string; current: number; size: number }) =>
  list<BusinessModel>('/isp/portal/plogin/findBusModelList', f);

/** The full dotted paths of chosen codes (getMainbusiness), by code: the draft keeps the last segment only. */
export async function fetchFullPaths(codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const { data } = await http.post<ApiReply<{ mainbusinessCode: string; Businessname: string }[]>>('/isp/portal/plogin/getMainbusiness', { mainbusinessCode: codes.join(',') });
  return new Map((data.data ?? []).map((n) => [n.mainbusinessCode, n.Businessname]));
}
