// Security headers on pages, API replies and refusals alike (issue 12).
import { call } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(120_000);

let s: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
  proxied = await startTestServer({ seed: false, env: { PORTAL_TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await s?.close();
  await proxied?.close();
});

describe('security headers', () => {
  it.each(['/isp/portal/plogin/linkList', '/code', '/isp/portal/nothing', '/home', '/mf/registry.json'])('%s carries nosniff, no framing by others and a referrer policy', async (path) => {
    const res = await call(s.url, 'GET', path);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
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
