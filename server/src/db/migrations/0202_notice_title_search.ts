// Title search (index_list, search_all, the source-notice lists) looked for words with ILIKE in two
// columns: a scan of every notice of the tab, twice per page (rows and total). Now one search key
// holds both titles, lower-cased, and a trigram index answers LIKE on it.
//
// Trigrams alone miss Chinese: a title is one long run of characters, and a two-character word
// such as 锅炉 yields no trigram to look up. So the key spaces out every CJK character, making
// each one a word of its own that the index knows; a query is spaced the same way, the index
// finds the notices holding all its characters, and LIKE then checks they stand together.
// Latin and Vietnamese words are left whole and get ordinary trigrams.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create function portal_search_key(text) returns text language sql immutable strict parallel safe
    as $$ select regexp_replace(lower($1), '([\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff])', ' \\1 ', 'g') $$`.execute(db);
  // A line break joins the titles so that no search word can match across the two.
  await sql`alter table notice add column title_key text
    generated always as (portal_search_key(info_title || chr(10) || coalesce(info_title_en, ''))) stored`.execute(db);
  // Fast update stays on (inserts are 4× cheaper); PGlite has no autovacuum to merge the pending
  // list, so bulk loads merge it themselves (gin_clean_pending_list, see the seed).
  await sql`create index notice_title_key_trgm on notice using gin (title_key gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notice_title_key_trgm').ifExists().execute();
  await db.schema.alterTable('notice').dropColumn('title_key').execute();
  await sql`drop function if exists portal_search_key(text)`.execute(db);
}
