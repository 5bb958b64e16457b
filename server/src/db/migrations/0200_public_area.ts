// Public area (issue 4): notice attachments, friendship links, slider puzzles, lookup values and
// currencies, plus the indexes the home page and the notice search lean on.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attachment')
    .addColumn('file_id', 'text', (c) => c.primaryKey())
    // The notice (info_id), source (source_id) or article the file belongs to.
    .addColumn('business_id', 'text', (c) => c.notNull())
    .addColumn('business_type', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    // Kept in the database so several server instances serve the same files without shared disk.
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('upload_time', 'timestamptz', (c) => c.notNull())
    .addColumn('uploaded_by', 'text')
    .execute();
  await db.schema.createIndex('attachment_business').on('attachment').columns(['business_id', 'upload_time']).execute();

  await db.schema
    .createTable('friend_link')
    .addColumn('link_id', 'text', (c) => c.primaryKey())
    .addColumn('link_name', 'text', (c) => c.notNull())
    .addColumn('link_name_en', 'text')
    .addColumn('link_url', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('slider_puzzle')
    .addColumn('puzzle_id', 'text', (c) => c.primaryKey())
    .addColumn('target_x', 'integer', (c) => c.notNull())
    .addColumn('target_y', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('slider_puzzle_expiry').on('slider_puzzle').column('expires_at').execute();

  await db.schema
    .createTable('fnd_lookup')
    .addColumn('lookup_type', 'text', (c) => c.notNull())
    .addColumn('lookup_code', 'text', (c) => c.notNull())
    .addColumn('meaning', 'text', (c) => c.notNull())
    .addColumn('meaning_en', 'text')
    .addColumn('meaning_vi', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('fnd_lookup_pk', ['lookup_type', 'lookup_code'])
    .execute();

  await db.schema
    .createTable('currency')
    .addColumn('currency_code', 'text', (c) => c.primaryKey())
    .addColumn('currency_name', 'text', (c) => c.notNull())
    .addColumn('currency_name_en', 'text')
    .addColumn('decimals', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Home blocks read "one tab, newest first, then by id": one index serves the order and the limit.
  await db.schema.createIndex('notice_tab_time_id').on('notice').columns(['tab', 'notice_send_time desc', 'info_id desc']).execute();
  // Notice search across tabs (index_list, search_all) orders by time alone.
  await db.schema.createIndex('notice_time_id').on('notice').columns(['notice_send_time desc', 'info_id desc']).execute();
  // Preview by number and the award-notice download look notices up by their codes.
  await db.schema.createIndex('notice_code').on('notice').column('notice_code').execute();
  await db.schema.createIndex('notice_business_num').on('notice').column('business_num').execute();
  await db.schema.createIndex('notice_source_num').on('notice').column('source_num').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const i of ['notice_tab_time_id', 'notice_time_id', 'notice_code', 'notice_business_num', 'notice_source_num']) {
    await db.schema.dropIndex(i).ifExists().execute();
  }
  for (const t of ['currency', 'fnd_lookup', 'slider_puzzle', 'friend_link', 'attachment']) await db.schema.dropTable(t).ifExists().execute();
}
