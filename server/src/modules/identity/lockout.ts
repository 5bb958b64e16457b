// Five wrong passwords within 15 minutes lock the account for 15 minutes (counted in the database,
// so every server instance agrees). While locked even the right password is refused, which makes
// guessing pointless.
import type { AppContext } from '../../platform/context';
import { AppError, badCredentials } from '../../platform/errors';
import type { Language } from '../../platform/constants';
import { verifyPassword } from '../auth/tokens';
import { identityMessage } from './messages';
import * as q from './queries';
import type { UserRow } from './queries';

export const LOCK_THRESHOLD = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_DURATION_MS = 15 * 60 * 1000;

const locked = (lang: Language, until: Date, now: Date) =>
  new AppError(423, identityMessage('accountLocked', lang, { minutes: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000)) }));

/** Checks the password of a known user, counting failures; throws 426 or 423. */
export async function checkPassword(ctx: AppContext, user: UserRow, password: string, lang: Language): Promise<void> {
  const now = ctx.clock.now();
  if (user.locked_until && new Date(user.locked_until).getTime() > now.getTime()) throw locked(lang, new Date(user.locked_until), now);
  if (await verifyPassword(password, user.password_hash)) {
    await q.clearLoginFailures(ctx.db, user.user_id);
    return;
  }
  await q.recordLoginFailure(ctx.db, user.user_id, now);
  const failures = await q.countLoginFailuresSince(ctx.db, user.user_id, new Date(now.getTime() - LOCK_WINDOW_MS));
  if (failures >= LOCK_THRESHOLD) {
    const until = new Date(now.getTime() + LOCK_DURATION_MS);
    await q.setLockedUntil(ctx.db, user.user_id, until);
    await q.clearLoginFailures(ctx.db, user.user_id);
    throw locked(lang, until, now);
  }
  throw badCredentials();
}
