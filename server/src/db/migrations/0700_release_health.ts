// Release health (issue 38): how each (app, version) loads and fails in real browsers, as counts
// only. Load times go into fixed buckets (enough for a p75, nothing per browser); errors are kept
// per stack fingerprint with one scrubbed sample message. Nothing names a person or a browser.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('release_health_load')
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('release_health_load_pk', ['app', 'version', 'bucket'])
    .execute();
  await db.schema
    .createTable('release_health_error')
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('release_health_error_pk', ['app', 'version', 'fingerprint'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('release_health_error').ifExists().execute();
  await db.schema.dropTable('release_health_load').ifExists().execute();
}
