// One box across notices, articles and sources (/search_all): a union of three title searches,
// newest first, each hit saying what it is so the screen can open it the right way.
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { likePattern, titleContains } from '../notices/queries';
import { COUNT_BOUND, capped } from '../../platform/pager';

export type SearchScope = 'all' | 'notice' | 'article' | 'source';

export interface SearchHit {
  kind: 'notice' | 'article' | 'source';
  id: string;
  title: string;
  title_en: string | null;
  at: Date | string | null;
  tab: string | null;
  code: string | null;
  status: string | null;
  attribute3: string | null;
}

/**
 * Each source is searched on its own, newest first and cut at the end of the wanted page, so the
 * time indexes serve the order and the merge sorts at most a page per source instead of every
 * hit; the total is the sum of per-source counts, each stopped past COUNT_BOUND like every list.
 */
export async function searchEverything(db: Db, keyword: string, scope: SearchScope, offset: number, limit: number) {
  const p = likePattern(keyword);
  const upTo = offset + limit;
  const pages = [];
  const counts = [];
  if (scope === 'all' || scope === 'notice' || scope === 'article') {
    const areas = scope === 'notice' ? ['bidding', 'nonbidding'] : scope === 'article' ? ['info'] : ['bidding', 'nonbidding', 'info'];
    const found = sql`from notice where area in (${sql.join(areas)}) and ${titleContains(keyword)}`;
    pages.push(sql`(select case when area = 'info' then 'article' else 'notice' end as kind, info_id as id, info_title as title,
      info_title_en as title_en, notice_send_time as at, tab, coalesce(business_num, notice_code) as code, notice_status as status, attribute3
      ${found} order by notice_send_time desc nulls last, info_id desc limit ${upTo})`);
    counts.push(sql`select count(*) as n from (select 1 ${found} limit ${COUNT_BOUND + 1}) hits`);
  }
  if (scope === 'all' || scope === 'source') {
    const found = sql`from source where source_title ilike ${p} or source_title_en ilike ${p} or source_num ilike ${p}`;
    pages.push(sql`(select 'source' as kind, source_id as id, source_title as title, source_title_en as title_en, publish_date as at,
      source_type as tab, source_num as code, status, null as attribute3
      ${found} order by publish_date desc nulls last, source_id desc limit ${upTo})`);
    counts.push(sql`select count(*) as n from (select 1 ${found} limit ${COUNT_BOUND + 1}) hits`);
  }
  const [rows, count] = await Promise.all([
    sql<SearchHit>`select * from (${sql.join(pages, sql` union all `)}) hits order by at desc nulls last, id desc offset ${offset} limit ${limit}`.execute(db),
    sql<{ n: string }>`select sum(n) as n from (${sql.join(counts, sql` union all `)}) parts`.execute(db),
  ]);
  return { rows: rows.rows, ...capped(Number(count.rows[0]?.n ?? 0)) };
}
