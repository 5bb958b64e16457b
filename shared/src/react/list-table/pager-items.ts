/** One control of the pager between "previous" and "next": a page, or a jump over the hidden pages. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'jump'; direction: 'back' | 'forward'; page: number };

/** How far a jump (the ellipsis) moves, as antd's pager does. */
export const JUMP = 5;

/** Up to this many pages, every page has its button; beyond it the middle ones fold into jumps. */
const ALL_PAGES_UP_TO = 9;

/** Pages of `total` rows, `pageSize` a page; at least one, so an empty list still says "page 1". */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The buttons of a pager on `current` of `count` pages: the first and the last page always, the
 * current one with two on either side, and a jump of five pages where pages are left out
 * (1 … 6 7 [8] 9 10 … 1000), as antd's pager draws them. Near either end the window stays five
 * pages wide, and a jump never stands for a single page.
 */
export function pagerItems(current: number, count: number): PagerItem[] {
  if (count <= ALL_PAGES_UP_TO) return Array.from({ length: count }, (_, i) => ({ kind: 'page', page: i + 1 }));
  let from = Math.max(2, current - 2);
  let to = Math.min(count - 1, current + 2);
  if (current <= 3) to = 5;
  if (current >= count - 2) from = count - 4;
  // A jump that would hide a single page shows that page instead.
  if (from === 3) from = 2;
  if (to === count - 2) to = count - 1;
  const items: PagerItem[] = [{ kind: 'page', page: 1 }];
  if (from > 2) items.push({ kind: 'jump', direction: 'back', page: Math.max(1, current - JUMP) });
  for (let page = from; page <= to; page++) items.push({ kind: 'page', page });
  if (to < count - 1) items.push({ kind: 'jump', direction: 'forward', page: Math.min(count, current + JUMP) });
  items.push({ kind: 'page', page: count });
  return items;
}

/**
 * The page that holds the reader's first row after the page size changes, so the rows they were
 * reading stay on screen (page 3 of 10 a page, rows 21–30, is page 2 of 20 a page).
 */
export function pageAfterResize(page: number, pageSize: number, newSize: number): number {
  return Math.floor(((page - 1) * pageSize) / newSize) + 1;
}
