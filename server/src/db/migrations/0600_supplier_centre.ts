// The supplier centre and the contracts area (issue 15): notices to one or to every supplier with a
// per-supplier "viewed", the to-do list's "last looked" marks, validity of qualification files, CA
// certificates, membership fees and their payment orders, documents shared with suppliers, and
// contracts with their delivery notes (and operation log) and frame agreements. Money is numeric.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A notice without a supplier goes to every supplier; "viewed" is then per supplier.
  await sql`alter table supplier_notice alter column supplier_id drop not null`.execute(db);
  await db.schema.alterTable('supplier_notice').addColumn('posted_by', 'text').execute();
  await db.schema
    .createTable('supplier_notice_view')
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('supplier_notice.id').onDelete('cascade'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('supplier.supplier_id').onDelete('cascade'))
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('supplier_notice_view_pk', ['notice_id', 'supplier_id'])
    .execute();
  await db.schema.createIndex('supplier_notice_created').on('supplier_notice').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('supplier_todo_mark')
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('supplier.supplier_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('supplier_todo_mark_pk', ['supplier_id', 'kind'])
    .execute();

  // Qualification files may carry the end of their validity (a licence, a certificate).
  await db.schema.alterTable('attachment').addColumn('valid_until', 'timestamptz').execute();

  await db.schema
    .createTable('supplier_ca')
    .addColumn('ca_sn', 'text', (c) => c.primaryKey())
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('supplier.supplier_id').onDelete('cascade'))
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'timestamptz', (c) => c.notNull())
    .addColumn('valid_to', 'timestamptz', (c) => c.notNull())
    .addColumn('bound', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('bound_at', 'timestamptz')
    .addColumn('unbound_at', 'timestamptz')
    .addColumn('unbound_by', 'text')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('registered_by', 'text', (c) => c.notNull())
    .addColumn('registered_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('supplier_ca_supplier').on('supplier_ca').columns(['supplier_id', 'valid_to']).execute();

  await db.schema
    .createTable('supplier_fee')
    .addColumn('fee_id', 'text', (c) => c.primaryKey())
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('supplier.supplier_id').onDelete('cascade'))
    .addColumn('fee_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('period', 'text')
    .addColumn('amount', 'numeric(18, 2)', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('due_date', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('due','paid')`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('invoice_info', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('supplier_fee_supplier').on('supplier_fee').columns(['supplier_id', 'status', 'due_date']).execute();

  await db.schema
    .createTable('pay_order')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('fee_id', 'text', (c) => c.notNull().references('supplier_fee.fee_id').onDelete('cascade'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('supplier.supplier_id').onDelete('cascade'))
    .addColumn('amount', 'numeric(18, 2)', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('pay_token', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending','paid','failed','expired')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addColumn('settled_by', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  // A fee is paid by one order at most, and has at most one live (pending) order at a time.
  await sql`create unique index pay_order_one_paid on pay_order (fee_id) where status = 'paid'`.execute(db);
  await sql`create unique index pay_order_one_pending on pay_order (fee_id) where status = 'pending'`.execute(db);
  await db.schema.createIndex('pay_order_supplier').on('pay_order').columns(['supplier_id', 'created_at']).execute();

  await db.schema
    .createTable('supplier_document')
    .addColumn('doc_id', 'text', (c) => c.primaryKey())
    // null: shared with every supplier.
    .addColumn('supplier_id', 'text', (c) => c.references('supplier.supplier_id').onDelete('cascade'))
    .addColumn('contract_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('supplier_document_supplier').on('supplier_document').columns(['supplier_id', 'created_at']).execute();

  await db.schema
    .alterTable('contract')
    .addColumn('contract_type', 'text')
    .addColumn('total_amount', 'numeric(18, 2)')
    .addColumn('party_a_contact', 'text')
    .addColumn('party_a_phone', 'text')
    .addColumn('party_b_contact', 'text')
    .addColumn('party_b_phone', 'text')
    .addColumn('storage_date', 'timestamptz')
    .addColumn('received_quantity', 'numeric(18, 3)')
    .addColumn('arrival_address', 'text')
    .addColumn('invoice_address', 'text')
    .addColumn('source_id', 'text')
    .addColumn('frame_agreement_id', 'text')
    .addColumn('remark', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('contract_supplier_sign').on('contract').columns(['supplier_id', 'sign_date']).execute();

  await db.schema
    .createTable('delivery_note')
    .addColumn('note_id', 'text', (c) => c.primaryKey())
    .addColumn('note_code', 'text', (c) => c.notNull().unique())
    .addColumn('contract_id', 'text', (c) => c.notNull().references('contract.contract_id').onDelete('cascade'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('supplier.supplier_id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('order_num', 'text')
    .addColumn('paper_doc_num', 'text')
    .addColumn('ship_time', 'timestamptz')
    .addColumn('confirm_time', 'timestamptz')
    .addColumn('acceptance_status', 'text', (c) => c.notNull())
    .addColumn('ship_to_address', 'text')
    .addColumn('courier_num', 'text')
    .addColumn('operator', 'text')
    .addColumn('shipped_quantity', 'numeric(18, 3)', (c) => c.notNull())
    .addColumn('current_quantity', 'numeric(18, 3)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('delivery_note_supplier').on('delivery_note').columns(['supplier_id', 'created_at']).execute();
  await db.schema
    .createTable('delivery_note_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('note_id', 'text', (c) => c.notNull().references('delivery_note.note_id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .execute();

  await db.schema
    .createTable('frame_agreement')
    .addColumn('agreement_id', 'text', (c) => c.primaryKey())
    .addColumn('agreement_num', 'text', (c) => c.notNull().unique())
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('supplier.supplier_id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('party_a_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('total_amount', 'numeric(18, 2)', (c) => c.notNull())
    .addColumn('sign_date', 'timestamptz')
    .addColumn('valid_from', 'timestamptz', (c) => c.notNull())
    .addColumn('valid_to', 'timestamptz', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('frame_agreement_line')
    .addColumn('agreement_id', 'text', (c) => c.notNull().references('frame_agreement.agreement_id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('item_code', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('specification', 'text')
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('unit_price', 'numeric(18, 4)', (c) => c.notNull())
    .addColumn('tax_rate', 'numeric(5, 2)')
    .addColumn('quantity', 'numeric(18, 3)')
    .addPrimaryKeyConstraint('frame_agreement_line_pk', ['agreement_id', 'line_no'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['frame_agreement_line', 'frame_agreement', 'delivery_note_log', 'delivery_note', 'supplier_document', 'pay_order', 'supplier_fee', 'supplier_ca', 'supplier_todo_mark', 'supplier_notice_view']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
