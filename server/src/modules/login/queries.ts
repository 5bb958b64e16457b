// The SQL of proving who you are: the portal's accounts as logins, user-kind checks, recovery and
// registration look them up, the lockout's counters on the account row, and the image codes.
import { sql } from 'kysely';
import type { Db } from '../../db/index';

const USER_COLUMNS = [
  'u.user_id',
  'u.user_name',
  'u.password_hash',
  'u.user_kind',
  'u.roles',
  'u.must_change_password',
  'u.supplier_id',
  'u.phone',
  'u.email',
  'u.id_number',
  'u.locked_until',
  'u.sso_target',
  's.supplier_name',
  's.supplier_name_en',
  's.wf_su_status',
] as const;

function anyUsers(db: Db) {
  return db.selectFrom('app_user as u').leftJoin('supplier as s', 's.supplier_id', 'u.supplier_id').select(USER_COLUMNS);
}

/**
 * The portal's accounts. The buyer's operators are not among them: no login, recovery or lookup of
 * the supplier site finds or names one; they log in on the operator API only (operatorLogin).
 */
function users(db: Db) {
  return anyUsers(db).where('u.user_kind', '<>', 'operator');
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export const findUserById = (db: Db, userId: string) => users(db).where('u.user_id', '=', userId).executeTakeFirst();

/** An operator account by name (case-insensitive), for the operator API's login alone. */
export const findOperatorByName = (db: Db, userName: string) =>
  anyUsers(db).where('u.user_kind', '=', 'operator').where(sql`lower(u.user_name)`, '=', userName.trim().toLowerCase()).executeTakeFirst();

/** Case-insensitive: two accounts differing only in case are 'several users with the name'. */
export const findUsersByName = (db: Db, userName: string) =>
  users(db).where(sql`lower(u.user_name)`, '=', userName.trim().toLowerCase()).limit(2).execute();

/** Mobile login types 11 digits; registration stores numbers with a country code ('+86 138…'). */
export const phoneForms = (phone: string) => {
  const p = phone.trim();
  return [p, `+86 ${p}`, `+86${p}`, `+86-${p}`];
};

export const findUsersByPhone = (db: Db, phone: string) => users(db).where('u.phone', 'in', phoneForms(phone)).limit(2).execute();

export const findUsersBySupplierAndPhone = (db: Db, supplierName: string, phone: string) =>
  users(db).where('s.supplier_name', '=', supplierName.trim()).where('u.phone', 'in', phoneForms(phone)).execute();

/**
 * Claims one password check of the account's lockout window and returns how many were claimed in
 * it, or undefined when the account is locked or the window's attempts are used up. One UPDATE:
 * PostgreSQL re-checks the WHERE on the newest row version after waiting for a concurrent update,
 * so parallel requests cannot all see "fewer than the threshold".
 */
export async function claimLoginAttempt(db: Db, userId: string, now: Date, windowStart: Date, threshold: number): Promise<number | undefined> {
  const fresh = sql<boolean>`(login_attempts_since is null or login_attempts_since <= ${windowStart})`;
  const row = await db
    .updateTable('app_user')
    .set({
      login_attempts: sql`case when ${fresh} then 1 else login_attempts + 1 end`,
      login_attempts_since: sql`case when ${fresh} then ${now}::timestamptz else login_attempts_since end`,
    })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .where((eb) => eb.or([eb(fresh, '=', true), eb('login_attempts', '<', threshold)]))
    .returning('login_attempts')
    .executeTakeFirst();
  return row?.login_attempts;
}

export const resetLoginAttempts = (db: Db, userId: string) =>
  db.updateTable('app_user').set({ login_attempts: 0, login_attempts_since: null }).where('user_id', '=', userId).execute();

export const lockAccount = (db: Db, userId: string, until: Date) =>
  db.updateTable('app_user').set({ locked_until: until, login_attempts: 0, login_attempts_since: null }).where('user_id', '=', userId).execute();

export async function lockedUntil(db: Db, userId: string): Promise<Date | null> {
  const row = await db.selectFrom('app_user').select('locked_until').where('user_id', '=', userId).executeTakeFirst();
  return row?.locked_until ? new Date(row.locked_until) : null;
}

/** A re-hash of the same password; only if nobody changed the password meanwhile. */
export const replacePasswordHash = (db: Db, userId: string, oldHash: string, newHash: string) =>
  db.updateTable('app_user').set({ password_hash: newHash }).where('user_id', '=', userId).where('password_hash', '=', oldHash).execute();

export function upsertImageCode(db: Db, randomStr: string, code: string, expiresAt: Date) {
  return db
    .insertInto('image_code')
    .values({ random_str: randomStr, code, expires_at: expiresAt, used_at: null, attempts: 0 })
    .onConflict((oc) => oc.column('random_str').doUpdateSet({ code, expires_at: expiresAt, used_at: null, attempts: 0 }))
    .execute();
}

/**
 * Marks the code used and returns it, in one statement so two concurrent logins cannot both use
 * the same code (works on several server instances too).
 */
export function consumeImageCode(db: Db, randomStr: string, now: Date) {
  return db
    .updateTable('image_code')
    .set({ used_at: now, attempts: sql`attempts + 1` })
    .where('random_str', '=', randomStr)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['code'])
    .executeTakeFirst();
}

/**
 * A right code read without using it up, at most `lookups` times: the user-kind checks that come
 * before a login or a send prove a person with it, and the login or send then uses it up. A wrong
 * guess uses it up at once (see peekImageCode).
 */
export function peekImageCode(db: Db, randomStr: string, now: Date, lookups: number) {
  return db
    .updateTable('image_code')
    .set({ attempts: sql`attempts + 1` })
    .where('random_str', '=', randomStr)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', lookups)
    .returning(['code'])
    .executeTakeFirst();
}

export function burnImageCode(db: Db, randomStr: string, now: Date) {
  return db.updateTable('image_code').set({ used_at: now }).where('random_str', '=', randomStr).where('used_at', 'is', null).execute();
}

export function deleteExpiredImageCodes(db: Db, now: Date) {
  return db.deleteFrom('image_code').where('expires_at', '<', new Date(now.getTime() - 24 * 3600 * 1000)).execute();
}
