// The SQL of the session table (auth_token): a session is a token row neither revoked nor expired;
// a login starts a family of rows that each refresh extends, so a replayed refresh token can end
// the whole family, and the login time survives the refreshes.
import { sql } from 'kysely';
import type { Db } from '../../db/index';

/** A login starts a family (familyId = its own token hash); a refresh passes the family on. */
export function insertToken(db: Db, row: { tokenHash: string; refreshHash: string; userId: string; kind: string; createdAt: Date; expiresAt: Date; familyId?: string }) {
  return db
    .insertInto('auth_token')
    .values({ token_hash: row.tokenHash, refresh_hash: row.refreshHash, user_id: row.userId, kind: row.kind, created_at: row.createdAt, expires_at: row.expiresAt, family_id: row.familyId ?? row.tokenHash })
    .execute();
}

export function findToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('auth_token as t')
    .innerJoin('app_user as u', 'u.user_id', 't.user_id')
    .leftJoin('supplier as s', 's.supplier_id', 'u.supplier_id')
    .select(['t.token_hash', 't.expires_at', 't.revoked_at', 't.revoke_reason', 't.family_id', 'u.user_id', 'u.user_name', 'u.user_kind', 'u.roles', 'u.supplier_id', 's.supplier_name', 's.wf_su_status'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function revokeToken(db: Db, tokenHash: string, now: Date, reason: string) {
  return db.updateTable('auth_token').set({ revoked_at: now, revoke_reason: reason }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

export async function countLiveTokens(db: Db, userId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('auth_token')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function revokeUserTokens(db: Db, userId: string, now: Date, reason: string, exceptHash?: string) {
  let query = db.updateTable('auth_token').set({ revoked_at: now, revoke_reason: reason }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptHash) query = query.where('token_hash', '!=', exceptHash);
  return query.execute();
}

/**
 * Takes a refresh token out of use and returns its session, in one statement so two concurrent
 * refreshes with the same token cannot both succeed (also across server instances). The row's
 * refresh hash is replaced by a marker (the column is unique and not null), and its access token
 * keeps working only for the grace period so requests already in flight do not log the user out.
 */
export function consumeRefreshToken(db: Db, refreshHash: string, usedMarker: string, accessUntil: Date, refreshableAfter: Date) {
  return db
    .updateTable('auth_token')
    .set({ refresh_hash: usedMarker, expires_at: sql<Date>`least(expires_at, ${accessUntil})` })
    .where('refresh_hash', '=', refreshHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', refreshableAfter)
    .returning(['user_id', 'kind', 'created_at', 'family_id', 'token_hash'])
    .executeTakeFirst();
}

/** The family of a refresh token that was already used (its row carries the 'used:<hash>:' marker). */
export function familyOfUsedRefresh(db: Db, refreshHash: string) {
  return db.selectFrom('auth_token').select(['family_id', 'token_hash', 'refresh_hash']).where('refresh_hash', 'like', `used:${refreshHash}:%`).executeTakeFirst();
}

/** Why the session of a refresh token was ended, when it was revoked rather than rotated. */
export function revokeReasonOfRefresh(db: Db, refreshHash: string) {
  return db.selectFrom('auth_token').select('revoke_reason').where('refresh_hash', '=', refreshHash).where('revoked_at', 'is not', null).executeTakeFirst();
}

export function revokeFamily(db: Db, familyId: string, now: Date) {
  return db.updateTable('auth_token').set({ revoked_at: now, revoke_reason: 'replay' }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

export function findUserProfile(db: Db, userId: string) {
  return db
    .selectFrom('app_user as u')
    .leftJoin('supplier as s', 's.supplier_id', 'u.supplier_id')
    .select(['u.user_id', 'u.user_name', 'u.user_kind', 'u.roles', 'u.phone', 'u.email', 'u.supplier_id', 's.supplier_name', 's.supplier_name_en', 's.wf_su_status'])
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
}

export function sessionStartOf(db: Db, tokenHash: string) {
  return db.selectFrom('auth_token').select(['created_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** The start of the user's latest session before the given one: the previous login. */
export function previousLoginBefore(db: Db, userId: string, before: Date) {
  return db
    .selectFrom('auth_token')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('user_id', '=', userId)
    .where('created_at', '<', before)
    .executeTakeFirst();
}
