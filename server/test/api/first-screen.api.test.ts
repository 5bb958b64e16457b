// The page served for /home carries the first screen (server/src/modules/first-screen): the
// newest tender notices as links, in the visitor's language and zone, before any script runs.
import { sql } from 'kysely';
import { readableOnWhite } from '@portal/shared/core';
import { releaseRemote } from '../../src/platform/releases';
import { writeBuild } from './helpers/fake-build';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const PAGE = '<!doctype html><html lang="zh-CN"><head><meta name="csp-nonce" /><meta name="first-screen" /><title>t</title></head><body><div id="root"><div id="boot">…</div></div><script defer src="/main.js"></script></body></html>';
const HOST_TEXTS = { 'zh-CN': { title: '能源集团电子商务平台', 'tabs.home': '首页' }, 'en-US': { title: 'Energy Group e-Commerce Platform', 'tabs.home': 'Home' } };
const PUBLIC_TEXTS = { 'zh-CN': { 'home.biddingArea': '招标采购' }, 'en-US': { 'home.biddingArea': 'Tender procurement' } };

const build = (name: string, files: Record<string, string | object>) => writeBuild(s, name, { 'mf-manifest.json': { shared: [] }, ...files });

function release(host: Record<string, string | object>, pub: Record<string, string | object>, name: string, page = PAGE) {
  releaseRemote({ remote: 'host', fromDir: build(`host-${name}`, { 'index.html': page, ...host }), dataDir: s.config.dataDir });
  releaseRemote({ remote: 'mf-public', fromDir: build(`public-${name}`, pub), dataDir: s.config.dataDir });
}

const get = (address: string, cookie?: string) => fetch(`${s.url}${address}`, { headers: cookie ? { cookie } : {} });
const rowTitles = (html: string) => [...html.matchAll(/data-testid="first-screen-row">([^<]*)</g)].map((m) => m[1]);
const newest = async () =>
  ((await (await fetch(`${s.url}/isp/portal/tenderNotice/getMainPageInfoByIsp?current=1&size=5`)).json()) as { records: { infoTitle: string; infoTitleEn: string | null; noticeSendTime: string }[] })
    .records;

