// A page address answers the page to any client (issue 12): curl and link checkers send no
// `Accept: text/html`, and used to get 404 for /home. Unknown API paths and missing files keep
// their 404s.
import fs from 'node:fs';
import path from 'node:path';
import { call } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
  fs.mkdirSync(s.config.hostDist, { recursive: true });
  fs.writeFileSync(path.join(s.config.hostDist, 'index.html'), '<!doctype html><title>host</title>');
});
afterAll(() => s?.close());

it.each([
  ['curl', { accept: '*/*', 'user-agent': 'curl/8.5.0' }],
  ['a link checker', { accept: 'application/json, */*;q=0.1' }],
  ['a client with no Accept at all', {}],
])('GET /home from %s answers the page', async (_who, headers) => {
  const res = await fetch(`${s.url}/home`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/html/);
  expect(await res.text()).toContain('<title>host</title>');
});

it('so do deep page addresses and HEAD requests', async () => {
  for (const page of ['/source_detail?sourceId=S-1', '/index_list', '/myiframe/abc']) {
    expect([page, (await fetch(`${s.url}${page}`)).status]).toEqual([page, 200]);
  }
  const head = await fetch(`${s.url}/home`, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.headers.get('content-type')).toMatch(/text\/html/);
});

it('a missing file is still a 404, not the page: a script tag must not get HTML', async () => {
  for (const file of ['/static/missing.js', '/favicon.ico', '/main.css.map']) {
    const res = await fetch(`${s.url}${file}`, { headers: { accept: '*/*' } });
    expect([file, res.status]).toEqual([file, 404]);
  }
});

it('unknown API paths keep their 404 envelope, reserved paths their plain 404', async () => {
  const api = await call(s.url, 'GET', '/isp/portal/nothing/here', { headers: { accept: '*/*', 'content-lang': 'en-US' } });
  expect(api.status).toBe(404);
  expect(api.body).toEqual({ code: 1, msg: expect.any(String) });
  for (const reserved of ['/mf/nothing', '/remotes/mf-nope', '/health/nothing']) {
    expect([reserved, (await fetch(`${s.url}${reserved}`)).status]).toEqual([reserved, 404]);
  }
});

it('never serves a source map, of the host or of a remote release', async () => {
  fs.writeFileSync(path.join(s.config.hostDist, 'main.js'), 'console.log(1);');
  fs.writeFileSync(path.join(s.config.hostDist, 'main.js.map'), '{"version":3,"sources":["secret.ts"]}');
  const remoteDir = path.join(s.config.dataDir, 'releases', 'mf-public', 'r1-abc');
  fs.mkdirSync(remoteDir, { recursive: true });
  fs.writeFileSync(path.join(remoteDir, '1.abcdef12.js.map'), '{"version":3,"sources":["secret.ts"]}');
  expect((await fetch(`${s.url}/main.js`)).status).toBe(200);
  for (const map of ['/main.js.map', '/remotes/mf-public/r1-abc/1.abcdef12.js.map']) {
    const res = await fetch(`${s.url}${map}`);
    expect([map, res.status]).toEqual([map, 404]);
    expect(await res.text()).not.toContain('secret.ts');
  }
});
