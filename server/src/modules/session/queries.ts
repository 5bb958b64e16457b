import { sql } from 'kysely';
import type { Db } from '../../db/index';

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
