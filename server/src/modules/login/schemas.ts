// Request schemas of the login card's and recovery's calls. Their fields are short strings (names,
// phones, codes, passwords, tickets) whatever the client sends them as; only `args`, the login
// ticket of /home, is longer.
export const codeQuery = {
  type: 'object',
  required: ['randomStr'],
  properties: { randomStr: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[\\w.-]+$' } },
} as const;

export const str = (max = 128) => ({ type: 'string', maxLength: max }) as const;
export const body = (required: string[], optional: string[] = []) => ({
  type: 'object',
  required,
  properties: Object.fromEntries([...required, ...optional].map((n) => [n, n === 'args' ? str(256) : str()])),
});
export const query = body;
