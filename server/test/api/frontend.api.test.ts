// Same-origin serving: registry, released remotes, host files and the SPA fallback.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { releaseRemote, rollbackRemote } from '../../src/platform/releases';
import { makeRemoteBuild } from './helpers/fixtures';
import { call } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
});
afterAll(() => s?.close());

const build = (name: string, files: Record<string, string | Buffer> = {}) => makeRemoteBuild(path.join(s.tmpDir, 'builds', name), files);
const dataDir = () => s.config.dataDir;

describe('/mf/registry.json', () => {
  it('is never cached and empty before any release', async () => {
    const res = await call(s.url, 'GET', '/mf/registry.json');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-store');
    expect(res.body).toEqual({ remotes: [] });
  });

  it('follows release and rollback while the server runs', async () => {
    const v1 = releaseRemote({ remote: 'mf-public', fromDir: build('p1'), dataDir: dataDir() });
    let res = await call(s.url, 'GET', '/mf/registry.json');
    expect(res.body.remotes).toEqual([{ name: 'mf_public', remote: 'mf-public', version: v1.version, entry: `/remotes/mf-public/${v1.version}/mf-manifest.json` }]);

    const v2 = releaseRemote({ remote: 'mf-public', fromDir: build('p2', { 'remoteEntry.js': 'var x=2;' }), dataDir: dataDir() });
    res = await call(s.url, 'GET', '/mf/registry.json');
    expect(res.body.remotes[0].version).toBe(v2.version);

    rollbackRemote({ remote: 'mf-public', dataDir: dataDir() });
    res = await call(s.url, 'GET', '/mf/registry.json');
    expect(res.body.remotes[0].version).toBe(v1.version);
    // The rolled-back-from version stays served: browsers that loaded it keep working.
    expect((await fetch(`${s.url}/remotes/mf-public/${v2.version}/remoteEntry.js`)).status).toBe(200);
  });
});

describe('/remotes/<remote>/<version>/<file>', () => {
  let version: string;
  beforeAll(() => {
    version = releaseRemote({ remote: 'mf-auth', fromDir: build('a1', { 'index.html': '<html></html>' }), dataDir: dataDir() }).version;
  });

  it('serves chunks as immutable', async () => {
    const res = await fetch(`${s.url}/remotes/mf-auth/${version}/static/js/412.3f9a1c2b.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toBe('chunk()');
  });

  it('sends the gzip twin written at build time to browsers that accept gzip, and the plain file to others', async () => {
    const v = releaseRemote({
      remote: 'mf-sourcing',
      fromDir: build('gz', { 'app.1a2b3c4d.js': 'compressed()', 'app.1a2b3c4d.js.gz': gzipSync('compressed()') }),
      dataDir: dataDir(),
    }).version;
    const url = `${s.url}/remotes/mf-sourcing/${v}/app.1a2b3c4d.js`;
    const zipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(await zipped.text()).toBe('compressed()');
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('compressed()');
  });

  it('serves mf-manifest.json and html with no-cache', async () => {
    for (const file of ['mf-manifest.json', 'index.html']) {
      const res = await fetch(`${s.url}/remotes/mf-auth/${version}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it.each([
    ['an unknown remote', '/remotes/mf-nope/r1-00000000/mf-manifest.json'],
    ['an unknown version', '/remotes/mf-auth/r9-00000000/mf-manifest.json'],
    ['an unknown file', () => `/remotes/mf-auth/${version}/nope.js`],
  ])('404 for %s', async (_label, p) => {
    const res = await fetch(s.url + (typeof p === 'function' ? p() : p));
    expect(res.status).toBe(404);
  });

  it('refuses path traversal', async () => {
    fs.writeFileSync(path.join(dataDir(), 'secret.txt'), 'secret');
    for (const p of [
      `/remotes/mf-auth/${version}/..%2F..%2F..%2Fsecret.txt`,
      `/remotes/mf-auth/${version}/%2e%2e/%2e%2e/%2e%2e/secret.txt`,
      `/remotes/mf-auth/..%2F..%2Fsecret.txt/x`,
      `/remotes/mf-auth/${version}/..%5C..%5Csecret.txt`,
      `/..%2F..%2Fdata%2Fsecret.txt`,
    ]) {
      const res = await fetch(s.url + p, { headers: { accept: 'application/json' } });
      expect([400, 404]).toContain(res.status);
      expect(await res.text()).not.toContain('secret');
    }
  });
});

describe('host and SPA fallback', () => {
  it('503 with a clear message while the host is not built', async () => {
    const res = await fetch(`${s.url}/home`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(503);
    expect(await res.text()).toBe('host not built: run pnpm build');
  });

  it('serves host files with the right caching and falls back to index.html', async () => {
    const dist = s.config.hostDist;
    fs.mkdirSync(path.join(dist, 'static'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>host</title>');
    fs.writeFileSync(path.join(dist, 'main.js'), 'main()');
    fs.writeFileSync(path.join(dist, 'static', '9.abcdef12.js'), 'chunk()');

    const deep = await fetch(`${s.url}/source_List?x=1`, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(deep.status).toBe(200);
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    expect(await deep.text()).toContain('<title>host</title>');

    const root = await fetch(`${s.url}/`, { headers: { accept: 'text/html' } });
    expect(await root.text()).toContain('<title>host</title>');

    expect((await fetch(`${s.url}/main.js`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${s.url}/static/9.abcdef12.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A missing asset is a 404, not index.html: a script tag must not get HTML back.
    expect((await fetch(`${s.url}/static/missing.js`, { headers: { accept: '*/*' } })).status).toBe(404);
  });

  it('never falls back to the SPA under API prefixes', async () => {
    const res = await call(s.url, 'GET', '/isp/portal/nothing/here', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 1, msg: '资源不存在' });
  });
});
