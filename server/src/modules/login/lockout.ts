// Five wrong passwords within 15 minutes lock the account for 15 minutes. A password is verified
// only after one attempt of the account's window was claimed in a single conditional UPDATE (the
// row lock makes parallel claims queue and re-check the count), so at most five passwords are ever
// verified per account and window, however many requests arrive at once and on however many
// server instances. While locked even the right password is refused, which makes guessing
// pointless; SMS-code login and password recovery stay open so a stranger cannot lock the owner
// out, and a completed recovery lifts the lock (account-recovery/queries.ts, setPassword).
import type { AppContext } from '../../platform/context';
import { AppError, badCredentials } from '../../platform/errors';
import type { Language } from '../../platform/constants';
import { randomBytes } from 'node:crypto';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { identityMessage } from './messages';
import * as q from './queries';
import type { UserRow } from './queries';

export const LOCK_THRESHOLD = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_DURATION_MS = 15 * 60 * 1000;

const locked = (lang: Language, until: Date, now: Date) =>
  new AppError(423, identityMessage('accountLocked', lang, { minutes: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000)) }));

/** Checks the password of a known user; throws 426 (wrong) or 423 (locked). */
export async function checkPassword(ctx: AppContext, user: UserRow, password: string, lang: Language): Promise<void> {
  const now = ctx.clock.now();
  const claimed = await q.claimLoginAttempt(ctx.db, user.user_id, now, new Date(now.getTime() - LOCK_WINDOW_MS), LOCK_THRESHOLD);
  if (claimed === undefined) {
    // Locked, or the window's five attempts are being verified right now (the lock follows).
    const until = await q.lockedUntil(ctx.db, user.user_id);
    throw locked(lang, until && until.getTime() > now.getTime() ? until : new Date(now.getTime() + LOCK_DURATION_MS), now);
  }
  if (await verifyPassword(password, user.password_hash)) {
    await q.resetLoginAttempts(ctx.db, user.user_id);
    // An old or cheaper hash is replaced now, while the clear password is at hand.
    if (needsRehash(user.password_hash)) await q.replacePasswordHash(ctx.db, user.user_id, user.password_hash, await hashPassword(password));
    return;
  }
  if (claimed >= LOCK_THRESHOLD) {
    const until = new Date(now.getTime() + LOCK_DURATION_MS);
    await q.lockAccount(ctx.db, user.user_id, until);
    throw locked(lang, until, now);
  }
  throw badCredentials();
}

// A hash of a password nobody knows, made once: a login for a missing user verifies against it so
// that it costs the same time as a wrong password for an existing one.
let unknownUserHash: Promise<string> | undefined;

/** Spends one password verification on nothing (the missing-user path of a login). */
export async function spendPasswordCheck(password: string): Promise<void> {
  unknownUserHash ??= hashPassword(randomBytes(16).toString('base64'));
  await verifyPassword(password, await unknownUserHash);
}
