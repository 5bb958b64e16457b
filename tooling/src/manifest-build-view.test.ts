import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lockfileBuildView, packageJsonBuildView } from './manifest-build-view';

const lockfile = (opts: { serverDeps?: string; cssVersion?: string } = {}) => `lockfileVersion: '9.0'

settings:
  autoInstallPeers: true

importers:

  host:
    dependencies:
      '@scope/ui':
        specifier: 1.0.0
        version: 1.0.0(react@19.2.0)
      '@portal/shared':
        specifier: workspace:*
        version: link:../shared
      string-width-cjs:
        specifier: npm:string-width@4.2.3
        version: string-width@4.2.3

  server:
    dependencies:
      fastify:
        specifier: 5.6.1
        version: 5.6.1
${opts.serverDeps ?? ''}
packages:

  '@scope/ui@1.0.0':
    resolution: {integrity: sha512-ui}

  css@${opts.cssVersion ?? '2.0.0'}:
    resolution: {integrity: sha512-css}

  fastify@5.6.1:
    resolution: {integrity: sha512-fastify}

  react@19.2.0:
    resolution: {integrity: sha512-react}

  string-width@4.2.3:
    resolution: {integrity: sha512-sw}

snapshots:

  '@scope/ui@1.0.0(react@19.2.0)':
    dependencies:
      css: ${opts.cssVersion ?? '2.0.0'}
      react: 19.2.0

  css@${opts.cssVersion ?? '2.0.0'}: {}

  fastify@5.6.1: {}

  react@19.2.0: {}

  string-width@4.2.3: {}
`;

describe('what the app builds read of the lockfile', () => {
  it('is the same when only the server gains a dependency', () => {
    const more = `      pg:\n        specifier: 8.16.0\n        version: 8.16.0\n`;
    const withPg = lockfile({ serverDeps: more }).replace('snapshots:\n', 'snapshots:\n\n  pg@8.16.0: {}\n').replace('packages:\n', 'packages:\n\n  pg@8.16.0:\n    resolution: {integrity: sha512-pg}\n');
    expect(withPg).not.toBe(lockfile());
    expect(lockfileBuildView(withPg)).toBe(lockfileBuildView(lockfile()));
  });

  it('differs when a package an app reaches changes, however deep', () => {
    expect(lockfileBuildView(lockfile({ cssVersion: '2.0.1' }))).not.toBe(lockfileBuildView(lockfile()));
  });

  it('follows aliases and leaves workspace links and the server out', () => {
    const view = lockfileBuildView(lockfile());
    expect(view).toContain('string-width@4.2.3');
    expect(view).toContain('  host:');
    expect(view).not.toContain('fastify');
  });

  it('is the whole lockfile when a dependency cannot be found in it', () => {
    const broken = lockfile().replace('\n  react@19.2.0: {}\n', '\n');
    expect(lockfileBuildView(broken)).toBe(broken);
  });

  it('follows the workspace lockfile itself (no fallback to the whole text)', () => {
    const text = readFileSync(path.resolve(__dirname, '../../pnpm-lock.yaml'), 'utf8');
    const view = lockfileBuildView(text);
    expect(view).not.toBe(text);
    expect(view).toContain('\n  host:\n');
    expect(view).not.toContain('\n  server:\n');
    expect(view).toMatch(/\n {2}antd@\d/);
  });
});

describe('what the app builds read of package.json', () => {
  const manifest = (scripts: Record<string, string>, devDependencies: Record<string, string>) => JSON.stringify({ name: 'portal', scripts, devDependencies, pnpm: { onlyBuiltDependencies: [] } }, null, 2);

  it('leaves the scripts out and keeps the dependencies', () => {
    expect(packageJsonBuildView(manifest({ test: 'a' }, { tsx: '4' }))).toBe(packageJsonBuildView(manifest({ test: 'b', typecheck: 'c' }, { tsx: '4' })));
    expect(packageJsonBuildView(manifest({ test: 'a' }, { tsx: '4' }))).not.toBe(packageJsonBuildView(manifest({ test: 'a' }, { tsx: '5' })));
  });
});
