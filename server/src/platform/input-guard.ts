// Refuses text no field of the portal can hold before any handler sees it: control characters
// (NUL above all, which PostgreSQL refuses in text), lone UTF-16 surrogates (not text at all),
// and nesting deeper than any form. Checked on every request's query, body and path parameters,
// field names included, so routes added later are covered too.
import type { FastifyRequest } from 'fastify';
import { refusal } from './errors';

// Tab, line feed and carriage return are ordinary in text areas; every other C0 control and DEL is not.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 8;

const badText = (text: string) => CONTROL.test(text) || LONE_SURROGATE.test(text);

/** The path of the first value that may not be stored, or null when all are fine. */
export function firstBadValue(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return badText(value) ? path || 'value' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return path || 'value';
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const here = path ? `${path}.${key}` : key;
    if (badText(key)) return path || 'field name';
    const found = firstBadValue(inner, here, depth + 1);
    if (found) return found;
  }
  return null;
}

export async function guardInput(req: FastifyRequest): Promise<void> {
  for (const part of [req.params, req.query, req.body]) {
    const field = firstBadValue(part);
    // The field name itself may be hostile: it is shown cut short and without the bad characters.
    if (field) throw refusal(400, 'paramText', { field: field.replace(/[^\w.\-\u4e00-\u9fff]/g, '?').slice(0, 40) });
  }
}
