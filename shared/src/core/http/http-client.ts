import axios, {
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { API_PREFIX, CROSS_SYSTEM_TIMEOUT_MS, HTTP_TIMEOUT_MS, TENANT_ID } from '../constants';
import { errorLog } from '../error-log';
import { getLanguage } from '../i18n/i18n-instance';
import { noteServerTime, SERVER_TIME_HEADER } from '../server-clock';
import { session } from '../session';
import { HttpError, type HttpStatus } from './http-error';
import { getHttpUi, resolveMessage, type HttpUi } from './http-ui';
import { sanitize, shouldSanitize } from './sanitize';
import { defaultMessageKeyForStatus } from './status-messages';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Calls to another system get the shorter timeout of spec 01 §7. */
    crossSystem?: boolean;
    /**
     * The caller shows the failure where it happened (an upload's own row, with its retry), so no
     * toast repeats it; the error log still records it.
     */
    showsOwnError?: boolean;
  }
}

export interface HttpClientOptions {
  baseURL?: string;
  /** Overrides the UI registered with setHttpUi, for this client only. */
  ui?: Partial<HttpUi>;
  adapter?: AxiosAdapter;
}

// Whitelisted: the caller handles it (spec 01 §8), nothing is shown.
const PASS_THROUGH_STATUS = 428;

function readHeader(headers: unknown, name: string): string | undefined {
  if (!headers) return undefined;
  let value: unknown;
  if (headers instanceof AxiosHeaders) value = headers.get(name);
  else {
    const entry = Object.entries(headers as Record<string, unknown>).find(([key]) => key.toLowerCase() === name);
    value = entry?.[1];
  }
  if (value === undefined || value === null) return undefined;
  const text = String(value);
  return text === '' ? undefined : text;
}

function readSessionHeaders(response: AxiosResponse, ui: HttpUi): void {
  noteServerTime(readHeader(response.headers, SERVER_TIME_HEADER));
  const loginMark = readHeader(response.headers, 'login-mark');
  if (loginMark === '0' && !session.getState().loginMark) {
    // Only a session that exists can be forced offline; visitors browsing public pages stay put.
    const state = session.getState();
    if (state.accessToken || state.tempUser || state.portalUser) {
      session.logout();
      ui.onLoggedOut('loginMark');
    }
    return;
  }
  if (loginMark === '1') session.setLoginMark(loginMark);

  const accessToken = readHeader(response.headers, 'access-token');
  const refreshToken = readHeader(response.headers, 'refresh-token');
  const current = session.getState();
  if (accessToken && accessToken !== current.accessToken) {
    session.setTokens({ accessToken, refreshToken: refreshToken ?? undefined });
  } else if (refreshToken && refreshToken !== current.refreshToken && current.accessToken) {
    session.setTokens({ accessToken: current.accessToken, refreshToken });
  }
}

function failure(ui: HttpUi, message: string, status: HttpStatus, code: number | undefined, config: InternalAxiosRequestConfig | undefined, response?: AxiosResponse, stack = ''): HttpError {
  if (!config?.showsOwnError) ui.showError(message);
  errorLog.add({
    type: 'http',
    message,
    stack,
    info: `${(config?.method ?? 'get').toUpperCase()} ${config?.url ?? ''} ${status}`,
    url: config?.url ?? '',
  });
  return new HttpError(message, status, code, response);
}

function bodyOf(response: AxiosResponse): { code?: unknown; msg?: unknown } | undefined {
  const data = response.data as unknown;
  return data && typeof data === 'object' && !(typeof Blob !== 'undefined' && data instanceof Blob)
    ? (data as { code?: unknown; msg?: unknown })
    : undefined;
}

