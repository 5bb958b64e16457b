import { session } from '../session';
import { keepalivePost, KEEPALIVE_BODY_LIMIT } from './keepalive-post';

describe('a save as the page goes away', () => {
  const fetchMock = jest.fn(() => Promise.resolve({ ok: true }));
  beforeEach(() => {
    fetchMock.mockClear();
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
  });
  afterEach(() => session.logout());

  it('is a keepalive POST with the session headers and the cleaned JSON body', () => {
    session.setTokens({ accessToken: 'tok-1', refreshToken: 'r' });
    expect(keepalivePost('/isp/portal/source/saveQuotation', { sourceId: 'S-1', header: { remark: 'a<b>x</b>' } })).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('/isp/portal/source/saveQuotation');
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect(init.headers['isp-authorization']).toBe('tok-1');
    expect(init.headers.TENANT_ID).toBe('1');
    expect(init.headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(init.body)).header.remark).not.toContain('<b>');
  });

  it('is not sent without a session or above the browser limit (the caller then saves the ordinary way)', () => {
    expect(keepalivePost('/isp/portal/source/saveQuotation', {})).toBe(false);
    session.setTokens({ accessToken: 'tok-1', refreshToken: 'r' });
    expect(keepalivePost('/isp/portal/source/saveQuotation', { big: 'x'.repeat(KEEPALIVE_BODY_LIMIT) })).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
