// Download links of private files carry a signature, so a link opened in a new tab (which sends no
// token header) still works for a while. The key is made once, by whichever instance starts
// first, and kept in the database so that every instance on one database signs alike.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_secret')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_secret').ifExists().execute();
}
