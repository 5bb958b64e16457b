// The buyer's side in browser tests: the operator's API (/isp/operator), as the buyer's own tools
// call it, for what a test needs the buyer to have done (publish, reply, approve, create).
import { expect, type APIRequestContext } from '@playwright/test';

export const OPERATOR = { username: 'operator01', password: 'Portal@2026' };

/** Logs the demo operator in; answers its token. */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/isp/operator/login', { data: OPERATOR });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}

/** A caller of operator calls by path (`source/publish`), each expected to succeed; answers its data. */
export async function operatorApi<T = Record<string, unknown>>(request: APIRequestContext): Promise<(path: string, data: object) => Promise<T>> {
  const token = await operatorToken(request);
  return async (path, data) => {
    const reply = await request.post(`/isp/operator/${path}`, { headers: { 'isp-authorization': token }, data });
    expect(reply.status(), await reply.text()).toBe(200);
    return ((await reply.json()) as { data: T }).data;
  };
}
