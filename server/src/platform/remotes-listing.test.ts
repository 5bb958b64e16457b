import { formatRemotes } from './remotes-listing';
import type { RemoteSummary } from './releases';

const version = (v: string, at: string, by: string, runtime: string) => ({
  version: v,
  at,
  by,
  hash: 'h',
  files: 3,
  shared: [
    { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' },
    { name: 'react/jsx-runtime', version: '19.2.0', requiredVersion: '^19.2.0' },
    { name: 'antd', version: '6.1.0', requiredVersion: '^6.1.0' },
    { name: '@portal/runtime', version: runtime, requiredVersion: `^${runtime}` },
  ],
});

test('shows the live version, when and by whom, the shared versions it requires and what it can roll back to', () => {
  const supplier: RemoteSummary = {
    remote: 'mf-supplier',
    live: 'r1-aaaa',
    versions: [version('r1-aaaa', '2026-11-20T09:00:00.000Z', 'alice', '1.0.0'), version('r2-bbbb', '2026-11-21T09:00:00.000Z', 'bob', '1.1.0')],
    history: [
      { version: 'r1-aaaa', at: '2026-11-20T09:00:00.000Z', action: 'release', by: 'alice' },
      { version: 'r2-bbbb', at: '2026-11-21T09:00:00.000Z', action: 'release', by: 'bob', from: 'r1-aaaa', forced: ['mf-supplier requires @portal/runtime ^1.1.0, but host provides 1.0.0'] },
      { version: 'r1-aaaa', at: '2026-11-21T10:00:00.000Z', action: 'rollback', by: 'carol', from: 'r2-bbbb' },
    ],
  };
  const text = formatRemotes([supplier, { remote: 'mf-auth', live: null, versions: [], history: [] }]);
  expect(text).toContain('mf-supplier    live: r1-aaaa  released 2026-11-20T09:00:00.000Z by alice');
  expect(text).toContain('made live again 2026-11-21T10:00:00.000Z by carol (rollback from r2-bbbb)');
  expect(text).toContain('  requires: @portal/runtime ^1.0.0\n    libraries: antd ^6.1.0, react ^19.2.0\n');
  expect(text).toContain('can roll back to: r2-bbbb (2026-11-21, bob)');
  expect(text).toContain('FORCED past: mf-supplier requires @portal/runtime ^1.1.0, but host provides 1.0.0');
  expect(text).toContain('mf-auth        live: (none)');
});
