import { GRANT_TYPE, SCOPE, TENANT_ID, http, type PortalUser, type ShellUser } from '@portal/shared/core';

export interface TokenReply {
  access_token: string;
  refresh_token: string;
  user_info?: ShellUser;
  protalUser?: PortalUser | null;
}

// The OAuth client of the portal; the server checks it on the token endpoint.
const CLIENT_HEADER = `Basic ${btoa('isp:isp')}`;

export const newRandomStr = (): string => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

export const imageCodeUrl = (randomStr: string): string => `/code?randomStr=${encodeURIComponent(randomStr)}`;

export async function passwordLogin(form: { username: string; password: string; code: string; randomStr: string }): Promise<TokenReply> {
  const { data } = await http.post<TokenReply>('/auth/oauth/token', null, {
    params: { ...form, grant_type: GRANT_TYPE, scope: SCOPE },
    headers: { Authorization: CLIENT_HEADER, tenant: TENANT_ID },
  });
  return data;
}
