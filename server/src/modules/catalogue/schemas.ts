// Request shapes of the catalogue and bank look-ups. Every text is bounded; codes have the shapes
// the seed writes, so a probe with anything else is refused before a query runs.
import { pagingField } from '../../platform/paging';

const words = { type: 'string', maxLength: 100 } as const;
/** Catalogue codes: TP.01.02.03, M04.01.99. */
const catalogueCode = { type: 'string', maxLength: 20, pattern: '^[A-Z0-9]{0,4}(\\.[0-9]{2}){0,3}$' } as const;
/** Bank, area and branch codes: ICBC, CN-BJ, ICBC-CN-BJ-1. */
const directoryCode = { type: 'string', maxLength: 24, pattern: '^[A-Za-z0-9-]*$' } as const;

const paging = { current: pagingField, size: pagingField, page: pagingField, pageSize: pagingField } as const;

export const mainBusinessListBody = {
  type: 'object',
  properties: { ...paging, materialDesc: words, mainbusinessName: words },
} as const;

export const busModelListBody = {
  type: 'object',
  properties: { ...paging, materialDesc: words, mainBusinessname: words, Businessname: words, includedMaterials: words },
} as const;

export const mainBusinessBody = {
  type: 'object',
  properties: {
    parentCode: catalogueCode,
    // A comma list of at most ten codes: the selector's limit (spec 02 §5).
    mainbusinessCode: { type: 'string', maxLength: 230, pattern: '^[A-Z0-9.]*(,[A-Z0-9.]+){0,9}$' },
  },
} as const;

export const bankListBody = {
  type: 'object',
  properties: { ...paging, keyword: words, bankName: words, country: { type: 'string', enum: ['', 'CN', 'VN'] } },
} as const;

export const bankAreaListBody = {
  type: 'object',
  properties: { ...paging, keyword: words, bankCode: directoryCode, country: { type: 'string', enum: ['', 'CN', 'VN'] } },
} as const;

export const bankPersonListBody = {
  type: 'object',
  properties: { ...paging, keyword: words, bankCode: directoryCode, areaCode: directoryCode },
} as const;

export interface PagingInput {
  current?: string | number;
  size?: string | number;
  page?: string | number;
  pageSize?: string | number;
}