describe('with host and mf-public releases that lend their texts', () => {
  beforeAll(() => release({ 'first-screen-texts.json': HOST_TEXTS }, { 'first-screen-texts.json': PUBLIC_TEXTS }, 'texts'));

  it('draws the five newest tender notices, the texts and the language, with its style under the page nonce', async () => {
    const response = await get('/home');
    const html = await response.text();
    expect(response.status).toBe(200);
    // Gzipped for a browser that takes it (fetch asks for it and unpacks it).
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(rowTitles(html)).toEqual((await newest()).map((n) => n.infoTitle));
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('招标采购');
    expect(html).toContain('<div id="root"></div>');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<style nonce="${nonce}">#first-screen ~ #root`);
  });

  it('draws in the language of the cookie the page keeps, and in the default one for a value it does not know', async () => {
    const english = await (await get('/home', 'isp-portal-lang=en-US')).text();
    expect(english).toContain('<html lang="en-US">');
    expect(english).toContain('Tender procurement');
    expect(rowTitles(english)).toEqual((await newest()).map((n) => n.infoTitleEn ?? n.infoTitle));
    const unknown = await (await get('/home', 'isp-portal-lang=%3Cscript%3E')).text();
    expect(unknown).toContain('<html lang="zh-CN">');
    expect(unknown).not.toContain('<script>');
  });

  it('draws the current tab and the links in the colour of the cookie, and the default one for a value that is not a colour', async () => {
    const accent = (html: string) => /--fs-accent: ([^;]*);/.exec(html)?.[1];
    expect(accent(await (await get('/home', 'isp-portal-colour=%23722ED1')).text())).toBe(readableOnWhite('#722ED1'));
    expect(accent(await (await get('/home', 'isp-portal-colour=%3C%2Fstyle%3E')).text())).toBe(readableOnWhite('#409EFF'));
  });

  it('writes the days in the zone of the cookie, the group zone without one', async () => {
    const first = (await newest())[0].noticeSendTime;
    const day = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(Date.parse(first));
    const dateOf = (html: string) => /<td class="fs-date">([^<]*)</.exec(html)?.[1];
    expect(dateOf(await (await get('/home', 'isp-portal-zone=America%2FLos_Angeles')).text())).toBe(day('America/Los_Angeles'));
    expect(dateOf(await (await get('/home')).text())).toBe(day('Asia/Shanghai'));
    expect(dateOf(await (await get('/home', 'isp-portal-zone=Not%2FA_Zone')).text())).toBe(day('Asia/Shanghai'));
  });

  it('serves the page without it when the notices cannot be read, and draws it again once they can', async () => {
    await sql`alter table notice rename to notice_away`.execute(s.db);
    try {
      const response = await get('/home');
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root"><div id="boot">…</div></div>');
    } finally {
      await sql`alter table notice_away rename to notice`.execute(s.db);
    }
    expect(rowTitles(await (await get('/home')).text())).toHaveLength(5);
  });

  it('draws the notices for /home and the bare address (which the host sends to /home), and nowhere else', async () => {
    expect(rowTitles(await (await get('/')).text())).toHaveLength(5);
    for (const address of ['/index_list', '/login', '/home/index', '/source_list']) expect(await (await get(address)).text()).not.toContain('first-screen-row');
  });

  describe('a page in the portal frame', () => {
    beforeAll(() => {
      const routes = [
        { path: '/source_List', labelKey: 'route.sourceSearch', public: true, layout: 'portal' },
        { path: '/supplier_home_todo', labelKey: 'route.todo', public: false, roles: ['supplier'] },
      ];
      releaseRemote({ remote: 'mf-sourcing', fromDir: build('sourcing-frame', { 'portal-routes.json': routes }), dataDir: s.config.dataDir });
    });
    const frameOf = (html: string) => /<div id="first-screen"[^>]*>.*?<\/div><div id="root"><\/div>/s.exec(html)?.[0];

    it('gets the frame alone, its tab current, before any script runs; the host takes over once its own header is drawn', async () => {
      const html = await (await get('/source_list?activeName=xjgg')).text();
      const frame = frameOf(html);
      expect(frame).toContain('能源集团电子商务平台');
      expect(frame).toMatch(/<a href="\/source_list\?activeName=xjgg"[^>]*class="active" aria-current="page"/);
      expect(frame).toContain('data-ready-when="[data-testid=&#34;portal-header&#34;]');
      expect(frame).toContain('<main class="fs-main"></main>');
      expect(html).not.toContain('招标采购');
      expect(await (await get('/source_list', 'isp-portal-lang=en-US')).text()).toContain('<html lang="en-US">');
    });

    it('is not drawn for a page outside the portal frame, the host\'s own pages or an unknown address', async () => {
      for (const address of ['/supplier_home_todo', '/home/index', '/no_such_page']) {
        expect(await (await get(address)).text()).toContain('<div id="root"><div id="boot">…</div></div>');
      }
    });
  });
});

it('serves the page as built when a live release lends no texts (built before the first screen)', async () => {
  release({ 'first-screen-texts.json': HOST_TEXTS }, {}, 'no-public-texts');
  expect(await (await get('/home')).text()).toContain('<div id="root"><div id="boot">…</div></div>');
  release({}, { 'first-screen-texts.json': PUBLIC_TEXTS }, 'no-host-texts');
  expect(await (await get('/home')).text()).toContain('<div id="root"><div id="boot">…</div></div>');
});

it('serves the page as built to a host page that cannot take the screen over', async () => {
  release({ 'first-screen-texts.json': HOST_TEXTS }, { 'first-screen-texts.json': PUBLIC_TEXTS }, 'old', PAGE.replace('<meta name="first-screen" />', ''));
  const html = await (await get('/home')).text();
  expect(html).toContain('<div id="root"><div id="boot">…</div></div>');
  expect(html).not.toContain('first-screen');
});
