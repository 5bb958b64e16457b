// QR login on /middle. The flow:
//   1. the /middle page asks for a code (getQRcode): a public qrId that the QR image carries, and a
//      pollKey that only that page holds; both live 30 s (the page asks for a new one every 30 s);
//   2. a supplier already logged in on another device opens the QR's address
//      (/middle?confirm=<qrId>) and confirms (confirmQRcode, with that device's token);
//   3. the /middle page, polling qrCodeState with qrId and pollKey, receives a new session of that
//      supplier once; seeing the QR is not enough to take it, because the pollKey never left the page.
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import type { Language } from '../../platform/constants';
import { QR_REFRESH_S } from '@portal/shared/core';
import { hashToken, newToken } from '../session/tokens';
import type { AuthUser } from '../session/authenticate';
import { identityMessage } from './messages';
import { findUserById } from './queries';
import { startSession, type LoginSuccess } from '../session/start-and-end';

export const QR_TTL_MS = QR_REFRESH_S * 1000;
/** How long the /middle page may take to pick up a confirmed login. */
export const QR_PICKUP_MS = 60_000;

export async function issueQr(ctx: AppContext) {
  const now = ctx.clock.now();
  const qrId = newToken().slice(0, 22);
  const pollKey = newToken();
  await ctx.db.insertInto('qr_login').values({ qr_id: qrId, poll_hash: hashToken(pollKey), created_at: now, expires_at: new Date(now.getTime() + QR_TTL_MS) }).execute();
  if (Math.random() < 0.05) await ctx.db.deleteFrom('qr_login').where('expires_at', '<', new Date(now.getTime() - 24 * 3600 * 1000)).execute();
  return { qrId, pollKey, expiresIn: QR_REFRESH_S, confirmPath: `/middle?confirm=${qrId}` };
}

export type QrState = { status: 'waiting' | 'expired' } | { status: 'confirmed'; login: LoginSuccess };

export async function qrState(ctx: AppContext, qrId: string, pollKey: string): Promise<QrState> {
  const now = ctx.clock.now();
  const row = await ctx.db.selectFrom('qr_login').selectAll().where('qr_id', '=', qrId).where('poll_hash', '=', hashToken(pollKey)).executeTakeFirst();
  if (!row || row.consumed_at) return { status: 'expired' };
  if (row.confirmed_at && row.user_id) {
    if (now.getTime() - new Date(row.confirmed_at).getTime() > QR_PICKUP_MS) return { status: 'expired' };
    // Once only, even if two polls race.
    const taken = await ctx.db.updateTable('qr_login').set({ consumed_at: now }).where('qr_id', '=', qrId).where('consumed_at', 'is', null).returning('user_id').executeTakeFirst();
    const user = taken?.user_id ? await findUserById(ctx.db, taken.user_id) : undefined;
    if (!user) return { status: 'expired' };
    return { status: 'confirmed', login: await startSession(ctx, user, {}) };
  }
  return new Date(row.expires_at).getTime() > now.getTime() ? { status: 'waiting' } : { status: 'expired' };
}

export async function confirmQr(ctx: AppContext, user: AuthUser, qrId: string, lang: Language): Promise<void> {
  if (user.kind !== 'portal') throw badRequest(identityMessage('qrSupplierOnly', lang));
  const now = ctx.clock.now();
  const confirmed = await ctx.db
    .updateTable('qr_login')
    .set({ user_id: user.userId, confirmed_at: now })
    .where('qr_id', '=', qrId)
    .where('confirmed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('qr_id')
    .executeTakeFirst();
  if (!confirmed) throw badRequest(identityMessage('qrExpired', lang));
}
