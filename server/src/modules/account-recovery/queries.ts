// The one write of recovery: a new password. It also clears what the lockout counts, so recovery is
// the owner's way back in after a stranger locked the account by guessing (login/lockout.ts).
import type { Db } from '../../db/index';

/** A new password (recovery or change) also lifts a lockout and forgets the failed attempts. */
export const setPassword = (db: Db, userId: string, hash: string) =>
  db.updateTable('app_user').set({ password_hash: hash, must_change_password: false, locked_until: null, login_attempts: 0, login_attempts_since: null }).where('user_id', '=', userId).execute();

/** The operator's reset: a temporary password that the next login must change; a lockout is lifted too. */
export const setTemporaryPassword = (db: Db, userId: string, hash: string) =>
  db.updateTable('app_user').set({ password_hash: hash, must_change_password: true, locked_until: null, login_attempts: 0, login_attempts_since: null }).where('user_id', '=', userId).execute();
