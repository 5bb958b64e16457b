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

  it('names the modules each offered version exposes: recorded at release, or read from the folder of a version released before the record', () => {
    const older = path.join(dataDir, 'releases', 'mf-supplier', 'r1-aaaaaaaa');
    fs.mkdirSync(older, { recursive: true });
    fs.writeFileSync(path.join(older, 'mf-manifest.json'), JSON.stringify({ exposes: [{ name: 'manifest', path: './manifest' }, { name: 'app', path: './app' }] }));
    const state = {
      remotes: {
        'mf-supplier': {
          live: 'r1-aaaaaaaa',
          canary: { version: 'r2-bbbbbbbb', percent: 10, at: '2026-12-01T00:00:00.000Z' },
          history: [],
          versions: [
            { version: 'r1-aaaaaaaa', at: '2026-11-01T00:00:00.000Z', hash: 'a', files: 1 },
            { version: 'r2-bbbbbbbb', at: '2026-12-01T00:00:00.000Z', hash: 'b', files: 1, exposes: ['manifest', 'app', 'DecisionBanner'] },
          ],
        },
      },
    };
    const [supplier] = registryView(state, false, dataDir).remotes;
    expect(supplier.exposes).toEqual(['manifest', 'app']);
    expect(supplier.canary?.exposes).toEqual(['manifest', 'app', 'DecisionBanner']);
    // Without the data folder (and for a version whose folder says nothing) the host is told nothing, and asks as before.
    expect(registryView(state, false).remotes[0].exposes).toBeUndefined();
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
