import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { federationName, readState, registryView, statePath, unreleasedRemotes, writeState } from './registry';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('registry', () => {
  it('reads an empty state when nothing was ever released', () => {
    expect(readState(dataDir)).toEqual({ remotes: {} });
  });

  it('writes atomically: the file is complete and no temp file is left', () => {
    writeState(dataDir, { remotes: { 'mf-public': { live: 'r1-aaaaaaaa', history: [], versions: [] } } });
    expect(readState(dataDir).remotes['mf-public']?.live).toBe('r1-aaaaaaaa');
    expect(fs.readdirSync(path.dirname(statePath(dataDir)))).toEqual(['registry.json']);
  });

  it('names federation remotes with underscores', () => {
    expect(federationName('mf-contracts')).toBe('mf_contracts');
  });

  it('lists only released remotes with the manifest of their live version', () => {
    const view = registryView({ remotes: { 'mf-auth': { live: 'r2-12345678', history: [], versions: [] } } }, false);
    expect(view).toEqual({ remotes: [{ name: 'mf_auth', remote: 'mf-auth', version: 'r2-12345678', entry: '/remotes/mf-auth/r2-12345678/mf-manifest.json' }] });
  });

  it('names the remotes without a live release, a rolled-off one included', () => {
    expect(unreleasedRemotes({ remotes: {} })).toEqual(['mf-public', 'mf-auth', 'mf-supplier', 'mf-sourcing', 'mf-contracts']);
    const state = { remotes: { 'mf-auth': { live: 'r2-12345678', history: [], versions: [] }, 'mf-public': { live: null, history: [], versions: [] } } };
    expect(unreleasedRemotes(state)).toEqual(['mf-public', 'mf-supplier', 'mf-sourcing', 'mf-contracts']);
  });

  it('points every remote at its dev server in dev mode', () => {
    const view = registryView({ remotes: {} }, true);
    expect(view.remotes).toHaveLength(5);
    expect(view.remotes.find((r) => r.remote === 'mf-sourcing')?.entry).toBe('http://127.0.0.1:3004/mf-manifest.json');
  });
});
