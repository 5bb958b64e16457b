import { pagingField } from '../../platform/paging';
// Paging fields are loose strings/numbers here; parsePaging gives the clear message for bad ones.

export const currentSizeQuery = {
  type: 'object',
  properties: { current: pagingField, size: pagingField },
} as const;

export const NON_BIDDING_TYPES = ['inquiry', 'inquiryChange', 'result', 'sale', 'saleResult'] as const;
export const INFO_TYPES = ['NEWS', 'HELP', 'ANNOUNCE'] as const;

export const mainTopBody = {
  type: 'object',
  properties: {
    pageSize: pagingField,
    current: pagingField,
    type: { type: 'string', enum: [...NON_BIDDING_TYPES] },
    isSale: { type: ['boolean', 'string', 'integer'] },
    supplierId: { type: 'string' },
  },
} as const;

export const infoListBody = {
  type: 'object',
  required: ['type'],
  properties: {
    page: pagingField,
    pageSize: pagingField,
    type: { type: 'string', enum: [...INFO_TYPES] },
    title: { type: 'string', maxLength: 200 },
  },
} as const;

export const infoByIdBody = {
  type: 'object',
  required: ['infoId'],
  properties: { infoId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const text = { type: 'string', maxLength: 200 } as const;

export const noticeSearchQuery = {
  type: 'object',
  properties: { current: pagingField, size: pagingField, ggTypeName: text, title: text, startDate: text, endDate: text, sourceNum: text },
} as const;

export const noticeByNumQuery = {
  type: 'object',
  required: ['noticeCode'],
  properties: { noticeCode: { type: 'string', minLength: 1, maxLength: 64 }, ggTypeName: text },
} as const;

export const sourceNumQuery = {
  type: 'object',
  required: ['sourceNum'],
  properties: { sourceNum: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export const sourceNumBody = {
  type: 'object',
  properties: { page: pagingField, pageSize: pagingField, sourceNum: text },
} as const;

export const mainTopDataBody = {
  type: 'object',
  properties: { page: pagingField, pageSize: pagingField, supplierId: text, title: text },
} as const;
