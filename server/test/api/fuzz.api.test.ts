// Property-based fuzzing of EVERY registered route, read from the server's own route table (so a
// route added later is fuzzed without anyone listing it): hostile strings (NUL, lone surrogates,
// huge), numbers (1e20, past 2^31, past 2^53), dates (year 12345, month 13), nested and odd JSON,
// through the query string, a JSON body or a form, as a visitor, a supplier and a registering
// user, in any content-lang. No request may answer 5xx.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AjvCompiler } from '@fastify/ajv-compiler';
import fc from 'fast-check';
import { AJV_OPTIONS } from '../../src/app';
import type { RouteEntry } from '../../src/platform/route-table';
import { hashToken } from '../../src/modules/session/tokens';
import { makeSupplier, makeUser } from './helpers/fixtures';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(600_000);

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

let s: TestServer;
beforeAll(async () => {
  // Limits high enough that a 429 never hides what the route itself would answer.
  s = await startTestServer({ env: { PORTAL_RATE_LIMIT_LOGIN: '1000000', PORTAL_RATE_LIMIT_CODE: '1000000', PORTAL_RATE_LIMIT_PUZZLE: '1000000' } });
  // A built host, as in production: page addresses answer the page to any client, and a server
  // without a build says so with a 503 on purpose (frontend.api.test.ts), which is not what this fuzzes.
  fs.mkdirSync(s.config.hostDist, { recursive: true });
  fs.writeFileSync(path.join(s.config.hostDist, 'index.html'), '<!doctype html><title>host</title>');
});
afterAll(() => s?.close());

/** A live session put straight into the token table: no login call, so no lockout to trip. */
async function sessionOf(kind: 'portal' | 'temp'): Promise<string> {
  const supplier = kind === 'portal' ? await makeSupplier(s.db) : null;
  const user = await makeUser(s.db, { user_kind: kind, supplier_id: supplier?.supplier_id ?? null });
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  await s.db
    .insertInto('auth_token')
    .values({ token_hash: hashToken(token), refresh_hash: hashToken(`r${token}`), user_id: user.user_id, kind, created_at: now, expires_at: new Date(now.getTime() + 3600_000) })
    .execute();
  return token;
}

const hostileText = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
  { arbitrary: fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '1e20',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '12345-01-01',
    '2026-13-45',
    '0000-00-00',
    '2026-02-30T25:61:61Z',
    '-1',
    '0',
    'NaN',
    'Infinity',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'SMS@',
    'SMS@\u0000',
    '',
    ' ',
    'null',
    '１２３４５６７８９０１',
    '\u202Eevil',
    'x'.repeat(20_000),
  ), weight: 3 },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(1e20, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, -0, 0.5, -1, 0, 12345),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/**
 * UTF-8 percent-encoding that never throws: encodeURIComponent does on lone surrogates, so the text
 * first goes through UTF-8 and back (each becomes U+FFFD, as on the wire). Byte by byte in script,
 * the 20,000-character values cost this file a tenth of its CPU.
 */
const encode = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8')).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');

function requestFor(route: RouteEntry) {
  // Mostly the route's own field names, so the values reach its handler; sometimes hostile names.
  const names = fc.oneof({ arbitrary: fc.constantFrom(...(route.fields.length ? route.fields : ['id'])), weight: 4 }, { arbitrary: hostileText, weight: 1 });
  return fc.record({
    params: fc.dictionary(names, hostileValue, { maxKeys: 6 }),
    pathPart: fc.oneof(hostileText, fc.constantFrom('%00', '%ZZ', '%E0%80', '..%2F..%2F', '%uD800')),
    mode: fc.constantFrom('query', 'json', 'form', 'raw-json'),
    rawBody: fc.oneof(fc.constantFrom('{', '[1,', '"\\ud800"', '{"a":' + '['.repeat(500), 'null', '1e999'), fc.string({ unit: 'binary', maxLength: 30 })),
    who: fc.constantFrom('visitor', 'portal', 'temp'),
    // Header values are Latin-1 on the wire; the hostile ones are names that look up prototypes.
    lang: fc.constantFrom('zh-CN', 'en-US', 'vi-VN', '', 'xx', 'zh-CN,en;q=0.5', 'valueOf', '__proto__', 'constructor'),
  });
}

