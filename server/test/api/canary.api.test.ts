// Canary releases (issue 38): the registry offers the canary beside the live version; --promote and
// --abort end it in the history; a canary whose error rate exceeds the stable one's by the margin
// over the minimum number of loads is aborted automatically, audited, and the registry offers only
// the stable version again.
import { releaseHealth } from '../../src/modules/release-health/service';
import { auditEntries } from '../../src/platform/audit';
import { abortCanary, listRemotes, promoteCanary, releaseRemote, ReleaseError } from '../../src/platform/releases';
import { writeBuild } from './helpers/fake-build';
import { call } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let n = 0;
beforeAll(async () => {
  s = await startTestServer({ seed: false, env: { PORTAL_CANARY_MIN_LOADS: '4', PORTAL_CANARY_ERROR_MARGIN: '0.2' } });
});
afterAll(() => s?.close());

const build = (runtime = '1.0.0') => {
  const name = `b${n++}`;
  return writeBuild(s, name, { 'mf-manifest.json': { id: name, name, shared: [{ id: `${name}:@portal/runtime`, name: '@portal/runtime', version: runtime, singleton: true, requiredVersion: `^${runtime}` }] }, 'remoteEntry.js': `var b='${name}';` });
};
const dataDir = () => s.config.dataDir;
const registry = async () => (await call(s.url, 'GET', '/mf/registry.json')).body.remotes.find((r: { remote: string }) => r.remote === 'mf-sourcing');
let browserN = 0;
const beacon = (body: Record<string, unknown>) => call(s.url, 'POST', '/isp/portal/releaseHealth/beacon', { json: { browser: (browserN++).toString(16).padStart(16, 'c'), route: '/source_list', app: 'mf-sourcing', ...body } });

it('offers the canary beside the live version; promote makes it live, abort returns to stable; the history shows both', async () => {
  releaseRemote({ remote: 'host', fromDir: build(), dataDir: dataDir() });
  const stable = releaseRemote({ remote: 'mf-sourcing', fromDir: build(), dataDir: dataDir() }).version;
  expect(() => releaseRemote({ remote: 'mf-sourcing', fromDir: build(), dataDir: dataDir(), canary: 0 })).toThrow(/from 1 to 99/);
  const c1 = releaseRemote({ remote: 'mf-sourcing', fromDir: build(), dataDir: dataDir(), canary: 30 }).version;
  expect(await registry()).toMatchObject({ version: stable, canary: { version: c1, percent: 30, entry: `/remotes/mf-sourcing/${c1}/mf-manifest.json` } });
  expect(() => releaseRemote({ remote: 'mf-sourcing', fromDir: build(), dataDir: dataDir(), canary: 10 })).toThrow(/already has a canary/);
  expect(abortCanary({ remote: 'mf-sourcing', dataDir: dataDir() })).toEqual({ aborted: c1, live: stable });
  expect((await registry()).canary).toBeUndefined();
  const c2 = releaseRemote({ remote: 'mf-sourcing', fromDir: build(), dataDir: dataDir(), canary: 50 }).version;
  expect(promoteCanary({ remote: 'mf-sourcing', dataDir: dataDir() })).toBe(c2);
  expect(await registry()).toMatchObject({ version: c2 });
  expect((await registry()).canary).toBeUndefined();
  expect(() => promoteCanary({ remote: 'mf-sourcing', dataDir: dataDir() })).toThrow(ReleaseError);
  const history = listRemotes({ dataDir: dataDir() }).find((r) => r.remote === 'mf-sourcing')!.history.map((h) => [h.action, h.version, h.percent ?? null]);
  expect(history).toEqual([['release', stable, null], ['canary', c1, 30], ['abort', c1, null], ['canary', c2, 50], ['promote', c2, null]]);
});

it('a host release is checked against the canary as well as the live remote', async () => {
  const canary = releaseRemote({ remote: 'mf-sourcing', fromDir: build('2.0.0'), dataDir: dataDir(), canary: 50, force: true }).version;
  expect(() => releaseRemote({ remote: 'host', fromDir: build('1.0.0'), dataDir: dataDir() })).toThrow(new RegExp(`mf-sourcing \\(canary ${canary}\\)`));
  abortCanary({ remote: 'mf-sourcing', dataDir: dataDir() });
});

it('aborts a failing canary automatically after the minimum loads, audited', async () => {
  const stable = listRemotes({ dataDir: dataDir() }).find((r) => r.remote === 'mf-sourcing')!.live!;
  const canary = releaseRemote({ remote: 'mf-sourcing', fromDir: build(), dataDir: dataDir(), canary: 50 }).version;
  for (let i = 0; i < 6; i++) expect((await beacon({ kind: 'load', version: stable, loadMs: 300 })).status).toBe(204);
  for (let i = 0; i < 3; i++) {
    await beacon({ kind: 'load', version: canary, loadMs: 400 });
    await beacon({ kind: 'error', version: canary, message: 'boom', fingerprint: 'abcdef01' });
  }
  // Three loads: below the minimum of four, still running.
  expect((await registry()).canary).toMatchObject({ version: canary });
  await beacon({ kind: 'load', version: canary, loadMs: 400 });
  expect((await registry()).canary).toBeUndefined();
  expect((await registry()).version).toBe(stable);
  const abort = listRemotes({ dataDir: dataDir() }).find((r) => r.remote === 'mf-sourcing')!.history.at(-1)!;
  expect(abort).toMatchObject({ action: 'abort', version: canary, by: 'release-health' });
  expect(abort.reason).toBe(`automatic: error rate 75.0% over 4 loads, stable ${stable} 0.0% over 6 loads, margin 20.0%`);
  // The figures that ended it stay in sight (pnpm remotes, the operator call).
  const health = (await releaseHealth(s.db, dataDir())).find((a) => a.app === 'mf-sourcing')!.versions;
  expect(health.find((v) => v.role === 'aborted')).toMatchObject({ version: canary, loads: 4, errors: 3, errorRate: 0.75 });
  const [entry] = await auditEntries(s.db, { target: 'app:mf-sourcing' });
  expect(entry).toMatchObject({ action: 'release.canary-abort', actorKind: 'system', actorId: 'release-health', detail: expect.objectContaining({ canary, stable, canaryLoads: 4 }) });
});
