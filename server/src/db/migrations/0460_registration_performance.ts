// The performance records of a registration draft (spec 02 §3 "Performance record", §7
// saveSupplierPerformance / supplierInfoPerformanceWz): kept with the draft so a temp save and a
// reload keep them. Each record has the id its scanned contract is filed under (attachment.business_id).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('supplier_registration').addColumn('performance', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('supplier_registration').dropColumn('performance').execute();
}
