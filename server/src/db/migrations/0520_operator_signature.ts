// How an operator signs what a supplier reads (issue 33): replies to questions and objections carry
// the operator's display name and organisation, never its login id. Both optional: an account
// without them signs with the buyer's generic name.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('display_name', 'varchar(100)').addColumn('organisation', 'varchar(200)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('display_name').dropColumn('organisation').execute();
}
