// Refresh-token families (issue 12): every token pair a login starts and all the pairs its
// refreshes rotate into share one family id, so replaying a refresh token that was already
// rotated (a sign it was stolen) can revoke the whole family — the thief's new pair too.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('auth_token').addColumn('family_id', 'text').execute();
  // Sessions from before: each row is a family of its own.
  await sql`update auth_token set family_id = token_hash where family_id is null`.execute(db);
  await db.schema.createIndex('auth_token_family').on('auth_token').column('family_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('auth_token_family').ifExists().execute();
  await db.schema.alterTable('auth_token').dropColumn('family_id').execute();
}
