// The host is built twice: antd trimmed to what the apps import, and whole (whole/). A remote
// released later may import a component the live trimmed host lacks; then the server serves the
// whole variant, so the page keeps one antd with everything in it, until a new host goes live.
import { releaseRemote } from '../../src/platform/releases';
import { writeBuild } from './helpers/fake-build';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
});
afterAll(() => s?.close());

const antd = { name: 'antd', version: '6.1.0', requiredVersion: '^6.1.0', assets: {} };

const fakeBuild = (name: string, files: Record<string, string>, ui: object) => writeBuild(s, name, { 'mf-manifest.json': { shared: [antd] }, 'portal-ui.json': ui, ...files });

const page = async () => (await (await fetch(`${s.url}/home`)).text()).trim();

it('serves the trimmed host while every live remote finds what it imports, and the whole variant once one does not', async () => {
  const host = fakeBuild('host', { 'index.html': 'trimmed', 'whole/index.html': 'whole' }, { uses: { antd: ['Button'] }, provides: { antd: ['Button', 'Table'] } });
  releaseRemote({ remote: 'host', fromDir: host, dataDir: s.config.dataDir });
  releaseRemote({ remote: 'mf-public', fromDir: fakeBuild('mf-public-1', {}, { uses: { antd: ['Table'] } }), dataDir: s.config.dataDir });
  expect(await page()).toBe('trimmed');

  // Released without --force: a missing component is not a refusal, the whole variant covers it.
  releaseRemote({ remote: 'mf-supplier', fromDir: fakeBuild('mf-supplier-1', {}, { uses: { antd: ['Table', 'Transfer'] } }), dataDir: s.config.dataDir });
  expect(await page()).toBe('whole');
  // The whole variant's own files are served from the same release.
  expect((await fetch(`${s.url}/whole/index.html`)).status).toBe(200);

  // A host built with the new component goes live: back to the trimmed page.
  const newHost = fakeBuild('host-2', { 'index.html': 'trimmed 2', 'whole/index.html': 'whole 2' }, { uses: { antd: ['Button'] }, provides: { antd: ['Button', 'Table', 'Transfer'] } });
  releaseRemote({ remote: 'host', fromDir: newHost, dataDir: s.config.dataDir });
  expect(await page()).toBe('trimmed 2');
});
