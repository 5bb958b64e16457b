// The main businesses a registering supplier chose in the business selector (spec 02 §3 "Main-
// business option", §5 "Business selector"): 1 to 10 {mainbusinessCode, mainbusinessName}, kept
// with the draft so a temp save and a reload keep them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('supplier_registration').addColumn('main_business', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('supplier_registration').dropColumn('main_business').execute();
}
