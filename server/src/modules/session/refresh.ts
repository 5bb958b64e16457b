// The shell's token refresh (spec 01 leaves its shape open): a refresh token is used once and
// replaced (rotation), so a stolen one is found out when either holder uses it again, and the whole
// login's tokens end then. The session keeps its login time across refreshes.
import type { AppContext } from '../../platform/context';
import { AppError, CATALOGUE, unauthorized } from '../../platform/errors';
import { TOKEN_TIME } from '../../platform/constants';
import * as q from './queries';
import { splitRoles } from './start-and-end';
import { hashToken, newToken } from './tokens';

/** Requests sent with the old access token just before a refresh still succeed for this long. */
export const ROTATION_GRACE_MS = 30_000;
/**
 * Two tabs of one browser may refresh with the same token at the same moment; the loser of that
 * race is not a thief. Only a replay later than this after the rotation revokes the family.
 */
export const REPLAY_GRACE_MS = 10_000;
/** A refresh token outlives its access token by one more token lifetime, then the user logs in again. */
export const REFRESH_WINDOW_MS = TOKEN_TIME * 1000;

/**
 * The refresh token's session was ended by a login elsewhere ('force the other session offline').
 * The reply carries login-mark 0 as the guarded routes do, so the browser can say why it logs out.
 */
export class RefreshAfterForcedOffline extends AppError {
  constructor() {
    super(401, CATALOGUE.loginInvalid);
  }
}

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
    await q.insertToken(trx, {
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
  if (!result) {
    const ended = await q.revokeReasonOfRefresh(ctx.db, refreshHash);
    throw ended?.revoke_reason === 'forced' ? new RefreshAfterForcedOffline() : unauthorized(CATALOGUE.loginInvalid);
  }
  const roles = splitRoles(result.roles);
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: TOKEN_TIME,
    scope: 'server',
    user_info: { userName: result.user_name, roles },
    ...(result.user_kind === 'portal'
      ? {
          protalUser: {
            supplierId: result.supplier_id,
            supplierName: result.supplier_name,
            supplierNameEn: result.supplier_name_en,
            userName: result.user_name,
            wfSuStatus: result.wf_su_status,
          },
        }
      : {}),
    ...(result.user_kind === 'temp' ? { tempuser: { userName: result.user_name, token: access } } : {}),
  };
}
