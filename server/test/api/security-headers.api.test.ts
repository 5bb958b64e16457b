// Security headers on pages, API replies and refusals alike (issue 12).
import fs from 'node:fs';
import path from 'node:path';
import { call } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(120_000);

// A host page as the build writes it (host/src/index.html): the nonce meta, an inline style, the entry script.
const PAGE = '<!doctype html><html><head><meta charset="utf-8"/><meta name="csp-nonce"/><style>html{height:100%}</style></head><body><div id="root"></div><script defer="defer" src="/main.js"></script></body></html>';

let s: TestServer;
let proxied: TestServer;
let devRemotes: TestServer;
beforeAll(async () => {
  [s, proxied, devRemotes] = await Promise.all([
    startTestServer({ seed: false }),
    startTestServer({ seed: false, env: { PORTAL_TRUST_PROXY: '1' } }),
    startTestServer({ seed: false, env: { PORTAL_DEV_REMOTES: '1' } }),
  ]);
  for (const server of [s, devRemotes]) {
    fs.mkdirSync(server.config.hostDist, { recursive: true });
    fs.writeFileSync(path.join(server.config.hostDist, 'index.html'), PAGE);
  }
});
afterAll(async () => {
  await s?.close();
  await proxied?.close();
  await devRemotes?.close();
});

const policyOf = async (url: string) => (await fetch(url)).headers.get('content-security-policy') ?? '';
const nonceOf = (policy: string) => /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('security headers', () => {
  it.each(['/isp/portal/plogin/linkList', '/code', '/isp/portal/nothing', '/home', '/mf/registry.json'])('%s carries nosniff, no framing by others and a referrer policy', async (path) => {
    const res = await call(s.url, 'GET', path);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('no HSTS over plain HTTP', async () => {
    expect((await call(s.url, 'GET', '/isp/portal/plogin/linkList')).headers.get('strict-transport-security')).toBeNull();
  });

  it('HSTS when a trusted proxy says the request came over TLS, and only then', async () => {
    const tls = await call(proxied.url, 'GET', '/isp/portal/plogin/linkList', { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    // Without the trust setting the same header is a client's claim and changes nothing.
    const forged = await call(s.url, 'GET', '/isp/portal/plogin/linkList', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('content security policy', () => {
  it('the page allows scripts and styles of this origin and of its nonce only: no unsafe-eval, no unsafe-inline', async () => {
    const policy = await policyOf(`${s.url}/home`);
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 128 random bits
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' 'nonce-${nonce}'`);
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https:");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(policy).not.toMatch(/unsafe-eval|unsafe-inline|strict-dynamic|\*/);
  });

  it('every page response has a nonce of its own, written into the page it comes with', async () => {
    const replies = await Promise.all(['/home', '/home', '/source_List', '/'].map((p) => fetch(`${s.url}${p}`)));
    const nonces = replies.map((r) => nonceOf(r.headers.get('content-security-policy') ?? ''));
    expect(new Set(nonces).size).toBe(nonces.length);
    const html = await replies[0].text();
    expect(html).toContain(`<meta name="csp-nonce" nonce="${nonces[0]}" />`);
    expect(html).toContain(`<style nonce="${nonces[0]}">`);
    expect(html).toContain(`<script nonce="${nonces[0]}" defer="defer" src="/main.js">`);
    // Not a cached page: a nonce that an earlier reader saw must not come back.
    expect(replies[0].headers.get('cache-control')).toBe('no-cache');
  });

  it('API replies, files and refusals carry the policy without a nonce', async () => {
    for (const p of ['/isp/portal/plogin/linkList', '/code?randomStr=csp1', '/isp/portal/nothing', '/mf/registry.json']) {
      const policy = await policyOf(`${s.url}${p}`);
      expect([p, directive(policy, 'script-src')]).toEqual([p, "script-src 'self'"]);
      expect(policy).not.toMatch(/unsafe-eval|unsafe-inline|nonce-/);
    }
  });

  it('a host page built before the nonce (a rolled-back release) keeps the framing rule only', async () => {
    fs.writeFileSync(path.join(s.config.hostDist, 'index.html'), '<!doctype html><html><head><style>a{}</style></head><body></body></html>');
    try {
      const res = await fetch(`${s.url}/home`);
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
      expect(await res.text()).not.toContain('nonce');
    } finally {
      fs.writeFileSync(path.join(s.config.hostDist, 'index.html'), PAGE);
    }
  });

  it('with remotes from dev servers (PORTAL_DEV_REMOTES=1) the page keeps the framing rule only', async () => {
    expect(await policyOf(`${devRemotes.url}/home`)).toBe("frame-ancestors 'self'");
  });
});
