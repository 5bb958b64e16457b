// Sourcing and quotation (issue 14, spec 02 §3–§5): the order's own fields on `source`, its lines,
// terms, invitations and bid packages, sign-ups, quotations in two rounds, their sends (receipts,
// idempotency), the per-source sealing keys and the bid-opening summary. Prices never sit in a
// plain column: a quotation's header, lines and terms are one sealed blob (modules/quotation/sealing.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('source')
    // 'gc' works, 'wz' material (inquiries), 'cs' sale: which quotation screen the order uses.
    .addColumn('quotation_kind', 'text', (c) => c.notNull().defaultTo('wz').check(sql`quotation_kind in ('gc','wz','cs')`))
    .addColumn('category', 'text')
    .addColumn('strategy', 'text')
    .addColumn('unit', 'text')
    .addColumn('query_deadline', 'timestamptz')
    .addColumn('second_round_deadline', 'timestamptz')
    // Bids open at this time; before it no quotation is unsealed for anyone but its owner.
    .addColumn('opening_time', 'timestamptz')
    .addColumn('arrival_requirement', 'text', (c) => c.check(sql`arrival_requirement in ('afterContract','afterDeliveryNotice','afterOpening','days')`))
    .addColumn('arrival_days', 'integer', (c) => c.check(sql`arrival_days > 0`))
    .addColumn('quotation_method', 'text')
    .addColumn('budget', 'numeric')
    .addColumn('win_type', 'text', (c) => c.check(sql`win_type in ('whole','item')`))
    .addColumn('main_business', 'text')
    .addColumn('memo', 'text')
    .addColumn('technical_requirements', 'text')
    .addColumn('invitation_only', 'boolean', (c) => c.notNull().defaultTo(false))
    // Sealed-mail sources are quoted offline (spec 02 §5): the portal shows them, takes no quotation.
    .addColumn('sealed_mail', 'boolean', (c) => c.notNull().defaultTo(false))
    // 1 while the first round runs; 2 once the buyer starts the negotiation round.
    .addColumn('current_round', 'integer', (c) => c.notNull().defaultTo(1).check(sql`current_round in (1,2)`))
    .addColumn('opened_at', 'timestamptz')
    .addColumn('awarded_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('source_line')
    .addColumn('line_id', 'text', (c) => c.primaryKey())
    .addColumn('source_id', 'text', (c) => c.notNull().references('source.source_id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('item_code', 'text')
    .addColumn('requisition_num', 'text')
    .addColumn('requisition_line', 'text')
    .addColumn('standard_part', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('special_spare', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity', 'numeric', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit', 'text')
    .addColumn('specification', 'text')
    .addColumn('material', 'text')
    .addColumn('origin', 'text')
    .addColumn('part_number', 'text')
    .addColumn('name_en', 'text')
    .addColumn('serial', 'text')
    .addColumn('drawing_number', 'text')
    .addColumn('warranty_period', 'text')
    .addColumn('defects_liability_period', 'text')
    .addColumn('technical_parameter', 'text')
    .addColumn('supplementary_note', 'text')
    // Lines of one package are quoted together; null where the source has no packages.
    .addColumn('bid_package', 'text')
    // The buyer's arrival requirement for this line, in days; a later promise gets a warning.
    .addColumn('required_arrival_days', 'integer')
    .addUniqueConstraint('source_line_number', ['source_id', 'line_no'])
    .execute();

  await db.schema
    .createTable('source_term')
    .addColumn('term_id', 'text', (c) => c.primaryKey())
    .addColumn('source_id', 'text', (c) => c.notNull().references('source.source_id').onDelete('cascade'))
    .addColumn('term_no', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addUniqueConstraint('source_term_number', ['source_id', 'term_no'])
    .execute();

  await db.schema
    .createTable('source_invitation')
    .addColumn('source_id', 'text', (c) => c.notNull().references('source.source_id').onDelete('cascade'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('supplier.supplier_id'))
    .addColumn('invited_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('source_invitation_pk', ['source_id', 'supplier_id'])
    .execute();

  await db.schema
    .createTable('source_signup')
    .addColumn('source_id', 'text', (c) => c.notNull().references('source.source_id').onDelete('cascade'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('supplier.supplier_id'))
    // '' where the source has no bid packages, so the key stays a plain primary key.
    .addColumn('bid_package', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('signed_up_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('source_signup_pk', ['source_id', 'supplier_id', 'bid_package'])
    .execute();
  await db.schema.createIndex('source_signup_supplier').on('source_signup').columns(['supplier_id', 'signed_up_at desc']).execute();

  // One random key per source, stored wrapped (AES-256-GCM) under the database's sealing key in
  // app_secret; only modules/quotation/sealing.ts unwraps it, and only for the owner or after opening.
  await db.schema
    .createTable('source_seal_key')
    .addColumn('source_id', 'text', (c) => c.primaryKey().references('source.source_id').onDelete('cascade'))
    .addColumn('wrapped_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('quotation')
    .addColumn('quotation_id', 'text', (c) => c.primaryKey())
    .addColumn('quotation_num', 'text', (c) => c.notNull().unique())
    .addColumn('source_id', 'text', (c) => c.notNull().references('source.source_id'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('supplier.supplier_id'))
    .addColumn('round', 'integer', (c) => c.notNull().check(sql`round in (1,2)`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft','sent','cancelled')`))
    // Header, lines and terms: the only place prices are kept.
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addColumn('line_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('digest', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addUniqueConstraint('quotation_round_of_supplier', ['source_id', 'supplier_id', 'round'])
    .execute();
  await db.schema.createIndex('quotation_supplier').on('quotation').columns(['supplier_id', 'saved_at desc']).execute();

  // Each send: the receipt handed back, and the submission key that makes a repeated send the same one.
  await db.schema
    .createTable('quotation_send')
    .addColumn('supplier_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('quotation_id', 'text', (c) => c.notNull().references('quotation.quotation_id'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('digest', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('quotation_send_pk', ['supplier_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('quotation_send_quotation').on('quotation_send').columns(['quotation_id', 'sent_at']).execute();

  // Written once when bids open: what spec 02 §3 shows (bidder, price, validity, arrival days,
  // remark) plus the canonical quotation and its digest, so a bidder can check its receipt.
  await db.schema
    .createTable('bid_opening')
    .addColumn('source_id', 'text', (c) => c.notNull().references('source.source_id'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('quotation_id', 'text', (c) => c.notNull().references('quotation.quotation_id'))
    .addColumn('supplier_id', 'text', (c) => c.notNull())
    .addColumn('bidder', 'text', (c) => c.notNull())
    .addColumn('total_with_tax', 'numeric', (c) => c.notNull())
    .addColumn('currency', 'text')
    .addColumn('validity_date', 'text')
    .addColumn('arrival_days', 'integer')
    .addColumn('remark', 'text')
    .addColumn('canonical', 'text', (c) => c.notNull())
    .addColumn('digest', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('bid_opening_pk', ['source_id', 'round', 'quotation_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['bid_opening', 'quotation_send', 'quotation', 'source_seal_key', 'source_signup', 'source_invitation', 'source_term', 'source_line']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  for (const c of [
    'awarded_at', 'opened_at', 'current_round', 'sealed_mail', 'invitation_only', 'technical_requirements', 'memo', 'main_business', 'win_type', 'budget',
    'quotation_method', 'arrival_days', 'arrival_requirement', 'opening_time', 'second_round_deadline', 'query_deadline', 'unit', 'strategy', 'category', 'quotation_kind',
  ]) {
    await db.schema.alterTable('source').dropColumn(c).execute();
  }
}
