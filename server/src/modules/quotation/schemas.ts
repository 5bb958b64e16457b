// Bounds of every input of the supplier's sourcing and quotation calls (issue 14). Control
// characters and markup are refused for every route by platform/input-guard.ts; here: lengths,
// ranges and formats. A draft may be incomplete, so the quotation's own values are optional here
// and their business rules (spec 02 §5) are checked when it is sent, with the spec's messages.
import { MEMO_MAX } from '@portal/shared/core';
import { pagingField } from '../../platform/paging';

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
/** A decimal as typed (string) or sent as a JSON number; the service checks digits and range. */
const decimalInput = { anyOf: [{ type: 'string', maxLength: 32 }, { type: 'number', minimum: 0, maximum: 1e12 }] } as const;
const days = { anyOf: [{ type: 'integer', minimum: 0, maximum: 36_500 }, { type: 'string', maxLength: 8 }] } as const;

export const LINES_MAX = 1000;
export const TERMS_MAX = 200;

export const signUpBody = {
  type: 'object',
  required: ['sourceNum'],
  properties: {
    /** The source's number (or its id). */
    sourceNum: id,
    /** Who signs up, as the client sends it; the server takes the caller from the token. */
    userInfo: { anyOf: [text(2000), { type: 'object', maxProperties: 40 }] },
    bidPackageName: text(200),
  },
} as const;

export const signUpPackageBody = { ...signUpBody, required: ['sourceNum', 'bidPackageName'] } as const;

export const sourceIdQuery = { type: 'object', required: ['sourceId'], properties: { sourceId: id } } as const;

export const modelListBody = {
  type: 'object',
  properties: { type: text(32), tag: text(32), flag: text(32), sourceId: id },
} as const;

export const saveQuotationBody = {
  type: 'object',
  required: ['sourceId'],
  properties: {
    sourceId: id,
    header: {
      type: 'object',
      properties: {
        offeror: text(100),
        /** YYYY-MM-DD, or empty in a draft. */
        validityDate: { type: 'string', anyOf: [{ maxLength: 0 }, { pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' }] },
        arrivalDays: days,
        currency: { type: 'string', pattern: '^[A-Za-z]{0,10}$' },
        remark: text(MEMO_MAX),
      },
    },
    lines: {
      type: 'array',
      maxItems: LINES_MAX,
      items: {
        type: 'object',
        required: ['lineId'],
        properties: {
          lineId: id,
          taxRate: decimalInput,
          unitPriceWithTax: decimalInput,
          brand: text(200),
          arrivalDays: days,
          supplierRemark: text(MEMO_MAX),
        },
      },
    },
    terms: {
      type: 'array',
      maxItems: TERMS_MAX,
      items: {
        type: 'object',
        required: ['termId'],
        properties: { termId: id, isAgree: { type: 'boolean' }, difference: text(MEMO_MAX) },
      },
    },
    userInfo: { anyOf: [text(2000), { type: 'object', maxProperties: 40 }] },
  },
} as const;

export const updateQuotationBody = {
  type: 'object',
  required: ['quotationId', 'type'],
  properties: {
    quotationId: id,
    type: { type: 'string', enum: ['send', 'cancel'] },
    /** Required for a send: the same key again answers the same receipt and sends nothing. */
    idempotencyKey: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
  },
} as const;

export const findQuotationBody = {
  type: 'object',
  required: ['sourceId'],
  properties: {
    sourceId: id,
    /** Optional: the quotation asked for by id; another supplier's is "not found". */
    quotationId: id,
  },
} as const;

export const findHistoryBody = {
  type: 'object',
  required: ['sourceId', 'quotationRound'],
  properties: {
    sourceId: id,
    quotationRound: { type: 'integer', minimum: 1, maximum: 2 },
    quotationId: id,
  },
} as const;

export const quotationSourceBody = { type: 'object', required: ['sourceId'], properties: { sourceId: id } } as const;

export const copyFilesBody = { type: 'object', required: ['businessId'], properties: { businessId: id } } as const;

export const openBidParams = { type: 'object', required: ['sourceId'], properties: { sourceId: id } } as const;

export const openedHistoryQuery = { type: 'object', properties: { page: pagingField, pageSize: pagingField } } as const;

/** The receipt PDF of one's sent quotation (issue 33). */
export const receiptPdfQuery = { type: 'object', required: ['sourceId', 'quotationId'], additionalProperties: false, properties: { sourceId: id, quotationId: id } } as const;
