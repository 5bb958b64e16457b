// JSON schemas of the operator's sourcing calls: every field bounded (lengths, ranges, ISO 8601
// date-times with a zone); control characters and markup are refused for every route before these
// run (platform/input-guard.ts). Rules that need the clock or the database live in service.ts.
const text = (max: number, min = 1) => ({ type: 'string', minLength: min, maxLength: max }) as const;
const optText = (max: number) => text(max, 0);
const ID = text(64);
export const DATE_TIME = { type: 'string', format: 'date-time', maxLength: 40 } as const;
/** A positive decimal: up to 12 whole digits and 4 decimals (quantities). */
const QUANTITY = { type: 'string', pattern: '^\\d{1,12}(\\.\\d{1,4})?$', maxLength: 17 } as const;
/** Money: up to 14 whole digits and 2 decimals (16 digits, spec 02 §5). */
const MONEY = { type: 'string', pattern: '^\\d{1,14}(\\.\\d{1,2})?$', maxLength: 17 } as const;
const DAYS = { type: 'integer', minimum: 1, maximum: 3650 } as const;

export const LINE_FIELDS = {
  itemCode: optText(64),
  requisitionNum: optText(64),
  requisitionLine: optText(32),
  standardPart: { type: 'boolean' },
  specialSpare: { type: 'boolean' },
  description: text(500),
  quantity: QUANTITY,
  unit: optText(32),
  specification: optText(500),
  material: optText(200),
  origin: optText(100),
  partNumber: optText(100),
  nameEn: optText(300),
  serial: optText(100),
  drawingNumber: optText(100),
  warrantyPeriod: optText(100),
  defectsLiabilityPeriod: optText(100),
  technicalParameter: optText(2000),
  supplementaryNote: optText(1000),
  bidPackage: optText(100),
  requiredArrivalDays: DAYS,
  /** The buyer's required date of the line, a calendar date (issue 33). */
  requiredDate: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', maxLength: 10 },
} as const;

export const publishBody = {
  type: 'object',
  additionalProperties: false,
  required: ['sourceType', 'quotationKind', 'title', 'method', 'currency', 'endTime', 'openingTime', 'lines'],
  properties: {
    sourceType: { type: 'string', enum: ['XJ', 'CS'] },
    quotationKind: { type: 'string', enum: ['gc', 'wz', 'cs'] },
    title: text(200),
    titleEn: optText(300),
    method: { type: 'string', enum: ['OPEN', 'INVITE', 'SINGLE'] },
    currency: { type: 'string', pattern: '^[A-Z]{3}$', maxLength: 3 },
    endTime: DATE_TIME,
    openingTime: DATE_TIME,
    queryDeadline: DATE_TIME,
    category: optText(100),
    strategy: optText(100),
    unit: optText(200),
    buyerOrg: optText(200),
    arrivalRequirement: { type: 'string', enum: ['afterContract', 'afterDeliveryNotice', 'afterOpening', 'days'] },
    arrivalDays: DAYS,
    quotationMethod: optText(100),
    budget: MONEY,
    winType: { type: 'string', enum: ['whole', 'item'] },
    mainBusiness: optText(500),
    description: optText(4000),
    memo: optText(1000),
    technicalRequirements: optText(4000),
    contactPhone: { type: 'string', pattern: '^[0-9+()\\- ]{0,32}$', maxLength: 32 },
    contactEmail: { type: 'string', pattern: '^$|^[^@\\s]{1,64}@[^@\\s]{1,190}$', maxLength: 254 },
    invitationOnly: { type: 'boolean' },
    invitedSupplierIds: { type: 'array', maxItems: 200, uniqueItems: true, items: ID },
    sealedMail: { type: 'boolean' },
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: { type: 'object', additionalProperties: false, required: ['description', 'quantity'], properties: LINE_FIELDS },
    },
    terms: {
      type: 'array',
      maxItems: 50,
      items: { type: 'object', additionalProperties: false, required: ['name', 'content'], properties: { name: text(200), content: text(4000) } },
    },
  },
} as const;

export const listBody = {
  type: 'object',
  properties: {
    page: { type: ['integer', 'string'], maxLength: 8 },
    pageSize: { type: ['integer', 'string'], maxLength: 8 },
    sourceType: { type: 'string', enum: ['XJ', 'CS', 'ZB'] },
    phase: { type: 'string', enum: ['quoting', 'awaitingOpening', 'openable', 'opened', 'awarded', 'closed'] },
    keyword: optText(100),
  },
} as const;

export const sourceIdBody = { type: 'object', required: ['sourceId'], properties: { sourceId: ID } } as const;

export const secondRoundBody = {
  type: 'object',
  additionalProperties: false,
  required: ['sourceId', 'deadline', 'openingTime'],
  properties: { sourceId: ID, deadline: DATE_TIME, openingTime: DATE_TIME },
} as const;

export const awardBody = {
  type: 'object',
  additionalProperties: false,
  required: ['sourceId', 'supplierIds'],
  properties: { sourceId: ID, supplierIds: { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: ID }, remark: optText(500) },
} as const;

/** Ten years either way: further is a typo, not a test. */
export const CLOCK_LIMIT_MS = 10 * 366 * 24 * 3600 * 1000;
export const clockSetBody = { type: 'object', additionalProperties: false, required: ['at'], properties: { at: DATE_TIME } } as const;
export const clockAdvanceBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ms'],
  properties: { ms: { type: 'integer', minimum: -CLOCK_LIMIT_MS, maximum: CLOCK_LIMIT_MS } },
} as const;
