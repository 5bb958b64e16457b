// Helpers of the login and recovery browser tests. The test server (PORTAL_TEST_CAPTCHA=1) hands
// image, SMS and e-mail codes out in the x-test-code header; these read them from the replies the
// page itself received, so the form is driven exactly as a person would.
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { STORAGE_PAGE } from './shell-session';

export const PASSWORD = 'Portal@2026';
const CLIENT = { Authorization: `Basic ${Buffer.from('isp:isp').toString('base64')}`, tenant: '1' };

export { useLanguage } from './public-helpers';

export const codeOf = (response: Pick<Response, 'headers' | 'url' | 'status'>): string => {
  const code = response.headers()['x-test-code'];
  // A refusal (a rate limit's 429) carries no code either: say which, not only the usual suspect.
  if (!code) throw new Error(`no x-test-code on ${response.url()} (HTTP ${response.status()}): is PORTAL_TEST_CAPTCHA=1 set, or a limit reached?`);
  return code;
};

/**
 * An image code for a call a test makes itself: every SMS and e-mail send needs one (issue 12).
 * Spread it into the call's parameters.
 */
export async function imageProof(request: APIRequestContext): Promise<{ randomStr: string; imageCode: string }> {
  const randomStr = `e2e${Date.now()}${Math.random().toString(36).slice(2)}`;
  return { randomStr, imageCode: codeOf(await request.get(`/code?randomStr=${randomStr}`)) };
}

/**
 * Types the image code shown by the picture with this test id. The test asks the server for the
 * picture's randomStr again (the server then holds a new code for it) and types that code, since a
 * test cannot read the pixels a person reads.
 */
export async function fillImageCode(page: Page, testId: string): Promise<void> {
  const randomStr = await page.getByTestId(testId).getAttribute('data-random-str');
  if (!randomStr) throw new Error(`no image code picture ${testId}`);
  const code = codeOf(await page.request.get(`/code?randomStr=${encodeURIComponent(randomStr)}`));
  await page.getByTestId(`${testId}-input`).fill(code);
}


/** Starts listening before the click that sends an SMS or e-mail code. */
export const nextSentCode = (page: Page, path: string) => page.waitForResponse((r) => r.url().includes(path) && r.request().method() === 'POST').then(codeOf);

/** Logs a user in through the API (the image code from the test header); answers the token reply. */
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
  await page.goto(STORAGE_PAGE);
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

/**
 * Fills the password mode of the login card and submits it, with the code of the picture the card
 * shows now: on a cold start the card may be drawn twice, and the first image response is then
 * not the one on screen.
 */
export async function fillPasswordLogin(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.locator('input').nth(0).fill(username);
  await form.locator('input').nth(1).fill(password);
  await fillImageCode(page, 'image-code');
  await page.getByTestId('login-submit').click();
}

/**
 * Answers the force-offline confirm (spec 01 §4) with yes when it comes, for an account that may
 * still have a session from earlier in its test or from a failed first attempt. Yes ends every
 * other session of the account, so only on an account that no test running at the same time uses
 * (support/registrations.ts makes one): on a shared demo account it logged other tests out.
 */
export async function confirmForceOfflineIfAsked(page: Page): Promise<void> {
  const ok = page.locator('.ant-modal-confirm-btns .ant-btn-primary');
  // The question comes only once the server has checked the password or code (askOnline), which
  // takes a moment on a busy machine; a login that needs no question leaves the page instead.
  const from = page.url();
  const asked = await Promise.race([
    ok.waitFor({ timeout: 15_000 }).then(() => true, () => false),
    page.waitForURL((url) => url.href !== from, { timeout: 15_000 }).then(() => false, () => false),
  ]);
  if (asked) await ok.click();
}
