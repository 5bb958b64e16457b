import { pagingField } from '../../platform/paging';
export const noticePageBody = {
  type: 'object',
  properties: {
    page: pagingField,
    pageSize: pagingField,
    /** Title filter (contains). */
    supplierNotice: { type: 'string', maxLength: 200 },
    /** Viewed filter: true/1 viewed only, false/0 not viewed only; absent: both (unread first). */
    viewed: { type: ['boolean', 'string'], enum: [true, false, 'true', 'false', '1', '0', ''] },
  },
} as const;

export const confirmBody = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
