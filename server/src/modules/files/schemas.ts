import { pagingField } from '../../platform/paging';
const id = { type: 'string', minLength: 1, maxLength: 64 } as const;

export const attachmentListBody = {
  type: 'object',
  required: ['businessId'],
  properties: { businessId: id, page: pagingField, pageSize: pagingField },
} as const;

export const fileIdBody = {
  type: 'object',
  required: ['fileId'],
  properties: { fileId: id },
} as const;

export const purchaseFileQuery = {
  type: 'object',
  required: ['sourceId'],
  properties: { sourceId: id },
} as const;

export const fileParams = {
  type: 'object',
  required: ['id'],
  properties: { id },
} as const;

export const awardBody = {
  type: 'object',
  required: ['sourceNum'],
  properties: { sourceNum: id },
} as const;
