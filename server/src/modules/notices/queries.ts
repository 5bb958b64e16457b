import type { Selectable } from 'kysely';
import type { Db } from '../../db/index';
import type { NoticeTable } from '../../db/schema';

export type NoticeRow = Selectable<NoticeTable>;

/** Escapes LIKE wildcards so a user's '%' or '_' is searched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

export async function pageNoticesByTab(db: Db, opts: { tabs: string[]; title?: string; offset: number; limit: number; withContent?: boolean }) {
  let base = db.selectFrom('notice').where('tab', 'in', opts.tabs);
  if (opts.title) {
    const p = likePattern(opts.title);
    base = base.where((eb) => eb.or([eb('info_title', 'ilike', p), eb('info_title_en', 'ilike', p)]));
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('notice_send_time', (ob) => ob.desc().nullsLast())
      .orderBy('info_id', 'desc')
      .offset(opts.offset)
      .limit(opts.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findNotice(db: Db, infoId: string) {
  return db.selectFrom('notice').selectAll().where('info_id', '=', infoId).executeTakeFirst();
}
