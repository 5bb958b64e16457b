// Paging input arrives as query strings, form fields or JSON under several names (current/size,
// page/pageSize, pageNo/pageSize). One parser gives one clear 400 for every bad value.
import { invalid } from './errors';
import { COUNT_BOUND } from './pager';

export const MAX_PAGE_SIZE = 100;
/** Beyond this a page number is a probe, not a reader: 10,000 pages of 100 is a million rows. */
export const MAX_PAGE = 10_000;

/** Schema of a paging parameter: a number, or a string that parsePaging checks and explains. */
export const pagingField = { type: ['integer', 'string'] } as const;

export interface Paging {
  page: number;
  size: number;
  offset: number;
}

function toInt(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  // Safe integers only: 1e20 is "whole" to JavaScript but not to the database.
  if (!Number.isSafeInteger(n)) throw invalid('wholeNumber', { field: name, value: String(value) });
  return n;
}

/**
 * @param pageValue 1-based page number, at most MAX_PAGE
 * @param sizeValue page size; sizes above MAX_PAGE_SIZE are capped rather than refused, since a
 *   client asking for "everything" should get the most we serve, not an error
 */
export function parsePaging(
  pageValue: unknown,
  sizeValue: unknown,
  names: { page: string; size: string } = { page: 'page', size: 'pageSize' },
  defaultSize = 10,
): Paging {
  const page = toInt(pageValue, names.page) ?? 1;
  const rawSize = toInt(sizeValue, names.size) ?? defaultSize;
  if (page < 1) throw invalid('atLeastOne', { field: names.page, value: page });
  if (page > MAX_PAGE) throw invalid('pageTooFar', { field: names.page, limit: MAX_PAGE });
  if (rawSize < 1) throw invalid('atLeastOne', { field: names.size, value: rawSize });
  const size = Math.min(rawSize, MAX_PAGE_SIZE);
  const offset = (page - 1) * size;
  // Totals stop at COUNT_BOUND, so no pager offers a page past it; a deeper OFFSET would cost
  // what the bound saves. Asking to narrow the search is the answer a reader can act on.
  if (offset >= COUNT_BOUND) throw invalid('narrowSearch');
  return { page, size, offset };
}
