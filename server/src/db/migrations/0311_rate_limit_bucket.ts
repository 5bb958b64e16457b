// Sliding-window rate limits (issue 12): one row per bucket keeps the times (epoch ms) of the hits
// of the last window, so "at most N in any window" holds at every instant, not only per fixed
// minute (0002's rate_limit let twice the limit through around a minute's edge). Refusals are
// counted on the row, so an operator sees who is being turned away.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_bucket')
    .addColumn('bucket', 'text', (c) => c.primaryKey())
    .addColumn('hits', sql`bigint[]`, (c) => c.notNull())
    .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_hit', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_bucket_last_hit').on('rate_limit_bucket').column('last_hit').execute();
  await sql`drop table if exists rate_limit`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_bucket').ifExists().execute();
  await db.schema
    .createTable('rate_limit')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rate_limit_pk', ['bucket', 'window_start'])
    .execute();
}
