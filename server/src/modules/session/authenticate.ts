// Who is calling: the token of every protected call checked against the session table. A session
// ended by a login elsewhere is told apart from one that expired or logged out, so the browser can
// say why it was logged out (spec 01 §4). Proving who you are, before a session exists, is
// modules/login.
import type { AppContext } from '../../platform/context';
import { AppError, CATALOGUE, forbidden, loginInvalid, unauthorized } from '../../platform/errors';
import * as q from './queries';
import { splitRoles } from './start-and-end';
import { hashToken } from './tokens';

export interface AuthUser {
  userId: string;
  userName: string;
  kind: 'portal' | 'temp' | 'shell' | 'operator';
  roles: string[];
  supplierId: string | null;
  supplierName: string | null;
  wfSuStatus: string | null;
  tokenHash: string;
  /** The login this token belongs to: refreshes keep it, another login (even of the same user) has its own. */
  sessionId: string;
}

/** Reads `isp-authorization: <token>` or `Authorization: Bearer <token>`. */
export function presentedToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const isp = headers['isp-authorization'];
  if (typeof isp === 'string' && isp.trim()) return isp.trim().replace(/^Bearer\s+/i, '');
  const auth = headers.authorization;
  if (typeof auth === 'string' && /^Bearer\s+\S+/i.test(auth)) return auth.replace(/^Bearer\s+/i, '').trim();
  return undefined;
}

/** The session was ended by a login elsewhere ('force the other session offline'). */
export class ForcedOffline extends AppError {
  constructor() {
    super(200, CATALOGUE.loginInvalid);
  }
}

/**
 * No token at all → 401 (not logged in). A token that is unknown, expired or revoked → 'loginInvalid',
 * which the client answers by logging out.
 */
export async function authenticate(ctx: AppContext, token: string | undefined): Promise<AuthUser> {
  if (!token) throw unauthorized();
  const tokenHash = hashToken(token);
  const row = await q.findToken(ctx.db, tokenHash);
  if (row?.revoked_at && row.revoke_reason === 'forced') throw new ForcedOffline();
  if (!row || row.revoked_at || new Date(row.expires_at).getTime() <= ctx.clock.now().getTime()) throw loginInvalid();
  return {
    userId: row.user_id,
    userName: row.user_name,
    kind: row.user_kind,
    roles: splitRoles(row.roles),
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    wfSuStatus: row.wf_su_status,
    tokenHash,
    sessionId: row.family_id ?? tokenHash,
  };
}

/**
 * The caller on a public route that behaves differently for a logged-in user: a token that is
 * missing, unknown, expired or revoked makes a visitor (the route stays public); a database
 * failure still fails the call.
 */
export async function optionalUser(ctx: AppContext, headers: Record<string, string | string[] | undefined>): Promise<AuthUser | null> {
  const token = presentedToken(headers);
  if (!token) return null;
  try {
    return await authenticate(ctx, token);
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

export function requireSupplier(user: AuthUser): string {
  if (!user.supplierId) throw forbidden();
  return user.supplierId;
}
