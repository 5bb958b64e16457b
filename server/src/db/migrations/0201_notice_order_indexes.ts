// The lists order by "notice_send_time desc nulls last, info_id desc"; a DESC index defaults to
// NULLS FIRST, so 0200's indexes could not serve that order and every page sorted the whole tab.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notice_tab_time_id').ifExists().execute();
  await db.schema.dropIndex('notice_time_id').ifExists().execute();
  await sql`create index notice_tab_time_id on notice (tab, notice_send_time desc nulls last, info_id desc)`.execute(db);
  await sql`create index notice_time_id on notice (notice_send_time desc nulls last, info_id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notice_tab_time_id').ifExists().execute();
  await db.schema.dropIndex('notice_time_id').ifExists().execute();
}
