// The one pager of every list. A page is index-driven (ORDER BY on an index, LIMIT); its total is
// counted exactly up to COUNT_BOUND matches and said as "at least COUNT_BOUND" beyond it, so the
// cost of a list never grows with the size of the table or the number of matches. Pages past the
// bound are refused with a message asking to narrow the search: nobody reads page 1,001 of a
// list, and an OFFSET that deep costs what the bound saves.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/index';

export const COUNT_BOUND = 10_000;

export interface BoundedTotal {
  /** Exact up to COUNT_BOUND; COUNT_BOUND when totalCapped. */
  total: number;
  /** There are more than COUNT_BOUND matches; screens show "10,000+". */
  totalCapped: boolean;
}

/** Counts the rows of a filtered query, stopping after COUNT_BOUND + 1. */
export async function boundedTotal(db: Db, filtered: SelectQueryBuilder<any, any, any>): Promise<BoundedTotal> {
  return capped(await countUpTo(db, filtered, COUNT_BOUND + 1));
}

/**
 * The bounded total of disjoint queries (a list over several tabs, one query per tab), counted one
 * after another until the bound is passed. A common word fills the bound in the first part, so it
 * costs one part's index instead of the whole list's; a rare word costs a few small counts.
 */
export async function boundedTotalOfParts(db: Db, parts: readonly SelectQueryBuilder<any, any, any>[]): Promise<BoundedTotal> {
  let n = 0;
  for (const part of parts) {
    n += await countUpTo(db, part, COUNT_BOUND + 1 - n);
    if (n > COUNT_BOUND) break;
  }
  return capped(n);
}

async function countUpTo(db: Db, filtered: SelectQueryBuilder<any, any, any>, most: number): Promise<number> {
  const hits = filtered.clearSelect().select(sql<number>`1`.as('hit')).limit(most);
  const row = await db
    .selectFrom(hits.as('hits'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const capped = (n: number): BoundedTotal => (n > COUNT_BOUND ? { total: COUNT_BOUND, totalCapped: true } : { total: n, totalCapped: false });
