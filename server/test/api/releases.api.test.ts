// Releases seen from outside: /health reports what is live, a released host is what the site root
// serves, and a release the compatibility check refuses changes nothing a browser sees.
import fs from 'node:fs';
import { readState, releasesDir, writeState } from '../../src/platform/registry';
import { releaseRemote, rollbackRemote } from '../../src/platform/releases';
import { runCli } from './helpers/cli-process';
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

test("a remote that takes the federation runtime core from the host waits for a host that provides it, and no older host goes live under it", async () => {
  const provides = { 'portal-federation-runtime.json': JSON.stringify({ provides: '2.9.2' }) };
  const requires = { 'portal-federation-runtime.json': JSON.stringify({ requires: '~2.9.2', builtWith: '2.9.2' }) };
  const before = await call(s.url, 'GET', '/mf/registry.json');
  expect(() => releaseRemote({ remote: 'mf-sourcing', fromDir: build('src-ext', '1.0.0', requires), dataDir: dataDir() })).toThrow(
    'mf-sourcing requires @module-federation/runtime-core ~2.9.2, but host provides no version of it',
  );
  expect((await call(s.url, 'GET', '/mf/registry.json')).body).toEqual(before.body);

  releaseRemote({ remote: 'host', fromDir: build('host-ext', '1.0.0', { 'index.html': '<!doctype html><title>host ext</title>', ...provides }), dataDir: dataDir() });
  const sourcing = releaseRemote({ remote: 'mf-sourcing', fromDir: build('src-ext', '1.0.0', requires), dataDir: dataDir() });
  expect((await call(s.url, 'GET', '/health')).body.versions['mf-sourcing']).toBe(sourcing.version);

  // A host built before it provided the core would leave mf-sourcing unable to start: refused.
  expect(() => releaseRemote({ remote: 'host', fromDir: build('host-old', '1.0.0', { 'index.html': '<!doctype html><title>host old</title>' }), dataDir: dataDir() })).toThrow(
    'mf-sourcing requires @module-federation/runtime-core ~2.9.2, but host provides no version of it',
  );
  const page = await fetch(`${s.url}/home`, { headers: { accept: 'text/html' } });
  expect(await page.text()).toContain('host ext');
});

test('four operators releasing four remotes at the same moment: every release is live, none lost', async () => {
  // Each release reads the registry, changes it and writes it whole; a build of 1,500 files takes
  // long enough to copy that the four commands overlap. Unlocked, only the last write stood.
  const remotes = ['mf-public', 'mf-auth', 'mf-supplier', 'mf-contracts'];
  const files = Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [`static/js/${i}.0123abcd.js`, `chunk${i}`]));
  const dirs = remotes.map((remote) => build(`many-${remote}`, '1.0.0', files));
  const runs = await Promise.all(remotes.map((remote, i) => runCli({ PORTAL_DATA_DIR: dataDir() }, ['release', remote, '--from', dirs[i]])));
  const released = runs.map((run) => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    return /released (\S+)/.exec(run.stdout)?.[1];
  });
  const versions = (await call(s.url, 'GET', '/health')).body.versions;
  remotes.forEach((remote, i) => expect(versions[remote]).toBe(released[i]));
  // Each copy was renamed into its version folder or removed: no half-made folder stays behind.
  expect(fs.readdirSync(releasesDir(dataDir())).filter((name) => name.startsWith('.tmp-') || name.endsWith('.lock'))).toEqual([]);
});

test('the registry tells browsers what the version they get exposes, also after a rollback to a version released before that was recorded', async () => {
  const exposes = (...names: string[]) => names.map((name) => ({ name, path: `./${name}` }));
  const withExposes = (name: string, names: string[]) => {
    const dir = build(name, '1.0.0');
    const manifest = JSON.parse(fs.readFileSync(`${dir}/mf-manifest.json`, 'utf8'));
    fs.writeFileSync(`${dir}/mf-manifest.json`, JSON.stringify({ ...manifest, exposes: exposes(...names) }));
    return dir;
  };
  const old = releaseRemote({ remote: 'mf-contracts', fromDir: withExposes('contracts-old', ['manifest', 'app']), dataDir: dataDir() });
  // As a registry written before exposes were recorded holds it.
  const state = readState(dataDir());
  for (const version of state.remotes['mf-contracts']!.versions) if (version.version === old.version) delete version.exposes;
  writeState(dataDir(), state);
  releaseRemote({ remote: 'mf-contracts', fromDir: withExposes('contracts-new', ['manifest', 'app', 'ContractBadge']), dataDir: dataDir() });
  const offered = async () => ((await call(s.url, 'GET', '/mf/registry.json')).body.remotes as { remote: string; exposes?: string[] }[]).find((r) => r.remote === 'mf-contracts');
  expect((await offered())?.exposes).toEqual(['manifest', 'app', 'ContractBadge']);

  rollbackRemote({ remote: 'mf-contracts', dataDir: dataDir() });
  expect(await offered()).toMatchObject({ version: old.version, exposes: ['manifest', 'app'] });
});
