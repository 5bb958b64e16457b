// Paging fields are loose strings/numbers here; parsePaging gives the clear message for bad ones.
const pagingField = { type: ['integer', 'string'] } as const;

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
