import { SCOPE, TENANT_ID } from './constants';
import { http } from './http';
import { session } from './session';
import type { PortalUser, ShellUser, TempUser } from './api-types';

/** The portal's OAuth client; the server checks it on the token and refresh calls. */
export const OAUTH_CLIENT_HEADER = `Basic ${btoa('isp:isp')}`;

export interface RefreshReply {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  user_info?: ShellUser;
  protalUser?: PortalUser | null;
  tempuser?: TempUser | null;
}

/**
 * One token refresh (server: POST /auth/token/refresh, which rotates the refresh token). Stores
 * the new pair, which also resets the token-time counter. Rejects when there is no refresh token
 * or the server refuses it.
 */
export async function refreshSessionTokens(): Promise<RefreshReply> {
  const refreshToken = session.getState().refreshToken;
  if (!refreshToken) throw new Error('no refresh token');
  const { data } = await http.post<RefreshReply>('/auth/token/refresh', null, {
    params: { refresh_token: refreshToken, grant_type: 'refresh_token', scope: SCOPE },
    headers: { Authorization: OAUTH_CLIENT_HEADER, tenant: TENANT_ID },
  });
  session.setTokens({ accessToken: data.access_token, refreshToken: data.refresh_token });
  return data;
}
