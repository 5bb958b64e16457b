import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';

type RouteSchema = Parameters<FastifySchemaCompiler<unknown>>[0];
type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

/**
 * Fastify's own validator factory (Ajv, with the app's `ajv` options), except that a route's
 * validator is compiled at its first request instead of when the app starts. Compiling every
 * route's schemas was about a third of the server's start (a CPU profile of `node dist/main.js`,
 * 2026-11-25: 330 of 1660 ms), paid again by every CLI command that builds the app, every API test
 * file and every browser-test portal, for routes most of them never call. A schema Ajv refuses
 * now fails the first request to its route (a 500) instead of the start: so the fuzz test
 * (`fuzz.api.test.ts`) compiles every route's schemas, besides calling every route and failing on a 500.
 */
export function lazyValidatorFactory(): ValidatorFactory {
  const eager = AjvCompiler();
  const factory = (externalSchemas: Parameters<typeof eager>[0], options: Parameters<typeof eager>[1]) => {
    // Fastify passes a route definition, not what the package's types say (a bare schema).
    const compile = eager(externalSchemas, options) as unknown as FastifySchemaCompiler<unknown>;
    return (route: RouteSchema): Validate => {
      let validate: Validate | undefined;
      const lazy = ((data: unknown) => {
        validate ??= compile(route) as Validate;
        const valid = validate(data);
        lazy.errors = validate.errors;
        return valid;
      }) as Validate;
      return lazy;
    };
  };
  return factory as unknown as ValidatorFactory;
}
