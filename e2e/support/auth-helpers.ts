// Helpers of the login and recovery browser tests. The test server (PORTAL_TEST_CAPTCHA=1) hands
// image, SMS and e-mail codes out in the x-test-code header; these read them from the replies the
// page itself received, so the form is driven exactly as a person would.
import type { APIRequestContext, Page, Response } from '@playwright/test';

export const PASSWORD = 'Portal@2026';
const CLIENT = { Authorization: `Basic ${Buffer.from('isp:isp').toString('base64')}`, tenant: '1' };

/** Sets the interface language before the first script runs (stored key 'lang'). */
export async function useLanguage(page: Page, lang: 'zh-CN' | 'en-US' | 'vi-VN'): Promise<void> {
  await page.addInitScript((l) => {
    localStorage.setItem('isp-portal-lang', JSON.stringify({ dataType: 'string', content: l, type: 'local', datetime: Date.now() }));
  }, lang);
}

export const codeOf = (response: Pick<Response, 'headers' | 'url'>): string => {
  const code = response.headers()['x-test-code'];
  if (!code) throw new Error(`no x-test-code on ${response.url()}: is PORTAL_TEST_CAPTCHA=1 set?`);
  return code;
};

/** Waits for the next image code the page loads and returns its text. */
export const nextImageCode = (page: Page) => page.waitForResponse((r) => r.url().includes('/code?randomStr=')).then(codeOf);

/** Starts listening before the click that sends an SMS or e-mail code. */
export const nextSentCode = (page: Page, path: string) => page.waitForResponse((r) => r.url().includes(path) && r.request().method() === 'POST').then(codeOf);

export async function apiLogin(request: APIRequestContext, username: string, password = PASSWORD): Promise<{ access_token: string; refresh_token: string; user_info: unknown; protalUser: unknown; tempuser?: unknown }> {
  const randomStr = `e2e${Date.now()}${Math.random().toString(36).slice(2)}`;
  const code = codeOf(await request.get(`/code?randomStr=${randomStr}`));
  const reply = await request.post('/auth/oauth/token', { params: { username, password, randomStr, code, grant_type: 'password', scope: 'server' }, headers: CLIENT });
  if (!reply.ok()) throw new Error(`login failed: ${reply.status()} ${await reply.text()}`);
  return reply.json();
}

/**
 * Puts an API login into the page's storage, where the portal keeps its session: a portal user's
 * answer (protalUser) or, for a temporary user, its tempuser.
 */
export async function storeSession(
  page: Page,
  body: { access_token: string; refresh_token: string; user_info: unknown; protalUser?: unknown; tempuser?: unknown },
  kind: 'portal' | 'temp' = 'portal',
): Promise<void> {
  await page.goto('/404');
  await page.evaluate(
    ([b, k]) => {
      const put = (name: string, content: unknown) => localStorage.setItem(`isp-portal-${name}`, JSON.stringify({ dataType: typeof content, content, type: 'local', datetime: Date.now() }));
      put('access_token', b.access_token);
      put('refresh_token', b.refresh_token);
      put('user_info', b.user_info);
      if (k === 'temp') put('temp_user', b.tempuser);
      else put('portal_user', b.protalUser);
    },
    [body, kind] as const,
  );
}

export const storedToken = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('isp-portal-access_token') ?? 'null')?.content ?? null);

/** Fills the password mode of the login card and submits it. */
export async function fillPasswordLogin(page: Page, username: string, password: string, code: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.locator('input').nth(0).fill(username);
  await form.locator('input').nth(1).fill(password);
  await page.getByTestId('image-code-input').fill(code);
  await page.getByTestId('login-submit').click();
}

/**
 * The demo accounts are shared by every browser test, so another session may be live: answer the
 * force-offline confirm with yes when it comes (spec 01 §4).
 */
export async function confirmForceOfflineIfAsked(page: Page): Promise<void> {
  const ok = page.locator('.ant-modal-confirm-btns .ant-btn-primary');
  if (await ok.waitFor({ timeout: 3000 }).then(() => true, () => false)) await ok.click();
}
