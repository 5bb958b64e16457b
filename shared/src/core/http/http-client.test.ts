import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { CROSS_SYSTEM_TIMEOUT_MS, HTTP_TIMEOUT_MS } from '../constants';
import { errorLog } from '../error-log';
import { setLanguage } from '../i18n/i18n-instance';
import { session } from '../session';
import { serverNow } from '../server-clock';
import { configureStorage, MemoryStorage } from '../storage';
import { createHttpClient } from './http-client';
import { HttpError } from './http-error';
import { setHttpUi } from './http-ui';
import { defaultMessageKeyForStatus } from './status-messages';

interface Reply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

// Mirrors what axios's own adapters do: settle through validateStatus.
function stubAdapter(reply: Reply | ((config: InternalAxiosRequestConfig) => Reply)) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const r = typeof reply === 'function' ? reply(config) : reply;
    const response: AxiosResponse = {
      data: r.data ?? { code: 0, msg: '执行成功' },
      status: r.status ?? 200,
      statusText: '',
      headers: new AxiosHeaders(r.headers ?? {}),
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(response.status) : true;
    if (valid) return response;
    throw new AxiosError(`status ${response.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  return { adapter, seen };
}

describe('http client', () => {
  const showError = jest.fn();
  const onLoggedOut = jest.fn();

  beforeEach(() => {
    configureStorage({ session: new MemoryStorage(), local: new MemoryStorage() });
    session.reloadFromStorage();
    errorLog.clear();
    showError.mockReset();
    onLoggedOut.mockReset();
    setHttpUi({ showError, onLoggedOut });
    setLanguage('zh-CN');
  });
  afterAll(() => {
    setHttpUi(null);
    configureStorage(null);
  });

  it('sends credentials, the default timeout and treats 200-500 as a response', async () => {
    const { adapter, seen } = stubAdapter({});
    await createHttpClient({ adapter }).get('/x');
    const config = seen[0];
    expect(config.withCredentials).toBe(true);
    expect(config.timeout).toBe(HTTP_TIMEOUT_MS);
    expect(config.validateStatus?.(200)).toBe(true);
    expect(config.validateStatus?.(500)).toBe(true);
    expect(config.validateStatus?.(501)).toBe(false);
    expect(config.validateStatus?.(199)).toBe(false);
  });

  it('reads no cookie for a request: the portal sets no XSRF cookie, and each read is a synchronous call into the browser', async () => {
    const cookieRead = jest.spyOn(Document.prototype, 'cookie', 'get');
    // axios's own browser adapter, which looks for the XSRF cookie as it sends; the request is
    // called off at once, so nothing is left open.
    const sending = new AbortController();
    const xhr = axios.getAdapter('xhr');
    const adapter: AxiosAdapter = (config) => {
      const sent = xhr(config);
      sending.abort();
      return sent;
    };
    try {
      await createHttpClient({ adapter }).get('/x', { signal: sending.signal }).catch(() => undefined);
      expect(cookieRead).not.toHaveBeenCalled();
    } finally {
      cookieRead.mockRestore();
    }
  });

  it('uses the cross-system timeout when asked', async () => {
    const { adapter, seen } = stubAdapter({});
    await createHttpClient({ adapter }).get('/x', { crossSystem: true });
    expect(seen[0].timeout).toBe(CROSS_SYSTEM_TIMEOUT_MS);
  });

  it('sends the raw access token, login mark, tenant and language', async () => {
    session.setTokens({ accessToken: 'tok-1' });
    session.setTempUser({ userName: 'temp01', token: 't' });
    session.setLoginMark('1');
    setLanguage('vi-VN');
    const { adapter, seen } = stubAdapter({});
    await createHttpClient({ adapter }).get('/x');
    const headers = seen[0].headers;
    expect(headers.get('isp-authorization')).toBe('tok-1');
    expect(headers.get('isp-register')).toBeUndefined();
    expect(headers.get('isp-login-mark')).toBe('1');
    expect(headers.get('TENANT_ID')).toBe('1');
    expect(headers.get('content-lang')).toBe('vi-VN');
  });

  it('sends the temporary user name when there is no token', async () => {
    session.setTempUser({ userName: 'temp01', token: 't' });
    const { adapter, seen } = stubAdapter({});
    await createHttpClient({ adapter }).get('/x');
    expect(seen[0].headers.get('isp-register')).toBe('temp01');
    expect(seen[0].headers.get('isp-authorization')).toBeUndefined();
    expect(seen[0].headers.get('isp-login-mark')).toBeUndefined();
  });

  it('sanitises params and data except on token and temporary-login calls', async () => {
    const { adapter, seen } = stubAdapter({});
    const client = createHttpClient({ adapter });
    await client.post('/isp/portal/plogin/getDb', { title: '<b>pump</b>', list: ['javascript:alert(1)'] }, { params: { q: '<script>x</script>y' } });
    expect(seen[0].params).toEqual({ q: 'xy' });
    expect(JSON.parse(seen[0].data as string)).toEqual({ title: 'pump', list: ['alert(1)'] });

    await client.post('/auth/oauth/token', { password: '<a>b' }, { params: { password: '<a>b' } });
    expect(seen[1].params).toEqual({ password: '<a>b' });
    expect(JSON.parse(seen[1].data as string)).toEqual({ password: '<a>b' });
    await client.post('/isp/portal/user/userLoginTemp', null, { params: { credential: '<x>' } });
    expect(seen[2].params).toEqual({ credential: '<x>' });
    await client.post('/auth/mobile/token/sms', null, { params: { code: '<x>' } });
    expect(seen[3].params).toEqual({ code: '<x>' });
  });

  it("logs out on login-mark '0' without a local mark", async () => {
    session.setTokens({ accessToken: 'tok' });
    const { adapter } = stubAdapter({ headers: { 'login-mark': '0' } });
    await createHttpClient({ adapter }).get('/x');
    expect(session.isLoggedIn()).toBe(false);
    expect(onLoggedOut).toHaveBeenCalledWith('loginMark');
  });

  it("keeps the session on login-mark '0' when a local mark exists, and stores '1'", async () => {
    session.setTokens({ accessToken: 'tok' });
    await createHttpClient({ adapter: stubAdapter({ headers: { 'login-mark': '1' } }).adapter }).get('/x');
    expect(session.getState().loginMark).toBe('1');
    await createHttpClient({ adapter: stubAdapter({ headers: { 'login-mark': '0' } }).adapter }).get('/x');
    expect(session.isLoggedIn()).toBe(true);
    expect(onLoggedOut).not.toHaveBeenCalled();
  });

  it('replaces stored tokens with those of the response headers', async () => {
    session.setTokens({ accessToken: 'old', refreshToken: 'old-r' });
    const { adapter } = stubAdapter({ headers: { 'access-token': 'new', 'refresh-token': 'new-r' } });
    await createHttpClient({ adapter }).get('/x');
    expect(session.getState()).toMatchObject({ accessToken: 'new', refreshToken: 'new-r' });
  });

  it("takes the server's time from each response, so deadlines follow the server clock", async () => {
    const serverTime = Date.now() + 3 * 86_400_000;
    await createHttpClient({ adapter: stubAdapter({ headers: { 'x-server-time': String(serverTime) } }).adapter }).get('/x');
    expect(Math.abs(serverNow() - serverTime)).toBeLessThan(1_000);
  });

  it('resolves status 428 as-is without showing anything', async () => {
    const { adapter } = stubAdapter({ status: 428, data: { code: 1, msg: 'need captcha' } });
    const response = await createHttpClient({ adapter }).get('/x');
    expect(response.status).toBe(428);
    expect(showError).not.toHaveBeenCalled();
  });

  it('a call that shows its own error gets no toast, and the error log still records it', async () => {
    const { adapter } = stubAdapter({ status: 400, data: { code: 1, msg: 'The file is empty' } });
    await expect(createHttpClient({ adapter }).post('/isp/portal/plogin/upload', {}, { showsOwnError: true })).rejects.toThrow('The file is empty');
    expect(showError).not.toHaveBeenCalled();
    expect(errorLog.list()[0]).toMatchObject({ type: 'http', message: 'The file is empty' });
  });

  it('passes blob replies with status 200 through', async () => {
    const blob = new Blob(['file']);
    const { adapter } = stubAdapter({ data: blob });
    const response = await createHttpClient({ adapter }).get('/upms/file/1', { responseType: 'blob' });
    expect(response.data).toBe(blob);
    expect(showError).not.toHaveBeenCalled();
  });

  it("on 'loginInvalid' shows the expiry message only if a token existed, then logs out", async () => {
    session.setTokens({ accessToken: 'tok' });
    const { adapter } = stubAdapter({ data: { code: 1, msg: 'loginInvalid' } });
    const client = createHttpClient({ adapter });
    await expect(client.get('/x')).rejects.toBeInstanceOf(HttpError);
    expect(showError).toHaveBeenCalledWith('登录信息已过期，请重新登录');
    expect(session.isLoggedIn()).toBe(false);
    expect(onLoggedOut).toHaveBeenCalledWith('loginInvalid');

    showError.mockReset();
    await expect(client.get('/x')).rejects.toBeInstanceOf(HttpError);
    expect(showError).not.toHaveBeenCalled();
    expect(onLoggedOut).toHaveBeenCalledTimes(2);
  });

  it('on 401 logs out and rejects', async () => {
    session.setTokens({ accessToken: 'tok' });
    const { adapter } = stubAdapter({ status: 401, data: {} });
    await expect(createHttpClient({ adapter }).get('/x')).rejects.toMatchObject({ status: 401 });
    expect(session.isLoggedIn()).toBe(false);
    expect(onLoggedOut).toHaveBeenCalledWith('401');
  });

  it('shows the body msg of a code-1 reply, logs it and rejects with status, code and msg', async () => {
    const { adapter } = stubAdapter({ data: { code: 1, msg: '用户不存在!' } });
    await expect(createHttpClient({ adapter }).post('/isp/portal/user/userLogin')).rejects.toMatchObject({
      status: 200,
      code: 1,
      msg: '用户不存在!',
    });
    expect(showError).toHaveBeenCalledWith('用户不存在!');
    expect(errorLog.list()[0]).toMatchObject({ type: 'http', message: '用户不存在!' });
  });

  it('shows the default message of a non-200 status in the current language', async () => {
    setLanguage('en-US');
    const { adapter } = stubAdapter({ status: 404, data: '' });
    await expect(createHttpClient({ adapter }).get('/missing')).rejects.toMatchObject({ status: 404 });
    expect(showError).toHaveBeenCalledWith('The resource does not exist');
    expect(errorLog.count()).toBe(1);
  });

  it('treats statuses above 500 as errors with the unknown-error message', async () => {
    const { adapter } = stubAdapter({ status: 507, data: '' });
    await expect(createHttpClient({ adapter }).get('/x')).rejects.toMatchObject({ status: 507 });
    expect(showError).toHaveBeenCalledWith('系统未知错误，请反馈给管理员');
  });

  it("shows the server's message of a 503 while the database is away", async () => {
    const { adapter } = stubAdapter({ status: 503, data: { code: 1, msg: 'the service is temporarily unavailable, try again' } });
    await expect(createHttpClient({ adapter }).get('/x')).rejects.toMatchObject({ status: 503, code: 1 });
    expect(showError).toHaveBeenCalledWith('the service is temporarily unavailable, try again');
  });

  it('says "temporarily unavailable" in the current language for a gateway 502/503/504 without a body', async () => {
    setLanguage('vi-VN');
    const { adapter } = stubAdapter({ status: 502, data: '' });
    await expect(createHttpClient({ adapter }).get('/x')).rejects.toMatchObject({ status: 502 });
    expect(showError).toHaveBeenCalledWith('Dịch vụ tạm thời không khả dụng, vui lòng thử lại');
  });

  it("reports a request with no answer (timeout, offline) as status '000' with the network-error message", async () => {
    const adapter: AxiosAdapter = async (config) => {
      throw new AxiosError('timeout of 120000ms exceeded', AxiosError.ECONNABORTED, config);
    };
    await expect(createHttpClient({ adapter }).get('/x')).rejects.toMatchObject({ status: '000', msg: '网络错误，请联系管理员' });
    expect(showError).toHaveBeenCalledWith('网络错误，请联系管理员');
    expect(errorLog.list()[0].type).toBe('http');
    const offline: AxiosAdapter = async (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    };
    await expect(createHttpClient({ adapter: offline }).get('/x')).rejects.toMatchObject({ status: '000', msg: '网络错误，请联系管理员' });
  });

  it('words a refusal in a 200 reply (code 1) without a message as "operation failed"', async () => {
    const { adapter } = stubAdapter({ data: { code: 1, msg: '' } });
    await expect(createHttpClient({ adapter }).get('/x')).rejects.toMatchObject({ status: 200, code: 1, msg: '操作失败，请联系管理员' });
    expect(showError).toHaveBeenCalledWith('操作失败，请联系管理员');
  });

  it('resolves successful replies with the envelope', async () => {
    const { adapter } = stubAdapter({ data: { code: 0, msg: '执行成功', records: [1, 2], total: 2 } });
    const response = await createHttpClient({ adapter }).get('/x');
    expect(response.data).toEqual({ code: 0, msg: '执行成功', records: [1, 2], total: 2 });
    expect(showError).not.toHaveBeenCalled();
  });

  it('maps statuses to default message keys', () => {
    expect(defaultMessageKeyForStatus('000')).toBe('http.status000');
    expect(defaultMessageKeyForStatus(undefined)).toBe('http.status000');
    expect(defaultMessageKeyForStatus(401)).toBe('http.noPermission');
    expect(defaultMessageKeyForStatus(403)).toBe('http.noPermission');
    expect(defaultMessageKeyForStatus(404)).toBe('http.notFound');
    expect(defaultMessageKeyForStatus(426)).toBe('http.userOrPasswordWrong');
    expect(defaultMessageKeyForStatus(429)).toBe('http.tooManyRequests');
    expect(defaultMessageKeyForStatus(500)).toBe('http.unknown');
    expect(defaultMessageKeyForStatus(503)).toBe('http.serviceUnavailable');
  });
});
