// Questions, clarifications and objections (issue 14, spec 02 §3 "Query, clarification and
// objection", §4 "Objection status"). A query (zycq) is a supplier's question on a source, kept as a
// draft until submitted before the source's query deadline, then replied by the buyer; a
// clarification is the buyer's own notice to every supplier signed up to the source. An objection is
// a supplier's formal complaint on a source: submitted, replied by the buyer, then accepted or denied
// by the supplier. Numbers (ZY…, CQ…, YY…) come from a per-day counter; a number handed out by
// getZyNum is reserved for the supplier that asked until its query uses it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('zycq')
    .addColumn('zycq_id', 'text', (c) => c.primaryKey())
    .addColumn('zycq_num', 'text', (c) => c.notNull().unique())
    // Cascades: `seed --reset` empties sources and suppliers, and these go with them.
    .addColumn('source_id', 'text', (c) => c.notNull().references('source.source_id').onDelete('cascade'))
    // The asking supplier; null for a clarification (the buyer's, for every signed-up supplier).
    .addColumn('supplier_id', 'text', (c) => c.references('supplier.supplier_id').onDelete('cascade'))
    // Who wrote it: the supplier's user id, or the operator ('operator:<id>', 'cli:<os user>').
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('question','clarification')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // The bid packages the query concerns (names of source_line.bid_package); [] for the whole source.
    .addColumn('bid_packages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft','submitted')`))
    // The source's query deadline when the query was saved (shown with it).
    .addColumn('deadline', 'timestamptz')
    .addColumn('reply', 'text')
    // Set when a question is submitted; null for drafts and clarifications.
    .addColumn('reply_status', 'text', (c) => c.check(sql`reply_status in ('toReply','replied')`))
    .addColumn('replied_by', 'text')
    .addColumn('replier', 'text')
    .addColumn('replied_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz')
    .addCheckConstraint('zycq_question_has_supplier', sql`kind <> 'question' or supplier_id is not null`)
    .execute();
  await db.schema.createIndex('zycq_supplier').on('zycq').columns(['supplier_id', 'saved_at desc']).execute();
  await db.schema.createIndex('zycq_source').on('zycq').columns(['source_id', 'kind']).execute();
  await db.schema.createIndex('zycq_reply_status').on('zycq').columns(['reply_status', 'submitted_at desc']).execute();

  await db.schema
    .createTable('ten_objection')
    .addColumn('objection_id', 'text', (c) => c.primaryKey())
    .addColumn('objection_num', 'text', (c) => c.notNull().unique())
    .addColumn('source_id', 'text', (c) => c.notNull().references('source.source_id').onDelete('cascade'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('supplier.supplier_id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft','submitted','replied','accepted','denied')`))
    .addColumn('reply', 'text')
    .addColumn('replied_by', 'text')
    .addColumn('replier', 'text')
    .addColumn('replied_at', 'timestamptz')
    // The supplier's accept or deny of the reply.
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('ten_objection_supplier').on('ten_objection').columns(['supplier_id', 'saved_at desc']).execute();
  await db.schema.createIndex('ten_objection_status').on('ten_objection').columns(['status', 'submitted_at desc']).execute();

  // One counter per prefix and day ('ZY20261124'): the next number is one atomic upsert.
  await db.schema
    .createTable('question_number_counter')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();

  // Numbers handed out by zycq/getZyNum, kept for the supplier that asked until a query takes one.
  await db.schema
    .createTable('zycq_number_reservation')
    .addColumn('zycq_num', 'text', (c) => c.primaryKey())
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('supplier.supplier_id').onDelete('cascade'))
    .addColumn('reserved_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['zycq_number_reservation', 'question_number_counter', 'ten_objection', 'zycq']) await db.schema.dropTable(t).ifExists().execute();
}
