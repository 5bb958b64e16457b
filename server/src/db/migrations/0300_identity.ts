// Identity service (issue 5): lockout, one-time codes (SMS, e-mail, password-change tickets, token
// login), the message outbox, QR login, and why a token was revoked (a forced-offline session must
// be told apart from a plain logout).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('locked_until', 'timestamptz').execute();
  await db.schema.alterTable('app_user').addColumn('id_number', 'text').execute();
  // Accounts that log in through another system (spec 01 §4, single sign-on): where to send them.
  await db.schema.alterTable('app_user').addColumn('sso_target', 'text').execute();
  await db.schema.alterTable('auth_token').addColumn('revoke_reason', 'text').execute();
  await db.schema.createIndex('auth_token_user').on('auth_token').column('user_id').execute();

  await db.schema
    .createTable('login_failure')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failure_user').on('login_failure').columns(['user_id', 'failed_at']).execute();

  await db.schema
    .createTable('verification_code')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('login','register','reset-sms','reset-email','change','ticket')`))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('app_user.user_id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('verification_code_target').on('verification_code').columns(['purpose', 'target', 'created_at']).execute();

  await db.schema
    .createTable('message_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms','email')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('qr_login')
    .addColumn('qr_id', 'text', (c) => c.primaryKey())
    .addColumn('poll_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('app_user.user_id').onDelete('cascade'))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['qr_login', 'message_outbox', 'verification_code', 'login_failure']) await db.schema.dropTable(t).ifExists().execute();
  await db.schema.dropIndex('auth_token_user').ifExists().execute();
  await db.schema.alterTable('auth_token').dropColumn('revoke_reason').execute();
  for (const c of ['sso_target', 'id_number', 'locked_until']) await db.schema.alterTable('app_user').dropColumn(c).execute();
}
