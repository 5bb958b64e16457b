// Token login (spec 01 §4): /home?args=<ticket> logs the visitor in with a one-time ticket that the
// server issued (POST /isp/portal/user/createLoginTicket, 2 minutes, single use), then the page
// resets its address to /home. The host or the home page calls this; the login card does as well.
import type { PortalUser, ShellUser, TempUser } from './api-types';
import { http } from './http';
import { navigation } from './navigation';
import { session } from './session';

export interface TokenLoginReply {
  result: string;
  access_token: string;
  refresh_token: string;
  user_info?: ShellUser;
  protalUser?: PortalUser | null;
  tempuser?: TempUser | null;
}

/** Stores what a successful login returned, the same for every kind of login. */
export function applyLoginReply(reply: TokenLoginReply): void {
  session.setTokens({ accessToken: reply.access_token, refreshToken: reply.refresh_token });
  session.setUserInfo(reply.user_info ?? null);
  session.setPortalUser(reply.protalUser ?? null);
  session.setTempUser(reply.tempuser ?? null);
}

let pending: Promise<boolean> | null = null;

/**
 * Exchanges the ticket for a session and replaces the address with /home. Resolves true when the
 * user is logged in; a bad or used ticket shows the server's message and resolves false. Calling it
 * twice for the same address (two components mounting) makes one request.
 */
export function tokenLogin(args: string): Promise<boolean> {
  pending ??= http
    .post<{ data: TokenLoginReply }>('/isp/portal/user/tokenLogin', null, { params: { args } })
    .then(
      ({ data }) => {
        applyLoginReply(data.data);
        return true;
      },
      () => false,
    )
    .finally(() => {
      pending = null;
      navigation.replace('/home');
    });
  return pending;
}
