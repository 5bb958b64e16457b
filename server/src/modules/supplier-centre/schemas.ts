// JSON schemas of the supplier centre's and the contracts area's calls (issue 15): every field
// bounded (lengths, ranges, formats); control characters and markup are refused for every route
// before these run (platform/input-guard.ts). The operator's schemas also check input that comes
// from the CLI (source-admin/input-check.ts checkInput).
import { pagingField } from '../../platform/paging';
import { DATE_TIME } from '../source-admin/schemas';

const text = (max: number, min = 1) => ({ type: 'string', minLength: min, maxLength: max }) as const;
const optText = (max: number) => text(max, 0);
const ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' } as const;
/** A calendar day, YYYY-MM-DD, 1900–2999. */
const DAY = { type: 'string', pattern: '^(19|2\\d)\\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', maxLength: 10 } as const;
/** Money: up to 14 whole digits and 2 decimals. */
export const MONEY = { type: 'string', pattern: '^\\d{1,14}(\\.\\d{1,2})?$', maxLength: 17 } as const;
/** A quantity: up to 12 whole digits and 3 decimals. */
export const QUANTITY = { type: 'string', pattern: '^\\d{1,12}(\\.\\d{1,3})?$', maxLength: 16 } as const;
const CURRENCY = { type: 'string', pattern: '^[A-Z]{3}$', maxLength: 3 } as const;
const SUPPLIER = text(64);

export const CONTRACT_STATUSES = ['DRAFT', 'SIGNED', 'PERFORMING', 'COMPLETED', 'TERMINATED'] as const;
export const ACCEPTANCE_STATUSES = ['pending', 'shipped', 'received', 'accepted', 'rejected'] as const;
export const FEE_TYPES = ['MEMBERSHIP', 'ANNUAL', 'SERVICE', 'CA'] as const;
export const DOC_TYPES = ['CONTRACT', 'NOTICE', 'TEMPLATE', 'MANUAL', 'INVOICE', 'OTHER'] as const;
export const TODO_KINDS = ['sourcesToQuote', 'questionsAnswered', 'objectionsReplied', 'unreadNotices', 'filesExpiring', 'feesDue', 'changesRejected'] as const;

const paging = { page: pagingField, pageSize: pagingField, current: pagingField, size: pagingField } as const;

// ---- supplier side (/isp/portal) ----

export const todoSeenBody = { type: 'object', required: ['kind'], properties: { kind: { type: 'string', enum: TODO_KINDS } } } as const;
export const pagingBody = { type: 'object', properties: paging } as const;
export const unbindCaBody = { type: 'object', required: ['caSn'], properties: { caSn: text(64) } } as const;
export const feeListBody = { type: 'object', properties: { ...paging, status: { type: 'string', enum: ['due', 'paid', ''] } } } as const;
/** user/exportSupplierFeeList: the fee list's filter only. */
export const feeExportBody = { type: 'object', additionalProperties: false, properties: { status: { type: 'string', enum: ['due', 'paid', ''] } } } as const;
export const payListBody = { type: 'object', properties: { ...paging, feeId: optText(64) } } as const;

