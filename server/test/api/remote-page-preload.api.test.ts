// The page served for a remote page's address names what the host will fetch for it — the remote's
// mf-manifest.json, its entry and `./app`, and the page's own chunks, from the live release — in
// <link rel="preload"> tags, so none of them waits for the one before. Nothing is named where the
// version a browser gets is not known here (a canary), for an older build that recorded no page
// files, or for an address that is no remote's page.
import { releaseRemote } from '../../src/platform/releases';
import { writeBuild } from './helpers/fake-build';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
});
afterAll(() => s?.close());

const PAGE = '<!doctype html><html><head><meta name="csp-nonce" /><title>t</title></head><body><script defer src="/main.js"></script></body></html>';
const MANIFEST = {
  shared: [],
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'manifest', assets: { js: { sync: ['__expose_manifest.1a2b3c4d.js'] } } },
    { name: 'app', assets: { js: { sync: ['__expose_manifest.1a2b3c4d.js', '__expose_app.5e6f7a8b.js'] } } },
  ],
};
const ROUTES = [
  { path: '/source_List', labelKey: 'route.sourceSearch', layout: 'portal' },
  { path: '/source_detail', labelKey: 'route.sourceDetail', layout: 'portal' },
];

const build = (name: string, files: Record<string, string | object>) => writeBuild(s, name, files);
const page = async (address: string) => (await fetch(`${s.url}${address}`)).text();
const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);

beforeAll(() => {
  releaseRemote({ remote: 'host', fromDir: build('host', { 'index.html': PAGE, 'mf-manifest.json': { shared: [] } }), dataDir: s.config.dataDir });
});

it("names the live release's manifest, entry, ./app and the page's chunks for a remote page's address", async () => {
  const files = { '/source_List': ['657.aaaaaaaa.js', '925.bbbbbbbb.js'], '/source_detail': ['787.cccccccc.js', '925.bbbbbbbb.js'] };
  const version = releaseRemote({ remote: 'mf-sourcing', fromDir: build('sourcing', { 'mf-manifest.json': MANIFEST, 'portal-routes.json': ROUTES, 'portal-page-files.json': files }), dataDir: s.config.dataDir }).version;
  const base = `/remotes/mf-sourcing/${version}/`;
  const html = await page('/source_list');
  expect(preloads(html)).toEqual([
    `${base}mf-manifest.json`,
    `${base}remoteEntry.js`,
    `${base}__expose_manifest.1a2b3c4d.js`,
    `${base}__expose_app.5e6f7a8b.js`,
    `${base}657.aaaaaaaa.js`,
    `${base}925.bbbbbbbb.js`,
  ]);
  // The manifest is read with fetch(): only a CORS-mode preload is the one reused.
  expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${base}mf-manifest.json">`);
  expect(preloads(await page('/SOURCE_DETAIL/'))).toContain(`${base}787.cccccccc.js`);
  // The addresses are the ones the release serves.
  expect((await fetch(`${s.url}${base}mf-manifest.json`)).status).toBe(200);
});

it('names nothing for an older build without page files, a file name that is not a plain chunk name, or another address', async () => {
  releaseRemote({ remote: 'mf-sourcing', fromDir: build('sourcing-old', { 'mf-manifest.json': MANIFEST, 'portal-routes.json': ROUTES }), dataDir: s.config.dataDir });
  expect(preloads(await page('/source_list'))).toEqual([]);
  const odd = { '/source_List': ['"><script>x</script>.js', '657.aaaaaaaa.js'] };
  releaseRemote({ remote: 'mf-sourcing', fromDir: build('sourcing-odd', { 'mf-manifest.json': MANIFEST, 'portal-routes.json': ROUTES, 'portal-page-files.json': odd }), dataDir: s.config.dataDir });
  const html = await page('/source_list');
  expect(html).not.toContain('<script>x');
  expect(preloads(html).some((href) => href.endsWith('/657.aaaaaaaa.js'))).toBe(true);
  expect(preloads(await page('/lock'))).toEqual([]);
  expect(preloads(await page('/no_such_page'))).toEqual([]);
});

it('names nothing while the remote has a canary: which version a browser gets is chosen in the browser', async () => {
  const files = { '/source_List': ['657.aaaaaaaa.js'] };
  releaseRemote({ remote: 'mf-sourcing', fromDir: build('sourcing-stable', { 'mf-manifest.json': MANIFEST, 'portal-routes.json': ROUTES, 'portal-page-files.json': files }), dataDir: s.config.dataDir });
  expect(preloads(await page('/source_list'))).not.toEqual([]);
  releaseRemote({ remote: 'mf-sourcing', fromDir: build('sourcing-canary', { 'mf-manifest.json': MANIFEST, 'portal-routes.json': ROUTES, 'portal-page-files.json': files }), dataDir: s.config.dataDir, canary: 10 });
  expect(preloads(await page('/source_list'))).toEqual([]);
});
