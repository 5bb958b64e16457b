import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeConflict, FEDERATION_RUNTIME, findConflicts, missingExports, readSharedRecords } from './compatibility';

const host = {
  name: 'host',
  shared: [
    { name: '@portal/runtime', version: '1.0.0', requiredVersion: '^1.0.0' },
    { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' },
  ],
};

describe('findConflicts', () => {
  it('accepts a remote whose every requirement the host satisfies', () => {
    expect(findConflicts({ name: 'mf-supplier', shared: [{ name: '@portal/runtime', version: '1.0.0', requiredVersion: '^1.0.0' }, { name: 'react', version: '19.2.0', requiredVersion: '^19.0.0' }] }, host)).toEqual([]);
  });

  it('names the module and both versions when the remote needs a newer runtime', () => {
    const conflicts = findConflicts({ name: 'mf-supplier', shared: [{ name: '@portal/runtime', version: '1.1.0', requiredVersion: '^1.1.0' }] }, host);
    expect(conflicts).toEqual([{ module: '@portal/runtime', consumer: 'mf-supplier', required: '^1.1.0', provider: 'host', provided: '1.0.0' }]);
    expect(describeConflict(conflicts[0])).toBe('mf-supplier requires @portal/runtime ^1.1.0, but host provides 1.0.0');
  });

  it('refuses a remote on a host without the portal runtime, but lets a remote bring a library the host lacks', () => {
    const bare = { name: 'host', shared: [] };
    expect(findConflicts({ name: 'mf-auth', shared: [{ name: 'dayjs/plugin/utc', version: '1.11.18', requiredVersion: '^1.11.18' }] }, bare)).toEqual([]);
    expect(findConflicts({ name: 'mf-auth', shared: [{ name: '@portal/runtime', version: '1.0.0', requiredVersion: '^1.0.0' }] }, bare)[0]?.provided).toBe('none');
  });

  it('refuses a remote that carries no copy of a library the host does not provide', () => {
    const conflicts = findConflicts({ name: 'mf-auth', shared: [{ name: 'axios', version: '1.12.2', requiredVersion: '^1.12.2', bundled: false }] }, host);
    expect(conflicts).toEqual([{ module: 'axios', consumer: 'mf-auth', required: '^1.12.2', provider: 'host', provided: 'none' }]);
    expect(describeConflict(conflicts[0])).toBe('mf-auth requires axios ^1.12.2, but host provides no version of it');
    expect(findConflicts({ name: 'mf-auth', shared: [{ name: 'react', version: '19.2.0', requiredVersion: '^19.2.0', bundled: false }] }, host)).toEqual([]);
  });
});

describe('missingExports of a trimmed antd', () => {
  const trimmedHost = { name: 'host', shared: [{ name: 'antd', version: '6.1.0', requiredVersion: '^6.1.0', provides: ['Button', 'Table'] }] };

  it('accepts a remote that imports only what the host provides', () => {
    expect(missingExports({ name: 'mf-public', shared: [{ name: 'antd', version: '6.1.0', requiredVersion: '^6.1.0', uses: ['Table'] }] }, trimmedHost)).toEqual([]);
  });

  it('names the components a remote imports that the trimmed host lacks, without refusing the release', () => {
    const remote = { name: 'mf-supplier', shared: [{ name: 'antd', version: '6.1.0', requiredVersion: '^6.1.0', uses: ['Button', 'Transfer', 'Upload'] }] };
    expect(findConflicts(remote, trimmedHost)).toEqual([]);
    const conflicts = missingExports({ name: 'mf-supplier', shared: [{ name: 'antd', version: '6.1.0', requiredVersion: '^6.1.0', uses: ['Button', 'Transfer', 'Upload'] }] }, trimmedHost);
    expect(conflicts).toHaveLength(1);
    expect(describeConflict(conflicts[0])).toBe("mf-supplier uses Transfer, Upload of antd, which host's trimmed antd does not provide (pages load host's whole-antd variant until host is rebuilt and released)");
  });

  it('accepts anything from a host that provides the whole library', () => {
    const wholeHost = { name: 'host', shared: [{ name: 'antd', version: '6.1.0', requiredVersion: '^6.1.0' }] };
    expect(missingExports({ name: 'mf-supplier', shared: [{ name: 'antd', version: '6.1.0', requiredVersion: '^6.1.0', uses: ['Transfer'] }] }, wholeHost)).toEqual([]);
  });
});

describe('readSharedRecords', () => {
  it('adds what portal-ui.json says the build uses and provides of a trimmed library', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compat-'));
    try {
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'antd', version: '6.1.0', requiredVersion: '^6.1.0' }, { name: 'react', version: '19.2.0' }] }));
      fs.writeFileSync(path.join(dir, 'portal-ui.json'), JSON.stringify({ uses: { antd: ['Button'] }, provides: { antd: ['Button', 'Table'] } }));
      expect(readSharedRecords(dir)).toEqual([
        { name: 'antd', version: '6.1.0', requiredVersion: '^6.1.0', uses: ['Button'], provides: ['Button', 'Table'] },
        { name: 'react', version: '19.2.0' },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads name, version and range from the federation manifest, and nothing from a missing or odd one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compat-'));
    try {
      expect(readSharedRecords(dir)).toEqual([]);
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
      expect(readSharedRecords(dir)).toEqual([]);
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [{ id: 'x:react', name: 'react', version: '19.2.0', singleton: true, requiredVersion: '^19.2.0', assets: {} }] }));
      expect(readSharedRecords(dir)).toEqual([{ name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' }]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('notes a module the build bundles no copy of: its manifest lists no file for it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compat-'));
    try {
      const entry = (name: string, sync: string[]) => ({ name, version: '1.0.0', requiredVersion: '^1.0.0', assets: { js: { sync, async: [] }, css: { sync: [], async: [] } } });
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [entry('react', []), entry('@portal/runtime', ['198.263c5d86.js'])] }));
      expect(readSharedRecords(dir)).toEqual([
        { name: 'react', version: '1.0.0', requiredVersion: '^1.0.0', bundled: false },
        { name: '@portal/runtime', version: '1.0.0', requiredVersion: '^1.0.0' },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("adds the federation runtime core: provided by a host, required within one minor by a remote that carries none", () => {
    const build = (runtime: object | undefined) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compat-'));
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react', version: '19.2.0' }] }));
      if (runtime) fs.writeFileSync(path.join(dir, 'portal-federation-runtime.json'), JSON.stringify(runtime));
      return dir;
    };
    const dirs = [build({ provides: '2.9.2' }), build({ requires: '~2.9.2', builtWith: '2.9.2' }), build(undefined), build({ requires: 7 })];
    try {
      const [newHost, newRemote, oldBuild, odd] = dirs.map(readSharedRecords);
      expect(newHost).toContainEqual({ name: FEDERATION_RUNTIME, version: '2.9.2' });
      expect(newRemote).toContainEqual({ name: FEDERATION_RUNTIME, version: '2.9.2', requiredVersion: '~2.9.2', bundled: false });
      expect(oldBuild.map((r) => r.name)).toEqual(['react']);
      expect(odd.map((r) => r.name)).toEqual(['react']);
      // A remote without its own runtime on a host built before it provided one: refused, by name.
      const conflicts = findConflicts({ name: 'mf-sourcing', shared: newRemote }, { name: 'host', shared: oldBuild });
      expect(conflicts.map(describeConflict)).toEqual([`mf-sourcing requires ${FEDERATION_RUNTIME} ~2.9.2, but host provides no version of it`]);
      expect(findConflicts({ name: 'mf-sourcing', shared: newRemote }, { name: 'host', shared: newHost })).toEqual([]);
      // Another minor of the core is refused; a later patch is not; an older remote runs on any host.
      expect(findConflicts({ name: 'mf-sourcing', shared: newRemote }, { name: 'host', shared: [{ name: FEDERATION_RUNTIME, version: '2.10.0' }] })).toHaveLength(1);
      expect(findConflicts({ name: 'mf-sourcing', shared: newRemote }, { name: 'host', shared: [{ name: FEDERATION_RUNTIME, version: '2.9.5' }] })).toEqual([]);
      expect(findConflicts({ name: 'mf-sourcing', shared: oldBuild }, { name: 'host', shared: newHost })).toEqual([]);
    } finally {
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
