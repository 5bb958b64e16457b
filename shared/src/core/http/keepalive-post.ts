// A last call as the page goes away (pagehide, a tab hidden for good): the browser keeps a
// `keepalive` fetch going after the page is gone, which axios cannot ask for. It carries the same
// headers as the shared client (token, tenant, language), so the server takes it as any other call
// of the session. Its answer is never read: the next visit reads the state from the server.
import { TENANT_ID } from '../constants';
import { getLanguage } from '../i18n/i18n-instance';
import { session } from '../session';
import { sanitize, shouldSanitize } from './sanitize';

/** Browsers refuse keepalive bodies above 64 KiB (all such requests of a page together). */
export const KEEPALIVE_BODY_LIMIT = 64 * 1024;

/**
 * POSTs JSON with keepalive; false when it could not be sent that way (no fetch, a body over the
 * limit, no session), so the caller may fall back (a save while the page is still there).
 */
export function keepalivePost(path: string, body: unknown): boolean {
  if (typeof fetch !== 'function') return false;
  const { accessToken, loginMark } = session.getState();
  if (!accessToken) return false;
  // The same cleaning as the shared client applies to this call, so both saves store the same text.
  const text = JSON.stringify(shouldSanitize(path) ? sanitize(body) : body);
  if (new TextEncoder().encode(text).length > KEEPALIVE_BODY_LIMIT) return false;
  const headers: Record<string, string> = { 'content-type': 'application/json', 'isp-authorization': accessToken, TENANT_ID: TENANT_ID, 'content-lang': getLanguage() };
  if (loginMark) headers['isp-login-mark'] = loginMark;
  try {
    void fetch(path, { method: 'POST', keepalive: true, credentials: 'same-origin', headers, body: text }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}
