import { pagingField } from '../../platform/paging';
export const contractListBody = {
  type: 'object',
  properties: {
    page: pagingField,
    pageSize: pagingField,
    contractNum: { type: 'string', maxLength: 100 },
    contractName: { type: 'string', maxLength: 200 },
  },
} as const;
