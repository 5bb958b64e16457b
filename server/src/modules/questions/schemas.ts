// Bounds of every input of the question and objection calls. Control characters and markup are
// refused for every route by platform/input-guard.ts (and, inside oTenObjectionJson, by
// objection-json.ts); here: lengths, formats and the closed sets of values.
import { pagingField } from '../../platform/paging';
import { ZY_NUMBER_PATTERN } from './numbering';

const text = (max: number, min = 0) => ({ type: 'string', minLength: min, maxLength: max }) as const;
const ID = text(64, 1);
export const TITLE_MAX = 200;
export const CONTENT_MAX = 4000;
export const REPLY_MAX = 4000;
const PACKAGES = { type: 'array', maxItems: 50, items: text(100, 1) } as const;

/** A query as saveZy and submitZy take it: under `header` (spec 02 §7), or the same fields flat. */
const QUERY_FIELDS = {
  zycqId: ID,
  questionClarificationNum: { type: 'string', pattern: ZY_NUMBER_PATTERN, maxLength: 20 },
  sourceId: ID,
  sourceNum: ID,
  title: text(TITLE_MAX),
  content: text(CONTENT_MAX),
  bidPackages: PACKAGES,
} as const;

export const saveQueryBody = {
  type: 'object',
  properties: { header: { type: 'object', properties: QUERY_FIELDS }, ...QUERY_FIELDS },
} as const;

export const listQueriesBody = {
  type: 'object',
  properties: {
    page: pagingField,
    pageSize: pagingField,
    questionClarificationNum: text(32),
    sourceNum: text(64),
    type: { type: 'string', enum: ['question', 'clarification', ''] },
    replyStatus: { type: 'string', enum: ['toReply', 'replied', ''] },
    status: { type: 'string', enum: ['draft', 'submitted', ''] },
  },
} as const;

export const zycqIdBody = { type: 'object', required: ['zycqId'], properties: { zycqId: ID } } as const;
export const categoriesQuery = { type: 'object', required: ['questionClarificationId'], properties: { questionClarificationId: ID } } as const;

/**
 * The objection calls' one JSON string (checked again once parsed: objection-json.ts). As a GET
 * the whole address must stay under Node's 16 KB header limit (larger: 431); the same calls taken
 * as POST carry it in the body, for long texts.
 */
const OBJECTION_JSON_TEXT = text(16_000);
export const objectionJsonQuery = { type: 'object', required: ['oTenObjectionJson'], properties: { oTenObjectionJson: OBJECTION_JSON_TEXT } } as const;
export const objectionListQuery = { type: 'object', properties: { current: pagingField, size: pagingField, oTenObjectionJson: OBJECTION_JSON_TEXT } } as const;
export const objectionIdParams = { type: 'object', required: ['id'], properties: { id: ID } } as const;

// The buyer's calls.
export const operatorQueryListBody = {
  type: 'object',
  properties: {
    page: pagingField,
    pageSize: pagingField,
    state: { type: 'string', enum: ['toReply', 'replied', 'all'] },
    type: { type: 'string', enum: ['question', 'clarification'] },
    sourceNum: text(64),
    keyword: text(100),
  },
} as const;
export const operatorReplyQueryBody = { type: 'object', required: ['zycqId', 'reply'], properties: { zycqId: ID, reply: text(REPLY_MAX, 1) } } as const;
export const publishClarificationBody = {
  type: 'object',
  required: ['sourceId', 'title', 'content'],
  properties: { sourceId: ID, title: text(TITLE_MAX, 1), content: text(CONTENT_MAX, 1), bidPackages: PACKAGES },
} as const;
export const operatorObjectionListBody = {
  type: 'object',
  properties: { page: pagingField, pageSize: pagingField, state: { type: 'string', enum: ['toReply', 'replied', 'accepted', 'denied', 'all'] }, sourceNum: text(64) },
} as const;
export const objectionIdBody = { type: 'object', required: ['id'], properties: { id: ID } } as const;
export const operatorReplyObjectionBody = { type: 'object', required: ['id', 'reply'], properties: { id: ID, reply: text(REPLY_MAX, 1) } } as const;
