import path from 'node:path';
import { runtimeRange, runtimeSharing, sharedLibraries } from './federation-shared';

const appDir = (name: string) => path.resolve(__dirname, '../..', name);

describe('how an app shares the portal runtime', () => {
  it('a build needs the minor it was made with, not its patch: a runtime fix does not force a host release first', () => {
    expect(runtimeRange('1.0.1')).toBe('^1.0.0');
    expect(runtimeRange('1.2.7')).toBe('^1.2.0');
  });

  it('is a strict singleton that states its own version', () => {
    expect(runtimeSharing('1.3.2')).toEqual({ singleton: true, strictVersion: true, requiredVersion: '^1.3.0', version: '1.3.2' });
  });
});

describe('where the shared libraries come from', () => {
  it('a remote bundles no copy of a library: the host provides each one', () => {
    const shared = sharedLibraries(appDir('mf-contracts'));
    expect(shared.antd).toEqual(expect.objectContaining({ singleton: true, import: false }));
    expect(shared['react/']).toEqual(expect.objectContaining({ import: false }));
    expect(shared['@portal/runtime'].import).toBeUndefined();
  });

  it('the host bundles every library, none eagerly (its page preloads them), and its trimmed antd where it has one', () => {
    const shared = sharedLibraries(appDir('host'), { host: true, providedFrom: { antd: './trimmed/antd.js' } });
    expect(Object.values(shared).some((entry) => entry.import === false)).toBe(false);
    expect(Object.values(shared).some((entry) => entry.eager)).toBe(false);
    expect(shared.antd.import).toBe('./trimmed/antd.js');
  });
});