export function createHttpClient(options: HttpClientOptions = {}): AxiosInstance {
  const instance = axios.create({
    baseURL: options.baseURL,
    withCredentials: true,
    // The portal sends its token in a header and sets no XSRF cookie: without this, axios read
    // document.cookie (a synchronous call into the browser) for it on every request.
    withXSRFToken: false,
    timeout: HTTP_TIMEOUT_MS,
    validateStatus: (status) => status >= 200 && status <= 500,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const ui = (): HttpUi => (options.ui ? { ...getHttpUi(), ...options.ui } : getHttpUi());

  instance.interceptors.request.use((config) => {
    config.timeout = config.crossSystem ? CROSS_SYSTEM_TIMEOUT_MS : (config.timeout ?? HTTP_TIMEOUT_MS);
    const { accessToken, tempUser, loginMark } = session.getState();
    const headers = AxiosHeaders.from(config.headers);
    if (accessToken) headers.set('isp-authorization', accessToken);
    else if (tempUser?.userName) headers.set('isp-register', tempUser.userName);
    if (loginMark) headers.set('isp-login-mark', loginMark);
    headers.set('TENANT_ID', TENANT_ID);
    headers.set('content-lang', getLanguage());
    config.headers = headers;
    if (shouldSanitize(config.url)) {
      if (config.params !== undefined) config.params = sanitize(config.params);
      if (config.data !== undefined) config.data = sanitize(config.data);
    }
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      const currentUi = ui();
      readSessionHeaders(response, currentUi);
      const { status, config } = response;
      if (status === PASS_THROUGH_STATUS) return response;
      if (config.responseType === 'blob' && status === 200) return response;

      const body = bodyOf(response);
      const bodyMsg = typeof body?.msg === 'string' && body.msg !== '' ? body.msg : undefined;
      const bodyCode = typeof body?.code === 'number' ? body.code : undefined;

      if (bodyMsg === 'loginInvalid') {
        const hadToken = Boolean(session.getState().accessToken);
        const message = resolveMessage(currentUi, 'http.loginExpired');
        if (hadToken) currentUi.showError(message);
        session.logout();
        currentUi.onLoggedOut('loginInvalid');
        return Promise.reject(new HttpError(message, status, bodyCode, response));
      }
      if (status === 401) {
        session.logout();
        currentUi.onLoggedOut('401');
        return Promise.reject(
          new HttpError(resolveMessage(currentUi, bodyMsg ?? defaultMessageKeyForStatus(401)), 401, bodyCode, response),
        );
      }
      if (status !== 200 || bodyCode === 1) {
        // A refusal with no words of its own: "operation failed" (spec 01 §8, other messages)
        // rather than the "unknown system error" of a status that is not an error.
        const message = resolveMessage(currentUi, bodyMsg ?? (status === 200 ? 'http.operationFailed' : defaultMessageKeyForStatus(status)));
        return Promise.reject(failure(currentUi, message, status, bodyCode, config, response));
      }
      return response;
    },
    (error: AxiosError) => {
      // A cancelled request is the caller's decision, not a failure to report.
      if (axios.isCancel(error)) return Promise.reject(error);
      const currentUi = ui();
      const response = error.response;
      const status: HttpStatus = response?.status ?? '000';
      const body = response ? bodyOf(response) : undefined;
      const bodyMsg = typeof body?.msg === 'string' && body.msg !== '' ? body.msg : undefined;
      // No answer at all (offline, refused, timed out): "network error" (spec 01 §8, other messages),
      // not status 000's "operation too frequent", which would send the user to wait rather than check.
      const message = resolveMessage(currentUi, bodyMsg ?? (response ? defaultMessageKeyForStatus(status) : 'http.networkError'));
      const code = typeof body?.code === 'number' ? body.code : undefined;
      return Promise.reject(failure(currentUi, message, status, code, error.config, response, error.stack ?? ''));
    },
  );

  return instance;
}

/** Same-origin client; callers pass full paths ('/isp/portal/plogin/getDb', '/auth/oauth/token', '/code'). */
export const http: AxiosInstance = createHttpClient();

/** Client rooted at /isp/portal, for the portal calls of both specs. */
export const portalHttp: AxiosInstance = createHttpClient({ baseURL: API_PREFIX });
