// The page served for an address names the remote code that opens it — the remote's entry, its
// ./app and the page's own chunks, as the remote's build recorded them — in after-paint links the
// host preloads with its own first chunks. Nothing for a host page, an unknown address, a file
// name that is no plain script name, or a remote with a canary (a browser may get either version).
import { releaseRemote } from '../../src/platform/releases';
import { writeBuild } from './helpers/fake-build';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
  releaseRemote({ remote: 'host', fromDir: writeBuild(s, 'host', { 'mf-manifest.json': { shared: [] }, 'index.html': PAGE }), dataDir: s.config.dataDir });
});
afterAll(() => s?.close());

const PAGE = '<!doctype html><html><head><meta name="csp-nonce" /><title>t</title></head><body><script defer src="/main.js"></script></body></html>';
const MANIFEST = {
  shared: [],
  metaData: { remoteEntry: { name: 'remoteEntry.js' } },
  exposes: [
    { name: 'SourcePuzzle', assets: { js: { sync: ['354.c.js', '__federation_expose_SourcePuzzle.e.js'], async: [] } } },
    { name: 'app', assets: { js: { sync: ['673.a.js', '__federation_expose_app.b.js'], async: ['354.c.js', '515.d.js', '77.f.js'] } } },
  ],
};
const ROUTES = [
  { path: '/home', labelKey: 'route.home', files: ['354.c.js', '515.d.js'] },
  { path: '/index_list', labelKey: 'route.list', files: ['77.f.js', '"><script>alert(1)</script>.js'] },
  { path: '/myiframe', labelKey: 'route.frame', prefix: true },
];

function releasePublic(name: string, canary?: number): string {
  const files = Object.fromEntries(['remoteEntry.js', '673.a.js', '__federation_expose_app.b.js', '354.c.js', '515.d.js', '77.f.js'].map((file) => [file, '/* code */']));
  const dir = writeBuild(s, name, { 'mf-manifest.json': MANIFEST, 'portal-routes.json': ROUTES, ...files });
  return releaseRemote({ remote: 'mf-public', fromDir: dir, dataDir: s.config.dataDir, canary }).version;
}

const linked = async (address: string) => {
  const html = await (await fetch(`${s.url}${address}`)).text();
  return [...html.matchAll(/<link data-preload-after-paint as="script" href="([^"]+)">/g)].map((m) => m[1]);
};

it("names the remote's entry, its ./app and the opened page's chunks, each an address the server serves", async () => {
  const version = releasePublic('public-1');
  const at = (file: string) => `/remotes/mf-public/${version}/${file}`;
  const home = await linked('/home');
  expect(home).toEqual([at('remoteEntry.js'), at('673.a.js'), at('__federation_expose_app.b.js'), at('354.c.js'), at('515.d.js')]);
  for (const address of home) expect((await fetch(`${s.url}${address}`)).status).toBe(200);
  // Matched as the host matches a route (any case, a trailing slash); a name that is no plain file name is left out.
  expect(await linked('/INDEX_LIST/')).toEqual([at('remoteEntry.js'), at('673.a.js'), at('__federation_expose_app.b.js'), at('77.f.js')]);
  // A page whose build recorded no files: the remote's entry and ./app still.
  expect(await linked('/myiframe/some%2Fpage')).toEqual([at('remoteEntry.js'), at('673.a.js'), at('__federation_expose_app.b.js')]);
  // Not a remote's page: nothing.
  expect(await linked('/lock')).toEqual([]);
  expect(await linked('/no_such_page')).toEqual([]);
});

it('names the newest live release, and nothing of a remote while a canary of it runs', async () => {
  const next = releasePublic('public-2');
  expect((await linked('/home'))[0]).toBe(`/remotes/mf-public/${next}/remoteEntry.js`);
  releasePublic('public-3', 20);
  expect(await linked('/home')).toEqual([]);
});
