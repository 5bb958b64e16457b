// The server's own table of routes, filled as they are registered (onRoute), so that checks which
// must cover every route — the input fuzz test above all — read it instead of a hand-kept list, and
// routes added later are covered without anyone listing them. The same hook puts default bounds on
// every schema that leaves a field unbounded, so no route hands the database a number it cannot
// hold or a string of any length.
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** Field names the route's schemas know (body, query string, params). */
  fields: string[];
  /** True when the route runs requireUser (a logged-in caller reaches further). */
  needsUser: boolean;
  /** The route's schemas as registered (bounded), compiled at its first request (lazy-validators.ts). */
  schema: RouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/** PostgreSQL's integer: what an id or count column holds. */
const INT_MIN = -2147483648;
const INT_MAX = 2147483647;
/** Beyond this no amount, coordinate or time offset of the portal is meant. */
const NUMBER_LIMIT = 1e12;
const STRING_MAX = 10_000;
const ITEMS_MAX = 1000;

type Schema = Record<string, unknown>;

const types = (s: Schema): string[] => (Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : []);

/** Adds the missing bounds to a JSON schema in place, all the way down. */
export function boundSchema(schema: unknown): void {
  if (!schema || typeof schema !== 'object') return;
  const s = schema as Schema;
  const t = types(s);
  if (t.includes('integer')) {
    s.minimum ??= INT_MIN;
    s.maximum ??= INT_MAX;
  } else if (t.includes('number')) {
    s.minimum ??= -NUMBER_LIMIT;
    s.maximum ??= NUMBER_LIMIT;
  }
  if (t.includes('string')) s.maxLength ??= STRING_MAX;
  if (t.includes('array')) s.maxItems ??= ITEMS_MAX;
  for (const key of ['items', 'additionalProperties', 'not']) boundSchema(s[key]);
  for (const key of ['anyOf', 'oneOf', 'allOf']) if (Array.isArray(s[key])) (s[key] as unknown[]).forEach(boundSchema);
  if (s.properties && typeof s.properties === 'object') Object.values(s.properties as Schema).forEach(boundSchema);
}

function fieldNames(options: RouteOptions): string[] {
  const names = new Set<string>();
  for (const part of ['body', 'querystring', 'params'] as const) {
    const props = (options.schema?.[part] as Schema | undefined)?.properties;
    if (props && typeof props === 'object') Object.keys(props).forEach((n) => names.add(n));
  }
  for (const m of options.url.matchAll(/:(\w+)/g)) names.add(m[1]);
  return [...names];
}

/** Call before any route is registered. */
export function recordRoutes(app: FastifyInstance, requireUser: () => unknown): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (options) => {
    for (const part of ['body', 'querystring', 'params'] as const) boundSchema(options.schema?.[part]);
    const handlers = [options.preHandler].flat().filter(Boolean);
    const needsUser = handlers.includes(requireUser() as never);
    for (const method of [options.method].flat()) {
      if (method === 'HEAD') continue;
      table.push({ method, url: options.url, fields: fieldNames(options), needsUser, schema: options.schema });
    }
  });
}