export const FEE_DATA = {
  type: 'object',
  additionalProperties: false,
  required: ['feeId'],
  properties: {
    feeId: ID,
    invoiceTitle: optText(200),
    taxNumber: { type: 'string', pattern: '^[A-Za-z0-9-]{0,30}$', maxLength: 30 },
    invoiceEmail: { type: 'string', maxLength: 100, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' },
    invoiceAddress: optText(300),
    remark: optText(500),
  },
} as const;
/** saveSupplierFeeInfo / saveSupplierFee: JSON feeDataObject (spec 02 §7). */
export const feeDataBody = { type: 'object', required: ['feeDataObject'], properties: { feeDataObject: FEE_DATA } } as const;

export const payCodeQuery = { type: 'object', required: ['feeId'], properties: { feeId: ID } } as const;
export const orderQuery = { type: 'object', properties: { orderId: ID, feeId: ID } } as const;
export const simulatorParams = { type: 'object', required: ['orderId'], properties: { orderId: ID } } as const;
export const simulatorQuery = { type: 'object', properties: { t: text(64), lang: { type: 'string', enum: ['zh-CN', 'en-US', 'vi-VN'] } } } as const;
export const simulatorBody = { type: 'object', required: ['t', 'outcome'], properties: { t: text(64), outcome: { type: 'string', enum: ['paid', 'failed'] }, lang: { type: 'string', enum: ['zh-CN', 'en-US', 'vi-VN'] } } } as const;

export const documentListBody = { type: 'object', properties: { ...paging, title: optText(200), docType: { type: 'string', enum: [...DOC_TYPES, ''] } } } as const;
export const documentParams = { type: 'object', required: ['docId'], properties: { docId: ID } } as const;
export const documentQuery = { type: 'object', properties: { exp: { type: 'integer', minimum: 0, maximum: 99999999999 }, sig: text(100), s: text(64) } } as const;

/** The contract list's filters (getContractList, and its export). */
const contractFilters = {
  contractNum: optText(100),
  contractName: optText(200),
  status: { type: 'string', enum: [...CONTRACT_STATUSES, ''] },
  contractType: optText(50),
  partyAName: optText(200),
  sourceNum: optText(64),
  signDateFrom: { anyOf: [DAY, { type: 'string', maxLength: 0 }] },
  signDateTo: { anyOf: [DAY, { type: 'string', maxLength: 0 }] },
} as const;
export const contractListBody = { type: 'object', properties: { ...paging, ...contractFilters } } as const;
/** contract/exportContractList: the list's filters and nothing else (no paging: every page is exported). */
export const contractExportBody = { type: 'object', additionalProperties: false, properties: contractFilters } as const;
export const contractDetailBody = { type: 'object', properties: { contractId: text(64), contractNum: text(100) } } as const;
/** The delivery-note list's filters (getOrderList, and its export). */
const orderFilters = {
  noteCode: optText(64),
  contractNum: optText(100),
  contractId: optText(64),
  orderNum: optText(64),
  title: optText(200),
  acceptanceStatus: { type: 'string', enum: [...ACCEPTANCE_STATUSES, ''] },
  shipTimeFrom: { anyOf: [DAY, { type: 'string', maxLength: 0 }] },
  shipTimeTo: { anyOf: [DAY, { type: 'string', maxLength: 0 }] },
} as const;
export const orderListBody = { type: 'object', properties: { ...paging, ...orderFilters } } as const;
/** order/exportOrderList: the list's filters only. */
export const orderExportBody = { type: 'object', additionalProperties: false, properties: orderFilters } as const;
export const orderDetailBody = { type: 'object', properties: { noteId: text(64), noteCode: text(64) } } as const;
export const frameListBody = { type: 'object', properties: { ...paging, agreementNum: optText(64), title: optText(200), status: optText(20), validOn: { anyOf: [DAY, { type: 'string', maxLength: 0 }] } } } as const;
export const frameDetailBody = { type: 'object', properties: { agreementId: text(64), agreementNum: text(64) } } as const;

// ---- buyer side (/isp/operator; the CLI checks its input against the same) ----

export const createContractBody = {
  type: 'object',
  additionalProperties: false,
  required: ['sourceId', 'supplierId'],
  properties: {
    sourceId: text(64),
    supplierId: SUPPLIER,
    contractNum: { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$', maxLength: 40 },
    contractName: text(200),
    contractType: text(50),
    status: { type: 'string', enum: CONTRACT_STATUSES },
    signedAmount: MONEY,
    totalAmount: MONEY,
    currency: CURRENCY,
    signDate: DATE_TIME,
    predictedArrival: DATE_TIME,
    storageDate: DATE_TIME,
    partyAName: text(200),
    partyAContact: text(100),
    partyAPhone: text(40),
    partyBName: text(200),
    partyBContact: text(100),
    partyBPhone: text(40),
    arrivalAddress: text(300),
    invoiceAddress: text(300),
    remark: text(1000),
  },
} as const;

export const setContractStatusBody = { type: 'object', additionalProperties: false, required: ['contractId', 'status'], properties: { contractId: text(64), status: { type: 'string', enum: CONTRACT_STATUSES } } } as const;

export const createDeliveryNoteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['contractId', 'shippedQuantity', 'currentQuantity'],
  properties: {
    contractId: text(64),
    title: text(200),
    orderNum: text(64),
    paperDocNum: text(64),
    shipTime: DATE_TIME,
    shipToAddress: text(300),
    courierNum: text(64),
    operator: text(100),
    shippedQuantity: QUANTITY,
    currentQuantity: QUANTITY,
    acceptanceStatus: { type: 'string', enum: ACCEPTANCE_STATUSES },
  },
} as const;

export const deliveryLogBody = {
  type: 'object',
  additionalProperties: false,
  required: ['noteId', 'action'],
  properties: {
    noteId: text(64),
    action: text(100),
    remark: text(1000),
    operator: text(100),
    acceptanceStatus: { type: 'string', enum: ACCEPTANCE_STATUSES },
    confirmTime: DATE_TIME,
    receivedQuantity: QUANTITY,
  },
} as const;

export const createFrameAgreementBody = {
  type: 'object',
  additionalProperties: false,
  required: ['supplierId', 'title', 'partyAName', 'currency', 'validFrom', 'validTo', 'lines'],
  properties: {
    supplierId: SUPPLIER,
    agreementNum: { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$', maxLength: 40 },
    title: text(200),
    partyAName: text(200),
    status: { type: 'string', enum: ['DRAFT', 'EFFECTIVE', 'EXPIRED', 'TERMINATED'] },
    currency: CURRENCY,
    signDate: DATE_TIME,
    validFrom: DATE_TIME,
    validTo: DATE_TIME,
    remark: text(1000),
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['description', 'unit', 'unitPrice'],
        properties: {
          itemCode: text(64),
          description: text(500),
          specification: text(500),
          unit: text(32),
          unitPrice: { type: 'string', pattern: '^\\d{1,14}(\\.\\d{1,4})?$', maxLength: 19 },
          taxRate: { type: 'string', pattern: '^\\d{1,2}(\\.\\d{1,2})?$', maxLength: 5 },
          quantity: QUANTITY,
        },
      },
    },
  },
} as const;

