// The buyer's operators (issue 13): a user kind of their own, the approved supplier's master data
// (the registration's sections, kept as they were approved), and every approval decision with its
// reason. Decisions are append-only: a rejected registration that is sent again gets a new row.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The check of 0001 named the kinds inline; PostgreSQL calls it app_user_user_kind_check.
  await sql`alter table app_user drop constraint if exists app_user_user_kind_check`.execute(db);
  await sql`alter table app_user add constraint app_user_user_kind_check check (user_kind in ('portal','temp','shell','operator'))`.execute(db);

  await db.schema
    .createTable('supplier_profile')
    .addColumn('supplier_id', 'text', (c) => c.primaryKey().references('supplier.supplier_id').onDelete('cascade'))
    .addColumn('supplier_info', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('supplier_address', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('supplier_bank', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('supplier_users', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('main_business', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('approval_decision')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('subject_kind', 'text', (c) => c.notNull().check(sql`subject_kind in ('registration','change')`))
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull().check(sql`decision in ('approve','reject')`))
    .addColumn('reason', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('approval_decision_subject').on('approval_decision').columns(['subject_kind', 'subject_id', 'id']).execute();
  // The pending list reads submitted registrations oldest first.
  await db.schema.createIndex('supplier_registration_status').on('supplier_registration').columns(['status', 'submitted_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('approval_decision').ifExists().execute();
  await db.schema.dropTable('supplier_profile').ifExists().execute();
  await db.schema.dropIndex('supplier_registration_status').ifExists().execute();
}
