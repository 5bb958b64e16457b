// Lockout counted on the account row itself (issue 12): a password check first claims one of the
// five attempts of the window in a single conditional UPDATE, so parallel requests cannot all pass
// the "fewer than five failures?" test before any of them is counted. The per-failure rows of
// 0300's login_failure are no longer written.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('login_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('app_user').addColumn('login_attempts_since', 'timestamptz').execute();
  await sql`drop table if exists login_failure`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_failure')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('app_user').dropColumn('login_attempts_since').execute();
  await db.schema.alterTable('app_user').dropColumn('login_attempts').execute();
}