export const postNoticeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['title'],
  properties: { supplierId: SUPPLIER, all: { type: 'boolean' }, title: text(200), content: text(5000) },
} as const;

export const registerCaBody = {
  type: 'object',
  additionalProperties: false,
  required: ['supplierId', 'caSn', 'holder', 'issuer', 'validFrom', 'validTo'],
  properties: { supplierId: SUPPLIER, caSn: { type: 'string', pattern: '^[A-Za-z0-9:-]{4,64}$', maxLength: 64 }, holder: text(200), issuer: text(200), validFrom: DATE_TIME, validTo: DATE_TIME, bound: { type: 'boolean' } },
} as const;
export const revokeCaBody = { type: 'object', additionalProperties: false, required: ['caSn'], properties: { caSn: text(64) } } as const;

export const raiseFeeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['supplierId', 'feeType', 'title', 'amount', 'currency', 'dueDate'],
  properties: { supplierId: SUPPLIER, feeType: { type: 'string', enum: FEE_TYPES }, title: text(200), period: text(50), amount: { ...MONEY, pattern: '^(?!0+(\\.0+)?$)\\d{1,14}(\\.\\d{1,2})?$' }, currency: CURRENCY, dueDate: DATE_TIME },
} as const;

export const settleOrderBody = { type: 'object', additionalProperties: false, required: ['orderId', 'outcome'], properties: { orderId: ID, outcome: { type: 'string', enum: ['paid', 'failed'] } } } as const;

export const shareDocumentBody = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'docType', 'fileName', 'contentBase64'],
  properties: {
    supplierId: SUPPLIER,
    all: { type: 'boolean' },
    contractId: text(64),
    title: text(200),
    docType: { type: 'string', enum: DOC_TYPES },
    fileName: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^/\\\\]+\\.[A-Za-z0-9]{1,8}$' },
    contentType: { type: 'string', pattern: '^[a-z]+/[a-z0-9.+-]+$', maxLength: 100 },
    // 700 KB of base64 keeps the JSON body within the server's 1 MB.
    contentBase64: { type: 'string', minLength: 4, maxLength: 700_000, pattern: '^[A-Za-z0-9+/]+={0,2}$' },
  },
} as const;

export const fileValidityBody = { type: 'object', additionalProperties: false, required: ['fileId', 'validUntil'], properties: { fileId: text(64), validUntil: DATE_TIME } } as const;
export const operatorListBody = { type: 'object', properties: { ...paging, supplierId: SUPPLIER } } as const;
