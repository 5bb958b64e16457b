import { sql, type Selectable, type SqlBool } from 'kysely';
import type { Db } from '../../db/index';
import type { NoticeTable } from '../../db/schema';

export type NoticeRow = Selectable<NoticeTable>;

/** Escapes LIKE wildcards so a user's '%' or '_' is searched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/**
 * A notice whose Chinese or English title contains the words, ignoring case: LIKE on the search key
 * of migration 0202, with the words turned into a key by the same database function, so the
 * trigram index can answer and both sides fold case and space Chinese alike.
 */
export const titleContains = (words: string) =>
  // A line break in the words would match the seam between the two titles; it means a space.
  sql<SqlBool>`notice.title_key like portal_search_key(${likePattern(words.replace(/[\r\n]+/g, ' '))})`;

/**
 * The notices of these tabs, by tab: the table is partitioned by tab (migration 0720), so only
 * their partitions are read.
 */
export function noticesOfTabs(db: Db, tabs: readonly string[]) {
  return db.selectFrom('notice').where('tab', 'in', [...tabs]);
}

export function findNotice(db: Db, infoId: string) {
  return db.selectFrom('notice').selectAll().where('info_id', '=', infoId).executeTakeFirst();
}
