// The OpenAPI description (/api/openapi.json) covers every route of the route table with its
// request schema, the envelope and the error statuses; the operator API has its own tag; the
// reference page (/api/docs) is served under the portal's CSP with nothing inline.
import Fastify from 'fastify';
import type { RouteEntry } from '../../src/platform/route-table';
import { recordRoutes } from '../../src/platform/route-table';
import { DOCS_STYLE_HASH, NO_INPUT_ROUTES, OPERATOR_TAG, isNotApi, openApi } from '../../src/platform/openapi';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(120_000);

interface Operation {
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  requestBody?: unknown;
  parameters?: Array<{ in: string; name: string }>;
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, unknown>; schemas: Record<string, { properties?: Record<string, unknown> }> };
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const key = (route: Pick<RouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;
const hasRequestSchema = (route: RouteEntry) => ['body', 'querystring', 'params'].some((part) => (route.schema as Record<string, unknown> | undefined)?.[part]);

/** What the coverage rule finds wrong: routes missing from the document, routes with no request schema. */
function coverageGaps(table: RouteEntry[], doc: Document): { missing: string[]; noSchema: string[] } {
  const api = table.filter((route) => !isNotApi(route.url));
  return {
    missing: api.filter((route) => !doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]).map(key),
    noSchema: api.filter((route) => !hasRequestSchema(route) && !NO_INPUT_ROUTES.has(key(route))).map(key),
  };
}

let s: TestServer;
let doc: Document;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
  const res = await fetch(`${s.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
});
afterAll(() => s?.close());

describe('the OpenAPI description', () => {
  it('is OpenAPI 3.1 and lists every route of the route table, each with a request schema', () => {
    expect(doc.openapi).toBe('3.1.0');
    const api = s.app.routeTable.filter((route) => !isNotApi(route.url));
    expect(api.length).toBeGreaterThan(150);
    expect(coverageGaps(s.app.routeTable, doc)).toEqual({ missing: [], noSchema: [] });
    // The list of calls without input holds only such calls, every one of them registered.
    const registered = new Map(s.app.routeTable.map((route) => [key(route), route]));
    for (const name of NO_INPUT_ROUTES) {
      expect([name, registered.has(name)]).toEqual([name, true]);
      expect([name, hasRequestSchema(registered.get(name) as RouteEntry)]).toEqual([name, false]);
    }
  });

  it('fails a route added without a schema, and a route left out of the document', async () => {
    const app = Fastify({ logger: false });
    recordRoutes(app, () => undefined);
    await openApi(app);
    app.decorate('requireUser', async () => undefined);
    app.post('/isp/portal/plogin/withSchema', { schema: { body: { type: 'object', properties: { id: { type: 'string' } } } } }, async () => ({}));
    app.post('/isp/portal/plogin/withoutSchema', async () => ({}));
    await app.ready();
    const small = (await app.openApiDocument()) as unknown as Document;
    expect(coverageGaps(app.routeTable, small)).toEqual({ missing: [], noSchema: ['POST /isp/portal/plogin/withoutSchema'] });
    const withoutOne = { ...small, paths: { ...small.paths, '/isp/portal/plogin/withSchema': {} } };
    expect(coverageGaps(app.routeTable, withoutOne).missing).toEqual(['POST /isp/portal/plogin/withSchema']);
    await app.close();
  });

  it("carries each route's input: body fields, query fields, path parameters", () => {
    const login = doc.paths['/isp/portal/user/userLogin'].post;
    expect(JSON.stringify(login.requestBody)).toContain('"username"');
    const file = doc.paths['/upms/file/{id}'].get;
    expect(file.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]));
    const counts = doc.paths['/isp/portal/tenderNotice/getMainPageInfoByIsp'].get;
    expect((counts.parameters ?? []).some((p) => p.in === 'query')).toBe(true);
  });

  it('answers the envelope and names the error statuses', () => {
    expect(Object.keys(doc.components.schemas.Envelope.properties ?? {})).toEqual(['code', 'msg', 'data', 'records', 'total', 'totalCapped']);
    const award = doc.paths['/isp/operator/source/award'].post;
    expect(award.responses['200'].$ref).toBe('#/components/responses/Success');
    expect(Object.keys(award.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409', '429', '503']));
    for (const ref of Object.values(award.responses)) expect(doc.components.responses[String(ref.$ref).split('/').pop() as string]).toBeDefined();
    // A public call needs no token: no 401 promised.
    expect(Object.keys(doc.paths['/isp/portal/plogin/getInfoList'].post.responses)).not.toContain('401');
  });

  it("puts the operator API under its own tag with the operator's token, the supplier's calls with theirs", () => {
    const operator = Object.entries(doc.paths).filter(([path]) => path.startsWith('/isp/operator/'));
    expect(operator.length).toBeGreaterThan(30);
    for (const [path, item] of operator) {
      for (const op of Object.values(item)) {
        expect([path, op.tags]).toEqual([path, [OPERATOR_TAG]]);
        expect([path, op.security]).toEqual([path, path === '/isp/operator/login' ? undefined : [{ operatorToken: [] }]]);
      }
    }
    expect(doc.paths['/isp/portal/source/saveQuotation'].post.security).toEqual([{ supplierToken: [] }]);
    expect(doc.paths['/isp/portal/source/saveQuotation'].post.tags).not.toContain(OPERATOR_TAG);
    // Not the API: pages, remotes, this description itself.
    expect(Object.keys(doc.paths).filter((path) => path.includes('*') || path.startsWith('/api/'))).toEqual([]);
  });
});

describe('the reference page /api/docs', () => {
  it("is served under the portal's CSP, with no inline script, loading only this origin's files", async () => {
    const res = await fetch(`${s.url}/api/docs`);
    expect(res.status).toBe(200);
    const policy = res.headers.get('content-security-policy') as string;
    expect(policy).toContain("script-src 'self';");
    // One inline style allowed by its hash on the docs' replies only (platform/openapi.ts), never 'unsafe-inline'.
    expect(policy).toContain(`style-src 'self' ${DOCS_STYLE_HASH};`);
    expect(policy).not.toContain('unsafe-inline');
    expect((await fetch(`${s.url}/api/openapi.json`)).headers.get('content-security-policy')).toContain("style-src 'self';");
    expect((await fetch(`${s.url}/home`)).headers.get('content-security-policy')).not.toContain(DOCS_STYLE_HASH);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toMatch(/src="\/api\/docs\/static\//);
    expect(html).not.toMatch(/<style/);
    // Only Swagger UI's own files, by name.
    expect((await fetch(`${s.url}/api/docs/static/swagger-ui.css`)).status).toBe(200);
    expect((await fetch(`${s.url}/api/docs/static/..%2Fpackage.json`)).status).toBe(404);
    // Names every object answers to are no files (the fuzz test once found a 500 on 'valueOf').
    for (const inherited of ['valueOf', 'constructor', 'toString', '__proto__']) expect((await fetch(`${s.url}/api/docs/static/${inherited}`)).status).toBe(404);
    const init = await fetch(`${s.url}/api/docs/static/swagger-initializer.js`);
    expect(init.status).toBe(200);
    const initText = await init.text();
    // The description from this server, no validator badge fetched from another site.
    expect(initText).toContain("url: '/api/openapi.json'");
    expect(initText).toContain('validatorUrl: null');
  });
});
