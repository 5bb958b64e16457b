// Health, unknown paths and the central error handler.
import { call } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
});
afterAll(() => s?.close());

describe('GET /health', () => {
  it('reports ok with the database kind and state', async () => {
    const res = await call(s.url, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', db: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite', database: 'ok', time: expect.any(String) });
  });
});

describe('GET /health/ready', () => {
  it('is ready while the database answers, and is never cached', async () => {
    const res = await call(s.url, 'GET', '/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/auth/nothing'],
    ['POST', '/isp/portal/plogin/nothing'],
    ['DELETE', '/upms/x'],
  ])('%s %s is a 404 envelope', async (method, p) => {
    const res = await call(s.url, method, p);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 1, msg: '资源不存在' });
  });
});

describe('bad requests never become 500', () => {
  it('malformed JSON is a 400 envelope', async () => {
    const res = await fetch(`${s.url}/isp/portal/plogin/getInfoList`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"type":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 1, msg: '请求内容不是有效的JSON' });
  });

  it('an empty JSON body counts as no body: query parameters carry the data', async () => {
    const res = await fetch(`${s.url}/isp/portal/plogin/getInfoList?type=NEWS`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 0 });
  });

  it('an unsupported content type is a 415 envelope', async () => {
    const res = await fetch(`${s.url}/isp/portal/plogin/getInfoList`, { method: 'POST', headers: { 'content-type': 'text/csv' }, body: 'a,b' });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 1 });
  });

  it('every reply carries a request id', async () => {
    const res = await fetch(`${s.url}/health`, { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });
});
