// The buyer's award of a source (issue 14, operator side): which suppliers won, in which round, by
// whose decision. One row per winner; the source's status and awarded_at say that it is awarded.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('source_award')
    .addColumn('source_id', 'text', (c) => c.notNull().references('source.source_id').onDelete('cascade'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('supplier.supplier_id'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('awarded_by', 'text', (c) => c.notNull())
    .addColumn('awarded_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('source_award_pk', ['source_id', 'supplier_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('source_award').ifExists().execute();
}
