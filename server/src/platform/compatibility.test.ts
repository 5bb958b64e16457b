import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeConflict, findConflicts, readSharedRecords } from './compatibility';

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
});

describe('readSharedRecords', () => {
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
});
