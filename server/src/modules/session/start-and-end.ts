// Starting and ending sessions. Every login kind (modules/login, its QR login included) starts one here once the
// person is proven, so all of them answer the same shape. The token table is the one the shell's
// refresh call rotates (refresh.ts); a live session is a token neither revoked nor expired.
import type { AppContext } from '../../platform/context';
import { TOKEN_TIME } from '../../platform/constants';
import type { UserRow } from '../login/queries';
import * as q from './queries';
import { hashToken, newToken } from './tokens';
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
  await q.insertToken(ctx.db, {
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
      ? {
          protalUser: {
            supplierId: user.supplier_id,
            supplierName: user.supplier_name ?? '',
            // The shell shows it in en-US and vi-VN (shared supplierNameIn).
            supplierNameEn: user.supplier_name_en,
            userName: user.user_name,
            wfSuStatus: user.wf_su_status,
          },
        }
      : {}),
    ...(user.user_kind === 'temp' ? { tempuser: { userName: user.user_name, token } } : {}),
  };
}

export const ownSessionCount = (ctx: AppContext, userId: string) => q.countLiveTokens(ctx.db, userId, ctx.clock.now());

/** Logging out is idempotent: an unknown or already revoked token is not an error. */
export async function logout(ctx: AppContext, token: string | undefined): Promise<void> {
  if (!token) return;
  await q.revokeToken(ctx.db, hashToken(token), ctx.clock.now(), 'logout');
}
