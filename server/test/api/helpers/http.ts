// Small fetch wrappers that speak the portal's conventions (query params on POST, tokens in
// isp-authorization, the Basic client header on login).
export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export async function call<T = any>(base: string, method: string, pathAndQuery: string, init: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...init.headers };
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const res = await fetch(base + pathAndQuery, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, headers: res.headers, body: parsed as T };
}

export const qs = (params: Record<string, string | number>) => '?' + new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export const CLIENT_HEADER = { Authorization: 'Basic ' + Buffer.from('portal:portal').toString('base64'), TENANT_ID: '1' };

export async function imageCode(base: string, randomStr: string): Promise<string> {
  const res = await fetch(`${base}/code?randomStr=${randomStr}`);
  await res.text();
  const code = res.headers.get('x-test-code');
  if (!code) throw new Error('x-test-code missing: is PORTAL_TEST_CAPTCHA=1 set?');
  return code;
}

let proofCounter = 0;
/** An image code for an SMS or e-mail send, which the server refuses without one (issue 12). */
export async function imageProof(base: string): Promise<{ randomStr: string; imageCode: string }> {
  const randomStr = `proof${Date.now()}${proofCounter++}`;
  return { randomStr, imageCode: await imageCode(base, randomStr) };
}

let loginCounter = 0;
export async function login(base: string, username: string, password: string): Promise<Reply> {
  const randomStr = `t${Date.now()}${loginCounter++}`;
  const code = await imageCode(base, randomStr);
  return call(base, 'POST', '/auth/oauth/token' + qs({ username, password, randomStr, code, grant_type: 'password', scope: 'server' }), { headers: CLIENT_HEADER });
}

export async function loginToken(base: string, username = 'supplier01', password = 'Portal@2026'): Promise<string> {
  const res = await login(base, username, password);
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}

/** The seeded operator's access token, from the operator API's own login (issue 13). */
export async function operatorToken(base: string, username = 'operator01', password = 'Portal@2026'): Promise<string> {
  const res = await call(base, 'POST', '/isp/operator/login', { json: { username, password } });
  if (res.body.code !== 0) throw new Error(`operator login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.access_token as string;
}

type Params = Record<string, string>;
type Headers_ = Record<string, string>;

/**
 * The calls the login, recovery and registration tests make, bound to their server (asked for its
 * address on each call: the server starts in beforeAll, after these are made).
 */
export function portalCalls(base: () => string) {
  let logins = 0;
  /** POST with the parameters in the query, the portal's convention. */
  const post = (path: string, params: Params = {}, headers: Headers_ = {}) => call(base(), 'POST', path + qs(params), { headers });
  /** A code send or a user-kind check, with the solved image code each needs. */
  const send = async (path: string, params: Params, headers: Headers_ = {}) => post(path, { ...params, ...(await imageProof(base())) }, headers);
  /** The login form's userLogin, with a solved image code; extra adds grant_type and the like. */
  const userLogin = async (username: string, password: string, extra: Params = {}, headers: Headers_ = {}) => {
    const randomStr = `ul${logins++}`;
    const code = await imageCode(base(), randomStr);
    return post('/isp/portal/user/userLogin', { username, password, randomStr, code, ...extra }, headers);
  };
  return { post, send, userLogin };
}

/** A call of the operator API: JSON body, the operator's token. */
export const operatorCall = (base: string, token: string, path: string, json: unknown = {}, headers: Headers_ = {}) =>
  call(base, 'POST', `/isp/operator${path}`, { json, headers: { 'isp-authorization': token, ...headers } });
