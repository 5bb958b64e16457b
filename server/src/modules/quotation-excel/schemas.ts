// Bounds of the Excel calls (issue 14). The import's file is bounded by the multipart limits in
// routes.ts; its sourceId may come in the query or as a form field.
const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const round = { type: 'integer', minimum: 1, maximum: 2 } as const;

export const templateParams = { type: 'object', required: ['sourceId'], properties: { sourceId: id } } as const;

export const exportQuotationParams = { type: 'object', required: ['sourceId'], properties: { sourceId: id, quotationRound: round } } as const;

export const importParams = { type: 'object', properties: { sourceId: id, quotationRound: round } } as const;
