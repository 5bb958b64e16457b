import { sql } from 'kysely';
import type { Db } from '../../db/index';

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

export function deleteExpiredImageCodes(db: Db, now: Date) {
  return db.deleteFrom('image_code').where('expires_at', '<', new Date(now.getTime() - 24 * 3600 * 1000)).execute();
}

export function findUserByName(db: Db, userName: string) {
  return db
    .selectFrom('app_user as u')
    .leftJoin('supplier as s', 's.supplier_id', 'u.supplier_id')
    .select(['u.user_id', 'u.user_name', 'u.password_hash', 'u.user_kind', 'u.roles', 'u.must_change_password', 'u.supplier_id', 's.supplier_name', 's.wf_su_status'])
    .where('u.user_name', '=', userName)
    .executeTakeFirst();
}

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
    .select(['t.token_hash', 't.expires_at', 't.revoked_at', 't.revoke_reason', 'u.user_id', 'u.user_name', 'u.user_kind', 'u.roles', 'u.supplier_id', 's.supplier_name', 's.wf_su_status'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function revokeToken(db: Db, tokenHash: string, now: Date, reason: string) {
  return db.updateTable('auth_token').set({ revoked_at: now, revoke_reason: reason }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}
