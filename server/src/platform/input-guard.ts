// Refuses text no field of the portal can hold before any handler sees it: control characters
// (NUL above all, which PostgreSQL refuses in text), lone UTF-16 surrogates (not text at all),
// and nesting deeper than any form. Checked on every request's query, body and path parameters,
// field names included, so routes added later are covered too.
//
// Text is stored as plain text: an HTML tag in any field is refused too (issue 12). The portal's own
// client strips tags before sending (spec 01 §7, "params and data are sanitised"), so only a caller
// that bypasses it meets this. Passwords are exempt, like in the client: a password may hold '<b>'.
import type { FastifyRequest } from 'fastify';
import { UNSANITISED_URL_PARTS } from '@portal/shared/core';
import { refusal } from './errors';

// Tab, line feed and carriage return are ordinary in text areas; every other C0 control and DEL is not.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 8;

const badText = (text: string) => CONTROL.test(text) || LONE_SURROGATE.test(text);

// The client's sanitiser removes /<[^<>]*>/; a tag here is '<' directly followed by a name, '/', '!'
// or '?' (as browsers read it: '< b >' is text).
const MARKUP = /<[a-zA-Z!/?][^<>]*>/;
/** Fields that hold secrets as typed, never shown as text. */
const SECRET_FIELDS = /^(password|oldPwd|newPwd|confirmPassword|credential)$/i;

/** The path of the first string holding an HTML tag, or null. */
export function firstMarkup(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return MARKUP.test(value) ? path || 'value' : null;
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (SECRET_FIELDS.test(key)) continue;
    const found = firstMarkup(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

const cutField = (field: string) => field.replace(/[^\w.\-\u4e00-\u9fff]/g, '?').slice(0, 40);

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
  // The token and temporary-login calls carry credentials unsanitised, as the client sends them.
  const plainText = !UNSANITISED_URL_PARTS.some((part) => req.url.includes(part));
  for (const part of [req.params, req.query, req.body]) {
    const field = firstBadValue(part);
    // The field name itself may be hostile: it is shown cut short and without the bad characters.
    if (field) throw refusal(400, 'paramText', { field: cutField(field) });
    const markup = plainText ? firstMarkup(part) : null;
    if (markup) throw refusal(400, 'paramMarkup', { field: cutField(markup) });
  }
}