type Input = ReturnType<typeof requestFor> extends fc.Arbitrary<infer T> ? T : never;

function buildUrl(route: RouteEntry, input: Input): string {
  // Path parameters and wildcards get hostile text too; pathPart may already be percent-encoded.
  const raw = (input.pathPart as string).startsWith('%') || (input.pathPart as string).includes('%2F') ? (input.pathPart as string) : encode(input.pathPart as string);
  let url = route.url.replace(/:\w+/g, raw || 'x').replace(/\*$/, raw || 'x');
  if (input.mode === 'query' || route.method === 'GET' || route.method === 'DELETE') {
    const query = Object.entries(input.params as Record<string, unknown>).map(([k, v]) => `${encode(k)}=${encode(asText(v))}`);
    if (query.length) url += `?${query.join('&')}`;
  }
  return url;
}

let tokens: Record<'portal' | 'temp', string>;

describe('fuzzing every registered route', () => {
  it('the route table lists the API', () => {
    const urls = s.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining(['POST /auth/oauth/token', 'GET /code', 'POST /isp/portal/user/userLogin', 'GET /*']));
    expect(s.app.routeTable.length).toBeGreaterThan(60);
  });

  it('every route\'s schemas compile, as its first request compiles them', () => {
    // Validators are compiled lazily (src/platform/lazy-validators.ts): a schema Ajv refuses would
    // otherwise only show when its route is first called. Fastify's own compiler, the app's options.
    const compile = AjvCompiler()({}, AJV_OPTIONS) as unknown as (route: object) => unknown;
    let compiled = 0;
    for (const route of s.app.routeTable) {
      for (const httpPart of ['body', 'querystring', 'params'] as const) {
        const schema = route.schema?.[httpPart];
        if (!schema) continue;
        expect(() => compile({ schema, method: route.method, url: route.url, httpPart })).not.toThrow();
        compiled++;
      }
    }
    expect(compiled).toBeGreaterThan(60);
  });

  it('no input makes any route answer 5xx', async () => {
    let requests = 0;
    for (const route of s.app.routeTable) {
      // Fresh sessions per route: a route may log out or change the password of the one it got.
      tokens = { portal: await sessionOf('portal'), temp: await sessionOf('temp') };
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (input) => {
          const headers: Record<string, string> = { 'content-lang': input.lang as string };
          if (input.who !== 'visitor') headers['isp-authorization'] = tokens[input.who as 'portal' | 'temp'];
          if (route.url.startsWith('/auth/')) headers.authorization = `Basic ${Buffer.from('isp:isp').toString('base64')}`;
          let payload: string | undefined;
          if (route.method !== 'GET' && route.method !== 'DELETE') {
            if (input.mode === 'json') {
              headers['content-type'] = 'application/json';
              payload = JSON.stringify(input.params);
            } else if (input.mode === 'form') {
              headers['content-type'] = 'application/x-www-form-urlencoded';
              payload = Object.entries(input.params as Record<string, unknown>).map(([k, v]) => `${encode(k)}=${encode(asText(v))}`).join('&');
            } else if (input.mode === 'raw-json') {
              headers['content-type'] = 'application/json';
              payload = input.rawBody as string;
            }
          }
          const url = buildUrl(route, input);
          // Real HTTP, not app.inject: light-my-request needs an ES-module cookie package Node 20 cannot require.
          const res = await fetch(s.url + url, { method: route.method, headers, body: payload });
          const text = await res.text();
          requests++;
          if (res.status >= 500) throw new Error(`${route.method} ${route.url} answered ${res.status} ${text.slice(0, 300)} for ${url.slice(0, 300)} ${String(payload).slice(0, 300)}`);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }
    // Every route was really called RUNS times (a property that throws early would not count).
    expect(requests).toBe(s.app.routeTable.length * RUNS);
  });
});
