// Image codes and the token check of every protected call. The logins themselves live in
// modules/identity (password, temporary user, SMS, QR, token login).
import type { AppContext } from '../../platform/context';
import { AppError, CATALOGUE, forbidden, loginInvalid, unauthorized, wrongImageCode } from '../../platform/errors';
import { IMAGE_CODE_LENGTH } from '../../platform/constants';
import { randomCode, renderCaptchaSvg } from './captcha';
import * as q from './queries';
import { hashToken } from './tokens';

export const IMAGE_CODE_TTL_MS = 5 * 60 * 1000;

export interface AuthUser {
  userId: string;
  userName: string;
  kind: 'portal' | 'temp' | 'shell';
  roles: string[];
  supplierId: string | null;
  supplierName: string | null;
  wfSuStatus: string | null;
  tokenHash: string;
}

export async function issueImageCode(ctx: AppContext, randomStr: string): Promise<{ code: string; svg: string }> {
  const code = randomCode(IMAGE_CODE_LENGTH);
  const now = ctx.clock.now();
  await q.upsertImageCode(ctx.db, randomStr, code, new Date(now.getTime() + IMAGE_CODE_TTL_MS));
  // Housekeeping on the side; old rows only cost space.
  if (Math.random() < 0.05) await q.deleteExpiredImageCodes(ctx.db, now);
  return { code, svg: renderCaptchaSvg(code) };
}

/** Any attempt uses the code up: the client fetches a new image after every failure. */
export async function checkImageCode(ctx: AppContext, randomStr: string | undefined, code: string | undefined): Promise<void> {
  if (!randomStr || !code) throw wrongImageCode();
  const row = await q.consumeImageCode(ctx.db, randomStr, ctx.clock.now());
  if (!row || row.code.toUpperCase() !== code.trim().toUpperCase()) throw wrongImageCode();
}

const splitRoles = (roles: string) => roles.split(',').map((r) => r.trim()).filter(Boolean);

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
  };
}

/** Logging out is idempotent: an unknown or already revoked token is not an error. */
export async function logout(ctx: AppContext, token: string | undefined): Promise<void> {
  if (!token) return;
  await q.revokeToken(ctx.db, hashToken(token), ctx.clock.now(), 'logout');
}

export function requireSupplier(user: AuthUser): string {
  if (!user.supplierId) throw forbidden();
  return user.supplierId;
}
