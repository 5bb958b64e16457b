import { http } from './http';
import { session } from './session';

/**
 * Log-off of spec 01 §4/§7: both logout calls (the portal's and the auth server's), so the token is
 * revoked on the server, then the local session, whatever the server answered.
 */
export async function logOff(): Promise<void> {
  const token = session.getState().accessToken;
  if (token) {
    await Promise.allSettled([
      http.get('/isp/portal/user/logout'),
      http.delete('/auth/token/logout', { headers: { Authorization: `Bearer ${token}` } }),
    ]);
  }
  session.logout();
}
