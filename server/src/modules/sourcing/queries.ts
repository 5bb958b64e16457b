import type { Selectable } from 'kysely';
import type { Db } from '../../db/index';
import type { SourceTable } from '../../db/schema';
import { likePattern, titleContains } from '../notices/queries';
import { boundedTotal } from '../../platform/pager';

export type SourceRow = Selectable<SourceTable>;

export interface SourceFilter {
  sourceType: 'XJ' | 'CS' | 'ZB';
  sourceNum?: string;
  sourceName?: string;
  status?: string;
  methods?: string[];
  openState?: 'quoting' | 'expired';
  now: Date;
  offset: number;
  limit: number;
}

export async function pageSources(db: Db, f: SourceFilter) {
  let base = db.selectFrom('source').where('source_type', '=', f.sourceType);
  if (f.sourceNum) base = base.where('source_num', 'ilike', likePattern(f.sourceNum));
  if (f.sourceName) {
    const p = likePattern(f.sourceName);
    base = base.where((eb) => eb.or([eb('source_title', 'ilike', p), eb('source_title_en', 'ilike', p)]));
  }
  if (f.status) base = base.where('status', '=', f.status);
  if (f.methods?.length) base = base.where('source_method', 'in', f.methods);
  if (f.openState === 'quoting') base = base.where('quotation_date', '>', f.now);
  if (f.openState === 'expired') base = base.where('quotation_date', '<=', f.now);
  const [rows, counted] = await Promise.all([
    base
      .selectAll()
      .orderBy('publish_date', (ob) => ob.desc().nullsLast())
      .orderBy('source_id', 'desc')
      .offset(f.offset)
      .limit(f.limit)
      .execute(),
    boundedTotal(db, base),
  ]);
  return { rows, ...counted };
}

/** Notices about sources (inquiry change, inquiry result, sale result) searched by number and title. */
export async function pageSourceNotices(db: Db, f: { tabs: string[]; sourceNum?: string; sourceName?: string; offset: number; limit: number }) {
  let base = db.selectFrom('notice').where('tab', 'in', f.tabs);
  if (f.sourceNum) base = base.where('source_num', 'ilike', likePattern(f.sourceNum));
  if (f.sourceName) base = base.where(titleContains(f.sourceName));
  const [rows, counted] = await Promise.all([
    base.selectAll().orderBy('notice_send_time', (ob) => ob.desc().nullsLast()).orderBy('info_id', 'desc').offset(f.offset).limit(f.limit).execute(),
    boundedTotal(db, base),
  ]);
  return { rows, ...counted };
}

export function findSource(db: Db, sourceId: string) {
  // Notices know their source by number, so the detail accepts either the id or the number.
  return db
    .selectFrom('source')
    .selectAll()
    .where((eb) => eb.or([eb('source_id', '=', sourceId), eb('source_num', '=', sourceId)]))
    .executeTakeFirst();
}
