// Turns Ajv's errors into one sentence a person can act on, e.g. "pageSize must be integer".
import type { FastifySchemaValidationError } from 'fastify';

export function validationMessage(errors: FastifySchemaValidationError[]): string {
  return errors
    .slice(0, 3)
    .map((e) => {
      const field = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
      if (e.keyword === 'required') return `${String((e.params as { missingProperty?: string }).missingProperty)} is required`;
      if (e.keyword === 'enum') {
        const allowed = (e.params as { allowedValues?: unknown[] }).allowedValues ?? [];
        return `${field || 'value'} must be one of ${allowed.join(', ')}`;
      }
      return `${field || 'request'} ${e.message ?? 'is invalid'}`;
    })
    .join('; ');
}
