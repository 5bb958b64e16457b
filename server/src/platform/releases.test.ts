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
    const v = releaseRemote({ remote: 'mf-public', fromDir: from, dataDir, clock });
    expect(v.version).toMatch(/^r1-[0-9a-f]{8}$/);
    expect(v.files).toBe(2);
    expect(fs.readFileSync(path.join(releasesDir(dataDir), 'mf-public', v.version, 'static/js/1.abcdef12.js'), 'utf8')).toBe('x');
    const state = readState(dataDir).remotes['mf-public'];
    expect(state?.live).toBe(v.version);
    expect(state?.history).toEqual([{ version: v.version, at: '2026-03-01T08:00:00.000Z', action: 'release' }]);
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
  it('lists all five remotes, released or not', () => {
    releaseRemote({ remote: 'mf-supplier', fromDir: build('a', { 'mf-manifest.json': '1' }), dataDir, clock });
    const list = listRemotes({ dataDir });
    expect(list.map((r) => r.remote)).toEqual(['mf-public', 'mf-auth', 'mf-supplier', 'mf-sourcing', 'mf-contracts']);
    expect(list.find((r) => r.remote === 'mf-supplier')?.live).toMatch(/^r1-/);
  });
});
