export const codeQuery = {
  type: 'object',
  required: ['randomStr'],
  properties: { randomStr: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[\\w.-]+$' } },
} as const;

export const tokenBody = {
  type: 'object',
  required: ['username', 'password', 'grant_type'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    randomStr: { type: 'string', maxLength: 64 },
    code: { type: 'string', maxLength: 16 },
    grant_type: { type: 'string', enum: ['password'] },
    scope: { type: 'string', enum: ['server'] },
  },
} as const;
