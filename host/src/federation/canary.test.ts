import { canaryBucket, chooseVersion } from './canary';
import type { RegistryEntry } from './registry';

const entry: RegistryEntry = {
  name: 'mf_supplier',
  remote: 'mf-supplier',
  version: 'r1-aaaaaaaa',
  entry: '/remotes/mf-supplier/r1-aaaaaaaa/mf-manifest.json',
  routes: [{ path: '/supplier/old', labelKey: 'old' } as never],
  canary: { version: 'r2-bbbbbbbb', percent: 50, entry: '/remotes/mf-supplier/r2-bbbbbbbb/mf-manifest.json', routes: [{ path: '/supplier/new', labelKey: 'new' } as never] },
};
const browser = (i: number) => (0x10000000 + i * 7919).toString(16).padStart(16, '0');

describe('canary choice per browser', () => {
  it('gives about the share asked for, and the same answer to the same browser every time', () => {
    const picks = Array.from({ length: 2000 }, (_, i) => chooseVersion(entry, browser(i)).version);
    const canaries = picks.filter((v) => v === 'r2-bbbbbbbb').length;
    expect(canaries).toBeGreaterThan(900);
    expect(canaries).toBeLessThan(1100);
    for (let i = 0; i < 50; i++) expect(chooseVersion(entry, browser(i)).version).toBe(picks[i]);
    expect(chooseVersion({ ...entry, canary: { ...entry.canary!, percent: 10 } }, browser(1)).version === 'r2-bbbbbbbb').toBe(canaryBucket(browser(1), 'mf-supplier') < 10);
  });

  it("hands over the chosen version's entry and routes, and no canary", () => {
    const byBucket = Array.from({ length: 200 }, (_, i) => browser(i));
    const inCanary = byBucket.find((b) => canaryBucket(b, 'mf-supplier') < 50)!;
    const inStable = byBucket.find((b) => canaryBucket(b, 'mf-supplier') >= 50)!;
    expect(chooseVersion(entry, inCanary)).toEqual({ name: 'mf_supplier', remote: 'mf-supplier', version: 'r2-bbbbbbbb', entry: '/remotes/mf-supplier/r2-bbbbbbbb/mf-manifest.json', routes: [{ path: '/supplier/new', labelKey: 'new' }] });
    expect(chooseVersion(entry, inStable)).toEqual({ name: 'mf_supplier', remote: 'mf-supplier', version: 'r1-aaaaaaaa', entry: '/remotes/mf-supplier/r1-aaaaaaaa/mf-manifest.json', routes: [{ path: '/supplier/old', labelKey: 'old' }] });
    // What a version exposes goes with it: a browser on the stable version is not told of the canary's new module.
    const withExposes: RegistryEntry = { ...entry, exposes: ['app'], canary: { ...entry.canary!, exposes: ['app', 'DecisionBanner'] } };
    expect(chooseVersion(withExposes, inCanary).exposes).toEqual(['app', 'DecisionBanner']);
    expect(chooseVersion(withExposes, inStable).exposes).toEqual(['app']);
    const { canary: _none, ...plain } = entry;
    expect(chooseVersion(plain, inCanary).version).toBe('r1-aaaaaaaa');
  });
});
