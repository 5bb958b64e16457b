// Releases seen from outside: /health reports what is live, a released host is what the site root
// serves, and a release the compatibility check refuses changes nothing a browser sees.
import { releaseRemote, rollbackRemote } from '../../src/platform/releases';
import { writeBuild } from './helpers/fake-build';
import { call } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
});
afterAll(() => s?.close());

/** A build whose federation manifest provides/requires @portal/runtime at `runtime`. */
function build(name: string, runtime: string, files: Record<string, string> = {}): string {
  const manifest = { id: name, name, shared: [{ id: `${name}:@portal/runtime`, name: '@portal/runtime', version: runtime, singleton: true, requiredVersion: `^${runtime}` }] };
  return writeBuild(s, name, { 'mf-manifest.json': manifest, 'remoteEntry.js': `var b='${name}';`, ...files });
}

const dataDir = () => s.config.dataDir;

test('/health reports the live version of the host and every remote, and follows releases without a restart', async () => {
  let res = await call(s.url, 'GET', '/health');
  expect(res.body.versions).toEqual({ host: null, 'mf-public': null, 'mf-auth': null, 'mf-supplier': null, 'mf-sourcing': null, 'mf-contracts': null });

  const host = releaseRemote({ remote: 'host', fromDir: build('host1', '1.0.0', { 'index.html': '<!doctype html><title>host r1</title>' }), dataDir: dataDir() });
  const supplier = releaseRemote({ remote: 'mf-supplier', fromDir: build('s1', '1.0.0'), dataDir: dataDir() });
  res = await call(s.url, 'GET', '/health');
  expect(res.body.versions).toMatchObject({ host: host.version, 'mf-supplier': supplier.version, 'mf-public': null });
});

test('the site root serves the live host release, and a host rollback switches it back', async () => {
  const v2 = releaseRemote({ remote: 'host', fromDir: build('host2', '1.1.0', { 'index.html': '<!doctype html><title>host r2</title>', 'main.js': 'main2()' }), dataDir: dataDir() });
  let page = await fetch(`${s.url}/supplier_home_todo`, { headers: { accept: 'text/html' } });
  expect(await page.text()).toContain('host r2');
  expect(await (await fetch(`${s.url}/main.js`)).text()).toBe('main2()');

  rollbackRemote({ remote: 'host', dataDir: dataDir() });
  page = await fetch(`${s.url}/home`, { headers: { accept: 'text/html' } });
  expect(await page.text()).toContain('host r1');
  expect(v2.version).toMatch(/^r2-/);
});

test('a remote needing a newer runtime than the live host is refused and browsers keep getting the live version', async () => {
  const before = await call(s.url, 'GET', '/mf/registry.json');
  expect(() => releaseRemote({ remote: 'mf-supplier', fromDir: build('s2', '1.1.0'), dataDir: dataDir() })).toThrow(
    'mf-supplier requires @portal/runtime ^1.1.0, but host provides 1.0.0',
  );
  const after = await call(s.url, 'GET', '/mf/registry.json');
  expect(after.body).toEqual(before.body);
});
