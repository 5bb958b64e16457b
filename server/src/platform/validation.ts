// Turns Ajv's first error into a catalogue refusal a person can act on ("pageSize must be
// integer"), worded in the request's language by the central error handler.
import type { FastifySchemaValidationError } from 'fastify';
import { refusal } from './errors';
import type { AppError } from './errors';

type Params = Record<string, unknown>;

export function validationRefusal(errors: FastifySchemaValidationError[], context?: string): AppError {
  const e = errors[0];
  const params = (e?.params ?? {}) as Params;
  const path = (e?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const field = path || context || 'request';
  switch (e?.keyword) {
    case 'required':
      return refusal(400, 'paramRequired', { field: [path, String(params.missingProperty)].filter(Boolean).join('.') });
    case 'enum':
      return refusal(400, 'paramOneOf', { field, values: ((params.allowedValues as unknown[]) ?? []).join(', ') });
    case 'type':
      return refusal(400, 'paramType', { field, type: String(params.type) });
    case 'maxLength':
      return refusal(400, 'paramTooLong', { field, limit: Number(params.limit) });
    case 'minLength':
      return refusal(400, 'paramTooShort', { field, limit: Number(params.limit) });
    case 'maxItems':
    case 'maxProperties':
      return refusal(400, 'paramTooMany', { field, limit: Number(params.limit) });
    case 'minimum':
      return refusal(400, 'paramMin', { field, limit: Number(params.limit) });
    case 'maximum':
      return refusal(400, 'paramMax', { field, limit: Number(params.limit) });
    case 'pattern':
    case 'format':
      return refusal(400, 'paramFormat', { field });
    default:
      return refusal(400, 'paramInvalid', { field });
  }
}
