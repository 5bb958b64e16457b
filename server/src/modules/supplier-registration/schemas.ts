// Request shapes of the registration calls. Only types and hard size caps live here; the rules with
// the spec's messages (in the caller's language) are the shared validators the service runs.
import { CONTACTS_MAX, SUPPLIER_ADDRESS_RULES, SUPPLIER_BANK_RULES, SUPPLIER_DETAIL_FLAGS, SUPPLIER_INFO_RULES, SUPPLIER_USER_RULES } from '@portal/shared/core';

// Generous: the friendly length messages come from the validators; this only stops abuse.
const text = { type: ['string', 'null'], maxLength: 4000 } as const;
const flagField = { type: ['boolean', 'string', 'null'], maxLength: 8 } as const;
const BOOLEAN_FIELDS = new Set(['licenceLongTerm', 'isMainUser']);

const section = (rules: Record<string, unknown>) => ({
  type: ['object', 'null'],
  properties: Object.fromEntries(Object.keys(rules).map((f) => [f, BOOLEAN_FIELDS.has(f) ? flagField : text])),
});

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
  },
} as const;

export const getDetailBody = {
  type: 'object',
  properties: { supplierId: { type: 'string', maxLength: 64 } },
} as const;
