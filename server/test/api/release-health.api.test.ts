// Release health (issue 38): browsers' beacons counted per (app, version) for versions the registry
// knows, bounded and rate-limited; operators read loads, error rate, top errors and p75 load time of
// each app's live and previous version (operator token, audited).
import { auditEntries } from '../../src/platform/audit';
import { releaseRemote } from '../../src/platform/releases';
import { writeBuild } from './helpers/fake-build';
import { call, operatorCall, operatorToken } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let v1: string;
let v2: string;
beforeAll(async () => {
  s = await startTestServer();
  const build = (name: string) =>
    writeBuild(s, name, { 'mf-manifest.json': { id: name, name, shared: [{ id: `${name}:@portal/runtime`, name: '@portal/runtime', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' }] }, 'remoteEntry.js': `var b='${name}';` });
  releaseRemote({ remote: 'host', fromDir: build('host1'), dataDir: s.config.dataDir });
  v1 = releaseRemote({ remote: 'mf-supplier', fromDir: build('s1'), dataDir: s.config.dataDir }).version;
  v2 = releaseRemote({ remote: 'mf-supplier', fromDir: build('s2'), dataDir: s.config.dataDir }).version;
});
afterAll(() => s?.close());

let browserN = 0;
const newBrowser = () => (browserN++).toString(16).padStart(16, 'a');
const beacon = (body: Record<string, unknown>, browser = newBrowser()) => call(s.url, 'POST', '/isp/portal/releaseHealth/beacon', { json: { browser, route: '/supplier/info', ...body } });
const load = (version: string, loadMs: number) => beacon({ kind: 'load', app: 'mf-supplier', version, loadMs });

it('counts loads and errors per version and shows the live and previous version to operators', async () => {
  for (const ms of [150, 250, 900, 2500]) expect((await load(v2, ms)).status).toBe(204);
  for (const ms of [80, 90]) expect((await load(v1, ms)).status).toBe(204);
  const err = await beacon({ kind: 'error', app: 'mf-supplier', version: v2, message: 'save failed for 13812345678 (li.lei@example.com)', fingerprint: '0123abcd' });
  expect(err.status).toBe(204);
  // A version nobody released is not counted (no rows for forged versions).
  expect((await load('r99-deadbeef', 100)).status).toBe(204);

  const token = await operatorToken(s.url);
  const res = await operatorCall(s.url, token, '/releaseHealth');
  expect(res.status).toBe(200);
  const supplier = (res.body.data as { app: string; versions: unknown[] }[]).find((a) => a.app === 'mf-supplier');
  expect(supplier?.versions).toEqual([
    { version: v2, role: 'live', loads: 4, errors: 1, errorRate: 0.25, p75LoadMs: 1000, topErrors: [{ fingerprint: '0123abcd', message: 'save failed for # (<email>)', count: 1 }] },
    { version: v1, role: 'previous', loads: 2, errors: 0, errorRate: 0, p75LoadMs: 100, topErrors: [] },
  ]);
  expect(JSON.stringify(res.body)).not.toContain('r99-deadbeef');
  const entries = await auditEntries(s.db, { target: 'releases' });
  expect(entries[0]).toMatchObject({ action: 'release-health.read', actorKind: 'operator' });
});

it('is for operators only', async () => {
  expect((await call(s.url, 'POST', '/isp/operator/releaseHealth', { json: {} })).status).toBe(401);
});

it('refuses a beacon out of bounds: a query string in the route, an unknown field, an unknown app, a large body', async () => {
  expect((await load(v2, 100)).status).toBe(204);
  expect((await beacon({ kind: 'load', app: 'mf-supplier', version: v2, loadMs: 100, route: '/supplier/info?phone=13812345678' })).status).toBe(400);
  expect((await beacon({ kind: 'load', app: 'mf-supplier', version: v2, loadMs: 100, user: 'supplier01' })).status).toBe(400);
  expect((await beacon({ kind: 'load', app: 'mf-evil', version: v2, loadMs: 100 })).status).toBe(400);
  expect((await beacon({ kind: 'error', app: 'mf-supplier', version: v2, message: 'x'.repeat(3000), fingerprint: '0123abcd' })).status).toBe(413);
});

it('rate-limits each browser', async () => {
  const browser = newBrowser();
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) statuses.push((await beacon({ kind: 'load', app: 'mf-supplier', version: v1, loadMs: 100 }, browser)).status);
  expect(statuses.slice(0, 30)).toEqual(Array(30).fill(204));
  expect(statuses[30]).toBe(429);
});
