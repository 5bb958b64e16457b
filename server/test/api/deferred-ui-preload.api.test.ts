// The host defers part of antd; the page served for an address whose route needs it (by what the
// remote's build recorded) names that chunk in a <link> the host preloads once the page is painted,
// with its own scripts, not after it has opened the page. Other addresses get no such tag.
import { releaseRemote } from '../../src/platform/releases';
import { writeBuild } from './helpers/fake-build';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
});
afterAll(() => s?.close());

const PAGE = '<!doctype html><html><head><meta name="csp-nonce" /><title>t</title></head><body><script defer src="/main.js"></script></body></html>';
const PRELOAD = '<link data-preload-after-paint as="script" href="/ui-deferred.1a2b3c4d.js">';
const ANY_PRELOAD = 'data-preload-after-paint';

const build = (name: string, files: Record<string, string>) => writeBuild(s, name, { 'mf-manifest.json': { shared: [] }, ...files });

const page = async (address: string) => (await fetch(`${s.url}${address}`)).text();

it('preloads the deferred part of antd only for pages whose build recorded that they draw one of its components', async () => {
  const ui = { uses: { antd: [] }, provides: { antd: ['Button', 'Table'] }, deferred: { names: ['Table'], files: ['ui-deferred.1a2b3c4d.js'] } };
  releaseRemote({ remote: 'host', fromDir: build('host', { 'index.html': PAGE, 'portal-ui.json': JSON.stringify(ui) }), dataDir: s.config.dataDir });
  const routes = [
    { path: '/home', labelKey: 'route.home', ui: ['Button', 'Card'] },
    { path: '/index_list', labelKey: 'route.list', ui: ['Button', 'Table'] },
    // Built before builds recorded their names: may need anything.
    { path: '/infoMainList', labelKey: 'route.info' },
    { path: '/myiframe', labelKey: 'route.frame', prefix: true, ui: ['Table'] },
  ];
  releaseRemote({ remote: 'mf-public', fromDir: build('mf-public', { 'portal-routes.json': JSON.stringify(routes) }), dataDir: s.config.dataDir });

  expect(await page('/home')).not.toContain(ANY_PRELOAD);
  expect(await page('/index_list')).toContain(`${PRELOAD}</head>`);
  // Matched as the host matches a route: any case, a trailing slash, below a prefix route.
  expect(await page('/INDEX_LIST/')).toContain(PRELOAD);
  expect(await page('/myiframe/some%2Fpage')).toContain(PRELOAD);
  expect(await page('/infoMainList')).toContain(PRELOAD);
  // Not a remote's route (a host page, an unknown address): nothing to preload.
  expect(await page('/lock')).not.toContain(ANY_PRELOAD);
  expect(await page('/no_such_page')).not.toContain(ANY_PRELOAD);
});

it('names nothing for a host build that defers nothing or records a file that is not a plain chunk name', async () => {
  const odd = { deferred: { names: ['Table'], files: ['"><script>x</script>.js'] } };
  releaseRemote({ remote: 'host', fromDir: build('host-odd', { 'index.html': PAGE, 'portal-ui.json': JSON.stringify(odd) }), dataDir: s.config.dataDir });
  expect(await page('/index_list')).not.toContain(ANY_PRELOAD);
  releaseRemote({ remote: 'host', fromDir: build('host-old', { 'index.html': PAGE }), dataDir: s.config.dataDir });
  expect(await page('/index_list')).not.toContain(ANY_PRELOAD);
});

it('preloads only the chunks of the components a page draws where the host fetches each on its own', async () => {
  const parts = { Table: ['ui-shared.1.js', 'ui-table.2.js'], Select: ['ui-select.3.js', 'ui-shared.1.js'], Upload: ['ui-upload.4.js'] };
  const ui = { deferred: { names: ['Select', 'Table', 'Upload'], files: ['ui-select.3.js', 'ui-shared.1.js', 'ui-table.2.js', 'ui-upload.4.js'], parts } };
  releaseRemote({ remote: 'host', fromDir: build('host-parts', { 'index.html': PAGE, 'portal-ui.json': JSON.stringify(ui) }), dataDir: s.config.dataDir });
  const routes = [
    { path: '/index_list', labelKey: 'route.list', ui: ['Button', 'Table', 'Select'] },
    { path: '/infoMainList', labelKey: 'route.info' },
  ];
  releaseRemote({ remote: 'mf-public', fromDir: build('mf-public-parts', { 'portal-routes.json': JSON.stringify(routes) }), dataDir: s.config.dataDir });
  const tags = (html: string) => [...html.matchAll(/<link data-preload-after-paint as="script" href="\/([^"]+)">/g)].map((m) => m[1]);
  expect(tags(await page('/index_list'))).toEqual(['ui-select.3.js', 'ui-shared.1.js', 'ui-table.2.js']);
  // Names not recorded: everything deferred, as before.
  expect(tags(await page('/infoMainList'))).toEqual(ui.deferred.files);
});
