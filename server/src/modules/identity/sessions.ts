// Starting and ending sessions. The token table is the one the shell's refresh call rotates
// (modules/session); a live session is a token neither revoked nor expired.
import type { AppContext } from '../../platform/context';
import { TOKEN_TIME } from '../../platform/constants';
import * as authQ from '../auth/queries';
import { hashToken, newToken } from '../auth/tokens';
import * as q from './queries';
import type { UserRow } from './queries';
import type { LoginSuccess } from '@portal/shared/core';

export const splitRoles = (roles: string) => roles.split(',').map((r) => r.trim()).filter(Boolean);

/** What every successful login answers: the OAuth fields plus the spec's login result (§3). */

export type { LoginSuccess };

export async function startSession(ctx: AppContext, user: UserRow, opts: { forceOffline?: boolean }): Promise<LoginSuccess> {
  const now = ctx.clock.now();
  // 'Force the other session offline' (spec 01 §4): the other browsers' tokens stop working now.
  if (opts.forceOffline) await q.revokeUserTokens(ctx.db, user.user_id, now, 'forced');
  const token = newToken();
  const refresh = newToken();
  await authQ.insertToken(ctx.db, {
    tokenHash: hashToken(token),
    refreshHash: hashToken(refresh),
    userId: user.user_id,
    kind: user.user_kind,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TIME * 1000),
  });
  return {
    result: 'success',
    loginToken: token,
    access_token: token,
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: TOKEN_TIME,
    scope: 'server',
    username: user.user_name,
    user_info: { userName: user.user_name, roles: splitRoles(user.roles) },
    // A portal user acts for a supplier; one not (yet) linked to a supplier gets no supplier identity.
    ...(user.user_kind === 'portal' && user.supplier_id
      ? { protalUser: { supplierId: user.supplier_id, supplierName: user.supplier_name ?? '', userName: user.user_name, wfSuStatus: user.wf_su_status } }
      : {}),
    ...(user.user_kind === 'temp' ? { tempuser: { userName: user.user_name, token } } : {}),
  };
}

export const ownSessionCount = (ctx: AppContext, userId: string) => q.countLiveTokens(ctx.db, userId, ctx.clock.now());

/** loginSum: how many live sessions the user has (0 for an unknown name: no hint that it exists). */
export async function liveSessionCount(ctx: AppContext, userName: string): Promise<number> {
  const [user, second] = await q.findUsersByName(ctx.db, userName);
  if (!user || second) return 0;
  return q.countLiveTokens(ctx.db, user.user_id, ctx.clock.now());
}
