// Request shapes of the registration calls. Only types and hard size caps live here; the rules with
// the spec's messages (in the caller's language) are the shared validators the service runs.
import { PERFORMANCE_FIELDS, PERFORMANCE_RECORDS_MAX, BUSINESS_SELECT_MAX, CONTACTS_MAX, MAIN_BUSINESS_NAME_MAX, SUPPLIER_ADDRESS_RULES, SUPPLIER_BANK_RULES, SUPPLIER_DETAIL_FLAGS, SUPPLIER_INFO_RULES, SUPPLIER_USER_RULES } from '@portal/shared/core';
import { SECTION_TYPES } from './section-saves';

// Generous: the friendly length messages come from the validators; this only stops abuse.
const text = { type: ['string', 'null'], maxLength: 4000 } as const;
const flagField = { type: ['boolean', 'string', 'null'], maxLength: 8 } as const;
const BOOLEAN_FIELDS = new Set(['licenceLongTerm', 'isMainUser']);

const section = (rules: Record<string, unknown>) => ({
  type: ['object', 'null'],
  properties: Object.fromEntries(Object.keys(rules).map((f) => [f, BOOLEAN_FIELDS.has(f) ? flagField : text])),
});

// Twice the screen's limits so that the shared rule, not the schema, words the usual case.
const performanceList = {
  type: ['array', 'null'],
  maxItems: PERFORMANCE_RECORDS_MAX * 2,
  items: { type: 'object', properties: { id: { type: 'string', maxLength: 64 }, ...Object.fromEntries(PERFORMANCE_FIELDS.map((f) => [f, { type: ['string', 'null'], maxLength: 400 }])) } },
} as const;

export const savePerformanceBody = {
  type: 'object',
  properties: {
    // The qualification files are uploads; whatever comes here is not kept.
    supplierInfoAptitude: { type: ['array', 'object', 'null'], maxItems: 100, maxProperties: 100 },
    supplierInfoPerformanceWz: performanceList,
    supplierInfoPerformanceGc: performanceList,
  },
} as const;

export const deleteRowQuery = {
  type: 'object',
  required: ['id', 'formName'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, formName: { type: 'string', enum: ['supplierInfoPerformanceWz', 'supplierInfoPerformanceGc', 'performance'] } },
} as const;

export const saveDetailBody = {
  type: 'object',
  required: ['flag'],
  properties: {
    flag: { type: 'string', enum: [...SUPPLIER_DETAIL_FLAGS] },
    supplierId: { type: ['string', 'null'], maxLength: 64 },
    supplierInfoAll: section(SUPPLIER_INFO_RULES),
    supplierAddress: section(SUPPLIER_ADDRESS_RULES),
    supplierBank: section(SUPPLIER_BANK_RULES),
    // Twice the screen's limit so that the validator, not the schema, words the usual case.
    supplierUsers: { type: ['array', 'null'], maxItems: CONTACTS_MAX * 2, items: { ...section(SUPPLIER_USER_RULES), type: 'object' } },
    supplierInfoPerformanceWz: performanceList,
    // Up to twice the selector's limit so that the shared rule words 'cannot exceed 10 items'.
    supplierMainBusiness: {
      type: ['array', 'null'],
      maxItems: BUSINESS_SELECT_MAX * 2,
      items: { type: 'object', properties: { mainbusinessCode: { type: 'string', maxLength: 20 }, mainbusinessName: { type: ['string', 'null'], maxLength: MAIN_BUSINESS_NAME_MAX } } },
    },
  },
} as const;

export const getDetailBody = {
  type: 'object',
  properties: { supplierId: { type: 'string', maxLength: 64 } },
} as const;

// saveSupplierForType: each type's detail has the shape its part has in saveSupplierDetail's body.
export const saveForTypeBody = {
  type: 'object',
  required: ['type', 'detail'],
  properties: { type: { type: 'string', enum: [...SECTION_TYPES] }, detail: { type: ['object', 'array', 'null'] } },
  allOf: SECTION_TYPES.map((type) => ({ if: { properties: { type: { const: type } } }, then: { properties: { detail: saveDetailBody.properties[type] } } })),
} as const;

export const saveUserBody = {
  type: 'object',
  required: ['userinfomain'],
  properties: {
    userinfomain: { ...section(SUPPLIER_USER_RULES), type: 'object' },
    supplierNum: { type: ['string', 'null'], maxLength: 32 },
    supplierId: { type: ['string', 'null'], maxLength: 64 },
    companyType: { type: ['string', 'null'], maxLength: 32 },
  },
} as const;
