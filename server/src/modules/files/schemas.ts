import { pagingField } from '../../platform/paging';
const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

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

/** A source's first purchase file by sourceId, or one of them by fileId (the detail's attachment list, issue 14). */
export const purchaseFileQuery = {
  type: 'object',
  anyOf: [{ required: ['sourceId'] }, { required: ['fileId'] }],
  properties: { sourceId: id, fileId: id },
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

/** getFileByType: the caller's files of one business record and attachment type(s), comma-separated. */
export const fileByTypeBody = {
  type: 'object',
  properties: { businessId: id, fileBusinessType: text(200), businessType: text(200) },
} as const;

export const ispInfoFileBody = {
  type: 'object',
  properties: { businessId: id, supplierId: id },
} as const;

/**
 * plogin/upload: the form fields of spec 02 §7 may also come as query parameters (merged into
 * the body before validation); multipart fields are checked by the service with the same bounds.
 */
export const uploadBody = {
  type: 'object',
  properties: {
    moduleCode: text(64),
    businessId: text(64),
    encryptionFlag: text(64),
    outVisible: text(64),
    businessType: text(64),
    fileBusinessType: text(64),
    dataType: text(64),
    flag: text(64),
    uploadedByName: text(100),
    isSup: text(64),
  },
} as const;

/** A signed download address (signed-links.ts): seconds since the epoch and an HMAC-SHA256, base64url. */
export const signedFileQuery = {
  type: 'object',
  properties: {
    exp: { type: 'integer', minimum: 0, maximum: 99_999_999_999 },
    sig: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
  },
  additionalProperties: false,
} as const;
