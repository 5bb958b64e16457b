import { runtimeRange, runtimeSharing } from './federation-shared';

describe('how an app shares the portal runtime', () => {
  it('a build needs the minor it was made with, not its patch: a runtime fix does not force a host release first', () => {
    expect(runtimeRange('1.0.1')).toBe('^1.0.0');
    expect(runtimeRange('1.2.7')).toBe('^1.2.0');
  });

  it('is a strict singleton that states its own version', () => {
    expect(runtimeSharing('1.3.2')).toEqual({ singleton: true, strictVersion: true, requiredVersion: '^1.3.0', version: '1.3.2' });
  });
});
