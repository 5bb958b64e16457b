// The buyer's required date of a source line (issue 33): shown beside each line on the quotation
// grid with its specification, material and item code. A calendar date as written ('YYYY-MM-DD'),
// not an instant: it means the same day in China and Vietnam.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('source_line')
    .addColumn('required_date', 'text', (c) => c.check(sql`required_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('source_line').dropColumn('required_date').execute();
}
