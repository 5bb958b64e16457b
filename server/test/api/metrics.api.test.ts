// /metrics (issue 38): after some requests the scrape counts them by route pattern and status,
// counts rate-limit refusals and uploads in flight; a client not on the allow-list, or with a wrong
// token, is told nothing (404 as for an unknown path), and the configured token opens it.
import http from 'node:http';
import { loginToken } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let open: TestServer;
let closed: TestServer;
let token: string;

beforeAll(async () => {
  open = await startTestServer({ env: { PORTAL_RATE_LIMIT_CODE: '4' } });
  // Logged in before the image codes run out (the first test spends them).
  token = await loginToken(open.url);
  // "Elsewhere": an allow-list without this machine, so 127.0.0.1 is a stranger.
  closed = await startTestServer({ env: { PORTAL_METRICS_ALLOW: '10.20.30.40', PORTAL_METRICS_TOKEN: 'scrape-token-0123456789' } });
});
afterAll(async () => {
  await open?.close();
  await closed?.close();
});

const scrape = async (base: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}/metrics`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};
/** The value of one series, or undefined when the scrape has none. */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(series + ' '));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

it('counts requests by route pattern and status, and rate-limit refusals', async () => {
  const codes = [];
  const before = value((await scrape(open.url)).text, 'portal_http_request_duration_seconds_count{method="GET",route="/code",status="200"}') ?? 0;
  for (let i = 0; i < 4; i++) codes.push((await fetch(`${open.url}/code?randomStr=metrics${i}`).then(async (r) => (await r.arrayBuffer(), r.status))));
  expect(codes).toEqual([200, 200, 200, 429]);
  for (const id of ['SRC-1', 'SRC-2']) expect((await fetch(`${open.url}/isp/portal/plogin/getOpenBidList/${id}`)).status).toBe(401);

  const m = await scrape(open.url);
  expect(m.status).toBe(200);
  expect(m.type).toContain('text/plain');
  expect(value(m.text, 'portal_http_request_duration_seconds_count{method="GET",route="/code",status="200"}')).toBe(before + 3);
  expect(value(m.text, 'portal_http_request_duration_seconds_count{method="GET",route="/code",status="429"}')).toBe(1);
  // The pattern, never the address: no series per id.
  expect(value(m.text, 'portal_http_request_duration_seconds_count{method="GET",route="/isp/portal/plogin/getOpenBidList/:sourceId",status="401"}')).toBe(2);
  expect(m.text).not.toContain('SRC-1');
  expect(value(m.text, 'portal_rate_limit_refusals_total{route="/code"}')).toBe(1);
  expect(value(m.text, 'portal_db_pool_connections{state="max"}')).toBeGreaterThanOrEqual(1);
  expect(value(m.text, 'portal_db_pool_waiting')).toBe(0);
  // The scrape itself is not counted.
  expect(m.text).not.toContain('route="/metrics"');
});

it('counts an upload while it is received', async () => {
  const boundary = 'metricsboundary';
  const req = http.request(`${open.url}/isp/portal/plogin/upload`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': '200000', 'isp-authorization': token },
  });
  req.on('error', () => undefined);
  req.write(`--${boundary}\r\nContent-Disposition: form-data; name="moduleCode"\r\n\r\nquotation\r\n`);
  // The server has the request's head once the scrape, sent after it on another connection, sees it.
  let during: number | undefined;
  for (let i = 0; i < 50 && during !== 1; i++) during = value((await scrape(open.url)).text, 'portal_uploads_in_flight');
  expect(during).toBe(1);
  req.destroy();
  let after: number | undefined;
  for (let i = 0; i < 50 && after !== 0; i++) after = value((await scrape(open.url)).text, 'portal_uploads_in_flight');
  expect(after).toBe(0);
});

it('is refused from an address off the allow-list, and opened by the token', async () => {
  const stranger = await scrape(closed.url);
  expect(stranger.status).toBe(404);
  expect(stranger.text).not.toContain('portal_');
  expect((await scrape(closed.url, { authorization: 'Bearer wrong-token-0123456789x' })).status).toBe(404);
  expect((await scrape(closed.url, { authorization: 'scrape-token-0123456789' })).status).toBe(404);
  const withToken = await scrape(closed.url, { authorization: 'Bearer scrape-token-0123456789' });
  expect(withToken.status).toBe(200);
  expect(withToken.text).toContain('portal_http_request_duration_seconds');
});
