// Numbers handed out by getCode (spec 02 §7: codeType, fieldName): one counter per code type and
// business day, bumped in one statement so that two callers never get the same number, and each
// issued number remembered with its user so that only that user can use it, once.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('code_sequence')
    .addColumn('code_type', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('last', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('code_sequence_pk', ['code_type', 'day'])
    .execute();
  await db.schema
    .createTable('issued_code')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('code_type', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`create index issued_code_unused on issued_code (user_id) where used_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('issued_code').ifExists().execute();
  await db.schema.dropTable('code_sequence').ifExists().execute();
}
