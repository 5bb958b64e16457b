// The one write of recovery: a new password. It also clears what the lockout counts, so recovery is
// the owner's way back in after a stranger locked the account by guessing (login/lockout.ts).
import type { Db } from '../../db/index';

/**
 * A new password (recovery, change, or the operator's temporary one, which the next login must
 * change) also lifts a lockout and forgets the failed attempts.
 */
export const setPassword = (db: Db, userId: string, hash: string, mustChange = false) =>
  db.updateTable('app_user').set({ password_hash: hash, must_change_password: mustChange, locked_until: null, login_attempts: 0, login_attempts_since: null }).where('user_id', '=', userId).execute();
