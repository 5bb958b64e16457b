export const codeQuery = {
  type: 'object',
  required: ['randomStr'],
  properties: { randomStr: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[\\w.-]+$' } },
} as const;
