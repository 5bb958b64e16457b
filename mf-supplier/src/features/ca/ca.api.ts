// The supplier's CA certificates (spec 02 §7 "CA and fees"): listed, and unbound by the supplier.
import { http, pageOf, type ApiReply, type PageOf } from '@portal/shared/core';

const P = '/isp/portal';

export type CaState = 'bound' | 'unbound' | 'revoked' | 'expired';

export interface CaCertificate {
  caSn: string;
  holder: string;
  issuer: string;
  validFrom: string | null;
  validTo: string | null;
  bound: boolean;
  state: CaState;
  boundAt: string | null;
  unboundAt: string | null;
  revokedAt: string | null;
}

export async function fetchCaList(page: number, pageSize: number): Promise<PageOf<CaCertificate>> {
  const { data } = await http.post<ApiReply<CaCertificate>>(`${P}/user/GetSupplierCAList`, { page, pageSize });
  return pageOf(data);
}

export async function unbindCa(caSn: string): Promise<CaCertificate & { changed: boolean }> {
  const { data } = await http.post<ApiReply<CaCertificate & { changed: boolean }>>(`${P}/user/UnbindSupplierCA`, { caSn });
  return data.data as CaCertificate & { changed: boolean };
}
