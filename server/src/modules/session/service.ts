// Session rules beyond the login itself: rotating token refresh and the personal info of the
// logged-in user.
import type { AppContext } from '../../platform/context';
import { CATALOGUE, unauthorized } from '../../platform/errors';
import { TOKEN_TIME } from '../../platform/constants';
import type { AuthUser } from '../auth/service';
import { hashToken, newToken } from '../auth/tokens';
import * as authQ from '../auth/queries';
import * as q from './queries';

/** Requests sent with the old access token just before a refresh still succeed for this long. */
export const ROTATION_GRACE_MS = 30_000;
/**
 * Two tabs of one browser may refresh with the same token at the same moment; the loser of that
 * race is not a thief. Only a replay later than this after the rotation revokes the family.
 */
export const REPLAY_GRACE_MS = 10_000;
/** A refresh token outlives its access token by one more token lifetime, then the user logs in again. */
export const REFRESH_WINDOW_MS = TOKEN_TIME * 1000;

const splitRoles = (roles: string) => roles.split(',').map((r) => r.trim()).filter(Boolean);

/**
 * Issues a new access and refresh token for a valid refresh token and takes the old refresh token
 * out of use (rotation). An unknown, used, revoked or too old refresh token is 'loginInvalid'.
 */
export async function refreshSession(ctx: AppContext, refreshToken: string) {
  const now = ctx.clock.now();
  const refreshHash = hashToken(refreshToken);
  const access = newToken();
  const refresh = newToken();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const old = await q.consumeRefreshToken(
      trx,
      refreshHash,
      `used:${refreshHash}:${now.getTime()}`,
      new Date(now.getTime() + ROTATION_GRACE_MS),
      new Date(now.getTime() - REFRESH_WINDOW_MS),
    );
    if (!old) {
      // A refresh token that was already rotated is presented again: whoever holds the family
      // now, one of the two is not its owner. End the whole family, the newest pair included.
      const used = await q.familyOfUsedRefresh(trx, refreshHash);
      const rotatedAt = Number(used?.refresh_hash.split(':')[2]);
      if (used && !(now.getTime() - rotatedAt < REPLAY_GRACE_MS)) await q.revokeFamily(trx, used.family_id ?? used.token_hash, now);
      return undefined;
    }
    // The session keeps its start (the login time); only the lifetime moves on.
    await authQ.insertToken(trx, {
      tokenHash: hashToken(access),
      refreshHash: hashToken(refresh),
      userId: old.user_id,
      kind: old.kind,
      createdAt: new Date(old.created_at),
      expiresAt: new Date(now.getTime() + TOKEN_TIME * 1000),
      familyId: old.family_id ?? old.token_hash,
    });
    return q.findUserProfile(trx, old.user_id);
  });
  if (!result) throw unauthorized(CATALOGUE.loginInvalid);
  const roles = splitRoles(result.roles);
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: TOKEN_TIME,
    scope: 'server',
    user_info: { userName: result.user_name, roles },
    ...(result.user_kind === 'portal'
      ? { protalUser: { supplierId: result.supplier_id, supplierName: result.supplier_name, userName: result.user_name, wfSuStatus: result.wf_su_status } }
      : {}),
    ...(result.user_kind === 'temp' ? { tempuser: { userName: result.user_name, token: access } } : {}),
  };
}

/** 13800000001 → 138****0001: enough to recognise one's own number, not to harvest it. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  if (phone.length < 7) return `${phone.slice(0, 1)}****`;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** supplier01@example.cn → su***@example.cn */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

export async function personalInfo(ctx: AppContext, user: AuthUser) {
  const profile = await q.findUserProfile(ctx.db, user.userId);
  if (!profile) throw unauthorized(CATALOGUE.loginInvalid);
  const start = await q.sessionStartOf(ctx.db, user.tokenHash);
  const loginTime = start ? new Date(start.created_at) : null;
  const previous = loginTime ? await q.previousLoginBefore(ctx.db, user.userId, loginTime) : undefined;
  const previousAt = previous?.at ? new Date(previous.at as Date | string) : null;
  return {
    userName: profile.user_name,
    userKind: profile.user_kind,
    roles: splitRoles(profile.roles),
    supplierId: profile.supplier_id,
    supplierName: profile.supplier_name,
    supplierNameEn: profile.supplier_name_en,
    wfSuStatus: profile.wf_su_status,
    phone: maskPhone(profile.phone),
    email: maskEmail(profile.email),
    loginTime: loginTime?.toISOString() ?? null,
    lastLoginTime: previousAt?.toISOString() ?? null,
  };
}
