import { pagingField } from '../../platform/paging';
const text = { type: 'string', maxLength: 200 } as const;

export const sourceSearchBody = {
  type: 'object',
  properties: {
    page: pagingField,
    pageSize: pagingField,
    sourceNum: text,
    sourceName: text,
    /** Open state: 'quoting' (quotation still open) or 'expired'; '1'/'2' are accepted as aliases. */
    sourceTypeXj: text,
    /** Status of the source, e.g. PUBLISHED. */
    sourceType: text,
    /** Comma-separated or repeated source methods (e.g. OPEN,INVITE). */
    sourceMethods: { anyOf: [text, { type: 'array', items: text, maxItems: 20 }] },
    /** With a supplier's token (issue 14): the quotation screen's tabs and reply filters. */
    tab: { type: 'string', enum: ['all', 'toQuote', 'ended', 'registered'] },
    filter: { type: 'string', enum: ['all', 'expired', 'notEnded', 'toReply', 'replied'] },
  },
} as const;

export const indexDbBody = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['XJ', 'CS', 'ZB'] },
    supplierId: text,
    sourceNum: text,
    pageNo: pagingField,
    pageSize: pagingField,
  },
} as const;

export const sourceDetailBody = {
  type: 'object',
  required: ['sourceId'],
  properties: {
    sourceId: { type: 'string', minLength: 1, maxLength: 64 },
    /** The pass of a solved slider puzzle; needed by a logged-in supplier (spec 01 §4). */
    puzzlePass: { type: 'string', maxLength: 128 },
  },
} as const;
