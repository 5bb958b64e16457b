// Change requests of an approved supplier's master data (spec 02 §4 "Changes"; issue 13): the data
// as it was and as asked, each request with its change number; nothing is effective until an
// operator approves it. One open request per supplier at a time (a partial unique index).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('supplier_change')
    .addColumn('change_id', 'text', (c) => c.primaryKey())
    .addColumn('change_num', 'text', (c) => c.notNull().unique())
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('supplier.supplier_id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('submitted','approved','rejected')`))
    .addColumn('old_data', 'jsonb', (c) => c.notNull())
    .addColumn('new_data', 'jsonb', (c) => c.notNull())
    .addColumn('submitted_by', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('reason', 'text')
    .execute();
  await sql`create unique index supplier_change_one_open on supplier_change (supplier_id) where status = 'submitted'`.execute(db);
  await db.schema.createIndex('supplier_change_supplier_time').on('supplier_change').columns(['supplier_id', 'submitted_at', 'change_id']).execute();
  await db.schema.createIndex('supplier_change_status_time').on('supplier_change').columns(['status', 'submitted_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('supplier_change').ifExists().execute();
}
