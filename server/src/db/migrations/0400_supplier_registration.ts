// Registration data of a temporary user (spec 02 §4 "Registration"): one draft per registering
// account, kept until it is submitted for approval. The sections are stored as JSON because the
// spec's field lists are wide and still growing; contacts get rows of their own because their user
// names must stay unique across registrations.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('supplier_registration')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('app_user.user_id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft').check(sql`status in ('draft','submitted','approved','rejected')`))
    .addColumn('supplier_info', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('supplier_address', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('supplier_bank', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('supplier_registration_contact')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('supplier_registration.user_id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'text')
    .addColumn('is_main_user', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('contact', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('supplier_registration_contact_user').on('supplier_registration_contact').columns(['user_id', 'position']).execute();
  await db.schema.createIndex('supplier_registration_contact_name').on('supplier_registration_contact').expression(sql`lower(user_name)`).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('supplier_registration_contact').ifExists().execute();
  await db.schema.dropTable('supplier_registration').ifExists().execute();
}
