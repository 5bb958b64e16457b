export const refreshBody = {
  type: 'object',
  required: ['refresh_token'],
  properties: {
    refresh_token: { type: 'string', minLength: 1, maxLength: 128 },
    grant_type: { type: 'string', enum: ['refresh_token'] },
    scope: { type: 'string', enum: ['server'] },
  },
} as const;
