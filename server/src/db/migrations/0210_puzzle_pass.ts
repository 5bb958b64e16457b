// Puzzle passes (issue 12): solving the slider puzzle while logged in issues a pass that opens one
// source or sale detail in the same session (spec 01 §4). Only the pass's sha256 is stored; one
// UPDATE … WHERE used_at IS NULL uses it up, so two requests (or two server instances) racing
// with one pass get one detail between them.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('puzzle_pass')
    .addColumn('pass_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('puzzle_pass_expiry').on('puzzle_pass').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('puzzle_pass').ifExists().execute();
}
