// The route schemas of schemas.ts applied to input that does not come through Fastify: a JSON file
// given to `pnpm portal source-publish`, or a command handed to the server's local door. Only the
// keywords those schemas use are known; the refusals are the ones the API gives (validation.ts).
import { refusal } from '../../platform/errors';

type Schema = Record<string, any>;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

const typeOf = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : Number.isInteger(v) ? 'integer' : typeof v);

function matchesType(schema: Schema, value: unknown): boolean {
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (!types.length) return true;
  const t = typeOf(value);
  return types.some((want) => want === t || (want === 'number' && t === 'integer'));
}

/** Checks value against schema; returns the value with numbers turned into strings where a string is asked (as Ajv's coercion does). */
export function checkInput<T>(schema: Schema, value: unknown, path = ''): T {
  const field = path || 'request';
  if (typeof value === 'number' && schema.type === 'string') value = String(value);
  if (!matchesType(schema, value)) throw refusal(400, 'paramType', { field, type: Array.isArray(schema.type) ? schema.type.join(',') : String(schema.type) });
  if (schema.enum && !schema.enum.includes(value)) throw refusal(400, 'paramOneOf', { field, values: schema.enum.join(', ') });
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) throw refusal(400, 'paramTooShort', { field, limit: schema.minLength });
    if (schema.maxLength !== undefined && value.length > schema.maxLength) throw refusal(400, 'paramTooLong', { field, limit: schema.maxLength });
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) throw refusal(400, 'paramFormat', { field });
    if (schema.format === 'date-time' && (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))) throw refusal(400, 'paramFormat', { field });
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) throw refusal(400, 'paramMin', { field, limit: schema.minimum });
    if (schema.maximum !== undefined && value > schema.maximum) throw refusal(400, 'paramMax', { field, limit: schema.maximum });
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) throw refusal(400, 'paramInvalid', { field });
    if (schema.maxItems !== undefined && value.length > schema.maxItems) throw refusal(400, 'paramTooMany', { field, limit: schema.maxItems });
    if (schema.uniqueItems && new Set(value.map((v) => JSON.stringify(v))).size !== value.length) throw refusal(400, 'paramInvalid', { field });
    return value.map((item, i) => (schema.items ? checkInput(schema.items, item, `${field}.${i}`) : item)) as T;
  }
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const props: Schema = schema.properties ?? {};
    for (const name of schema.required ?? []) if (obj[name] === undefined) throw refusal(400, 'paramRequired', { field: path ? `${path}.${name}` : name });
    const out: Record<string, unknown> = {};
    for (const [name, inner] of Object.entries(obj)) {
      if (!props[name]) {
        if (schema.additionalProperties === false) throw refusal(400, 'paramInvalid', { field: path ? `${path}.${name}` : name });
        out[name] = inner;
        continue;
      }
      if (inner === undefined) continue;
      out[name] = checkInput(props[name], inner, path ? `${path}.${name}` : name);
    }
    return out as T;
  }
  return value as T;
}
