import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federationExperiments, federationVersion, runtimeRecord } from './federation-runtime';

const HOST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../host');

describe('the federation runtime the host provides to the remotes', () => {
  it('has the host provide its runtime core and a remote carry none, each saying so in its record', () => {
    expect(federationExperiments(true)).toEqual({ provideExternalRuntime: true });
    expect(federationExperiments(false)).toEqual({ externalRuntime: true });
    expect(runtimeRecord('2.9.2', true)).toEqual({ provides: '2.9.2' });
    // Within the minor it was built with: the server's release check reads this range.
    expect(runtimeRecord('2.9.2', false)).toEqual({ requires: '~2.9.2', builtWith: '2.9.2' });
  });

  it('reads the version from the installed federation plugin', () => {
    expect(federationVersion(HOST_DIR)).toMatch(/^\d+\.\d+\.\d+/);
  });
});
