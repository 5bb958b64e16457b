import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FixedClock } from './clock';
import { readState, registryView, releasesDir } from './registry';
import { ReleaseError, ensureReleased, listRemotes, releaseRemote, rollbackRemote } from './releases';

let tmp: string;
let dataDir: string;
const clock = new FixedClock(new Date('2026-03-01T08:00:00Z'));

function build(name: string, files: Record<string, string>): string {
  const dir = path.join(tmp, 'builds', name);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  dataDir = path.join(tmp, 'data');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('releaseRemote', () => {
  it('copies the build into r1-<hash> and makes it live', () => {
    const from = build('a', { 'mf-manifest.json': '{}', 'static/js/1.abcdef12.js': 'x' });
    const v = releaseRemote({ remote: 'mf-public', fromDir: from, dataDir, clock, by: 'alice' });
    expect(v.version).toMatch(/^r1-[0-9a-f]{8}$/);
    expect(v.files).toBe(2);
    expect(fs.readFileSync(path.join(releasesDir(dataDir), 'mf-public', v.version, 'static/js/1.abcdef12.js'), 'utf8')).toBe('x');
    const state = readState(dataDir).remotes['mf-public'];
    expect(state?.live).toBe(v.version);
    expect(state?.history).toEqual([{ version: v.version, at: '2026-03-01T08:00:00.000Z', action: 'release', by: 'alice' }]);
    expect(v.by).toBe('alice');
  });

  it('numbers the next release r2 and remembers where it came from', () => {
    const v1 = releaseRemote({ remote: 'mf-auth', fromDir: build('a', { 'mf-manifest.json': '1' }), dataDir, clock });
    const v2 = releaseRemote({ remote: 'mf-auth', fromDir: build('b', { 'mf-manifest.json': '2' }), dataDir, clock });
    expect(v2.version.startsWith('r2-')).toBe(true);
    expect(readState(dataDir).remotes['mf-auth']?.history[1]).toMatchObject({ version: v2.version, action: 'release', from: v1.version });
  });

  it('refuses a missing or empty build with a clear message', () => {
    expect(() => releaseRemote({ remote: 'mf-public', fromDir: path.join(tmp, 'nope'), dataDir })).toThrow(/no build of mf-public/);
    fs.mkdirSync(path.join(tmp, 'empty'));
    expect(() => releaseRemote({ remote: 'mf-public', fromDir: path.join(tmp, 'empty'), dataDir })).toThrow(/is empty/);
  });

  it('records the routes the build wrote, and the registry hands them to the host', () => {
    const routes = [{ path: '/home', labelKey: 'route.home', public: true }];
    const v = releaseRemote({ remote: 'mf-public', fromDir: build('r', { 'mf-manifest.json': '{}', 'portal-routes.json': JSON.stringify(routes) }), dataDir, clock });
    expect(v.routes).toEqual(routes);
    expect(registryView(readState(dataDir), false).remotes.find((r) => r.remote === 'mf-public')?.routes).toEqual(routes);
  });

  it('records the modules the build exposes, and the registry hands them to the host', () => {
    const manifest = JSON.stringify({ exposes: [{ name: 'manifest', path: './manifest' }, { name: 'app', path: './app' }, { name: 'DecisionBanner', path: './DecisionBanner' }] });
    const v = releaseRemote({ remote: 'mf-supplier', fromDir: build('x', { 'mf-manifest.json': manifest }), dataDir, clock });
    expect(v.exposes).toEqual(['manifest', 'app', 'DecisionBanner']);
    expect(registryView(readState(dataDir), false).remotes.find((r) => r.remote === 'mf-supplier')?.exposes).toEqual(['manifest', 'app', 'DecisionBanner']);
  });

  it('refuses an unknown remote', () => {
    expect(() => releaseRemote({ remote: 'mf-nope', fromDir: tmp, dataDir })).toThrow(ReleaseError);
  });
});

describe('rollbackRemote', () => {
  it('goes back to the previous version, then a named one', () => {
    const v1 = releaseRemote({ remote: 'mf-public', fromDir: build('a', { 'mf-manifest.json': '1' }), dataDir, clock });
    const v2 = releaseRemote({ remote: 'mf-public', fromDir: build('b', { 'mf-manifest.json': '2' }), dataDir, clock });
    expect(rollbackRemote({ remote: 'mf-public', dataDir, clock })).toBe(v1.version);
    expect(readState(dataDir).remotes['mf-public']?.history.at(-1)).toMatchObject({ action: 'rollback', version: v1.version, from: v2.version });
    expect(rollbackRemote({ remote: 'mf-public', version: v2.version, dataDir, clock })).toBe(v2.version);
  });

  it('explains when there is nothing to roll back to', () => {
    expect(() => rollbackRemote({ remote: 'mf-public', dataDir })).toThrow(/no live version/);
    releaseRemote({ remote: 'mf-public', fromDir: build('a', { 'mf-manifest.json': '1' }), dataDir, clock });
    expect(() => rollbackRemote({ remote: 'mf-public', dataDir })).toThrow(/no earlier version/);
    expect(() => rollbackRemote({ remote: 'mf-public', version: 'r9-00000000', dataDir })).toThrow(/no version 'r9-00000000'/);
  });
});

describe('ensureReleased', () => {
  it('releases once and does nothing while the build is unchanged', () => {
    const from = build('a', { 'mf-manifest.json': '1' });
    const first = ensureReleased({ remote: 'mf-contracts', fromDir: from, dataDir, clock });
    const second = ensureReleased({ remote: 'mf-contracts', fromDir: from, dataDir, clock });
    expect(first.released).toBe(true);
    expect(second).toEqual({ released: false, version: first.version });
    build('a', { 'mf-manifest.json': '2' });
    expect(ensureReleased({ remote: 'mf-contracts', fromDir: from, dataDir, clock }).released).toBe(true);
  });
});

describe('listRemotes', () => {
  it('lists the host and all five remotes, released or not', () => {
    releaseRemote({ remote: 'mf-supplier', fromDir: build('a', { 'mf-manifest.json': '1' }), dataDir, clock });
    const list = listRemotes({ dataDir });
    expect(list.map((r) => r.remote)).toEqual(['host', 'mf-public', 'mf-auth', 'mf-supplier', 'mf-sourcing', 'mf-contracts']);
    expect(list.find((r) => r.remote === 'mf-supplier')?.live).toMatch(/^r1-/);
  });
});

/** A build whose federation manifest declares these shared modules as `name@version` required as `^version`. */
function federated(name: string, shared: Record<string, string>, extra: Record<string, string> = {}): string {
  const list = Object.entries(shared).map(([module, version]) => ({ id: `x:${module}`, name: module, version, singleton: true, requiredVersion: `^${version}` }));
  return build(name, { 'mf-manifest.json': JSON.stringify({ name, shared: list }), ...extra });
}

describe('the compatibility check before a release goes live', () => {
  const base = { '@portal/runtime': '1.0.0', react: '19.2.0' };

  it('refuses a remote that requires a newer runtime than the live host provides, naming the module and both versions', () => {
    releaseRemote({ remote: 'host', fromDir: federated('host1', base), dataDir, clock });
    const before = readState(dataDir);
    expect(() => releaseRemote({ remote: 'mf-supplier', fromDir: federated('s2', { ...base, '@portal/runtime': '1.1.0' }), dataDir, clock })).toThrow(
      /mf-supplier requires @portal\/runtime \^1\.1\.0, but host provides 1\.0\.0/,
    );
    // Nothing moved: no version folder, same registry.
    expect(readState(dataDir)).toEqual(before);
    expect(fs.existsSync(path.join(releasesDir(dataDir), 'mf-supplier'))).toBe(false);
  });

  it('accepts a remote with new plain code on the same runtime, and records what it requires', () => {
    releaseRemote({ remote: 'host', fromDir: federated('host1', base), dataDir, clock });
    const v = releaseRemote({ remote: 'mf-supplier', fromDir: federated('s2', base, { 'new-helper.js': 'x' }), dataDir, clock });
    expect(v.shared).toEqual([
      { name: '@portal/runtime', version: '1.0.0', requiredVersion: '^1.0.0' },
      { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' },
    ]);
  });

  it('--force makes it live anyway and says so in the history', () => {
    releaseRemote({ remote: 'host', fromDir: federated('host1', base), dataDir, clock });
    const v = releaseRemote({ remote: 'mf-supplier', fromDir: federated('s2', { ...base, '@portal/runtime': '1.1.0' }), dataDir, clock, force: true, by: 'bob' });
    const state = readState(dataDir).remotes['mf-supplier'];
    expect(state?.live).toBe(v.version);
    expect(state?.history.at(-1)).toMatchObject({ action: 'release', by: 'bob', forced: ['mf-supplier requires @portal/runtime ^1.1.0, but host provides 1.0.0'] });
  });

  it('checks a host release against every live remote', () => {
    releaseRemote({ remote: 'host', fromDir: federated('host2', { ...base, '@portal/runtime': '1.2.0' }), dataDir, clock });
    releaseRemote({ remote: 'mf-contracts', fromDir: federated('c', { ...base, '@portal/runtime': '1.2.0' }), dataDir, clock });
    expect(() => releaseRemote({ remote: 'host', fromDir: federated('host1', base), dataDir, clock })).toThrow(/mf-contracts requires @portal\/runtime \^1\.2\.0, but host provides 1\.0\.0/);
    // A host on a newer minor is fine.
    expect(releaseRemote({ remote: 'host', fromDir: federated('host3', { ...base, '@portal/runtime': '1.3.0' }), dataDir, clock }).version).toMatch(/^r2-/);
  });

  it('checks a rollback too: the host cannot go back below what a live remote requires', () => {
    releaseRemote({ remote: 'host', fromDir: federated('host1', base), dataDir, clock });
    releaseRemote({ remote: 'host', fromDir: federated('host2', { ...base, '@portal/runtime': '1.1.0' }), dataDir, clock });
    releaseRemote({ remote: 'mf-auth', fromDir: federated('a', { ...base, '@portal/runtime': '1.1.0' }), dataDir, clock });
    expect(() => rollbackRemote({ remote: 'host', dataDir, clock })).toThrow(/refusing to roll back to r1-.*mf-auth requires @portal\/runtime \^1\.1\.0/s);
    expect(rollbackRemote({ remote: 'host', dataDir, clock, force: true })).toMatch(/^r1-/);
  });

  it('compares with the unreleased host build when no host was ever released', () => {
    const hostDist = federated('hostdist', base);
    expect(() => releaseRemote({ remote: 'mf-public', fromDir: federated('p', { ...base, '@portal/runtime': '2.0.0' }), dataDir, clock, hostFallbackDir: hostDist })).toThrow(/provides 1\.0\.0/);
  });

  it('records the route labels the build wrote, and the registry hands them to the host with the namespace', () => {
    const labels = { namespace: 'mf-supplier', labels: { 'en-US': { route: { todo: 'To do' } } } };
    releaseRemote({ remote: 'mf-supplier', fromDir: federated('s', base, { 'portal-routes.json': '[{"path":"/t","labelKey":"route.todo"}]', 'portal-labels.json': JSON.stringify(labels) }), dataDir, clock });
    expect(registryView(readState(dataDir), false).remotes[0]).toMatchObject({ remote: 'mf-supplier', namespace: 'mf-supplier', labels: labels.labels });
  });
});
