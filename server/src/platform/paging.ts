// Paging input arrives as query strings, form fields or JSON under several names (current/size,
// page/pageSize, pageNo/pageSize). One parser gives one clear 400 for every bad value.
import { badRequest } from './errors';

export const MAX_PAGE_SIZE = 100;

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
  if (!Number.isFinite(n) || !Number.isInteger(n)) throw badRequest(`${name} must be a whole number, got '${String(value)}'`);
  return n;
}

/**
 * @param pageValue 1-based page number
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
  if (page < 1) throw badRequest(`${names.page} must be 1 or more, got ${page}`);
  if (rawSize < 1) throw badRequest(`${names.size} must be 1 or more, got ${rawSize}`);
  const size = Math.min(rawSize, MAX_PAGE_SIZE);
  return { page, size, offset: (page - 1) * size };
}
