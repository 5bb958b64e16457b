// First schema: public notices, sources, users, suppliers, tokens, image codes, supplier notices
// and contracts. Times are timestamptz (stored UTC); money is numeric (exact).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notice')
    .addColumn('info_id', 'text', (c) => c.primaryKey())
    .addColumn('info_title', 'text', (c) => c.notNull())
    .addColumn('info_title_en', 'text')
    .addColumn('info_type', 'text', (c) => c.notNull())
    .addColumn('notice_send_time', 'timestamptz')
    .addColumn('bid_doc_refer_end_time', 'timestamptz')
    .addColumn('creation_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('meaning', 'text')
    .addColumn('notice_code', 'text')
    .addColumn('business_num', 'text')
    .addColumn('notice_status', 'text')
    .addColumn('attribute3', 'text')
    .addColumn('info_dtime', 'timestamptz')
    .addColumn('content', 'text')
    .addColumn('area', 'text', (c) => c.notNull().check(sql`area in ('bidding','nonbidding','info')`))
    .addColumn('tab', 'text', (c) => c.notNull())
    .addColumn('source_num', 'text')
    .execute();
  // Every list is "one tab, newest first".
  await db.schema.createIndex('notice_tab_time').on('notice').columns(['tab', 'notice_send_time desc']).execute();

  await db.schema
    .createTable('source')
    .addColumn('source_id', 'text', (c) => c.primaryKey())
    .addColumn('source_num', 'text', (c) => c.notNull().unique())
    .addColumn('source_title', 'text', (c) => c.notNull())
    .addColumn('source_title_en', 'text')
    .addColumn('source_type', 'text', (c) => c.notNull().check(sql`source_type in ('XJ','CS','ZB')`))
    .addColumn('source_method', 'text')
    .addColumn('quotation_date', 'timestamptz')
    .addColumn('publish_date', 'timestamptz')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('buyer_org', 'text')
    .addColumn('currency', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('description', 'text')
    .execute();
  await db.schema.createIndex('source_type_publish').on('source').columns(['source_type', 'publish_date desc']).execute();

  await db.schema
    .createTable('supplier')
    .addColumn('supplier_id', 'text', (c) => c.primaryKey())
    .addColumn('supplier_num', 'text', (c) => c.notNull().unique())
    .addColumn('supplier_name', 'text', (c) => c.notNull())
    .addColumn('supplier_name_en', 'text')
    .addColumn('wf_su_status', 'text', (c) => c.notNull())
    .addColumn('activated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('app_user')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('user_name', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('user_kind', 'text', (c) => c.notNull().check(sql`user_kind in ('portal','temp','shell')`))
    .addColumn('supplier_id', 'text', (c) => c.references('supplier.supplier_id'))
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('auth_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('image_code')
    .addColumn('random_str', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('supplier_notice')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('supplier.supplier_id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('viewed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contract')
    .addColumn('contract_id', 'text', (c) => c.primaryKey())
    .addColumn('contract_num', 'text', (c) => c.notNull().unique())
    .addColumn('contract_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('supplier.supplier_id').onDelete('cascade'))
    .addColumn('party_a_name', 'text', (c) => c.notNull())
    .addColumn('party_b_name', 'text', (c) => c.notNull())
    .addColumn('signed_amount', 'numeric(18, 2)', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('sign_date', 'timestamptz')
    .addColumn('predicted_arrival', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['contract', 'supplier_notice', 'image_code', 'auth_token', 'app_user', 'supplier', 'source', 'notice']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
