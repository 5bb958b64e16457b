import { pagingField } from '../../platform/paging';
export const noticePageBody = {
  type: 'object',
  properties: {
    page: pagingField,
    pageSize: pagingField,
    /** Title filter (contains). */
    supplierNotice: { type: 'string', maxLength: 200 },
  },
} as const;

export const confirmBody = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;
