import type { Page } from '@playwright/test';
import { STORAGE_PAGE } from './shell-session';

export const DEMO_SUPPLIER = { username: 'supplier01', password: 'Portal@2026' };

/**
 * Logs in through the API (not the form) and puts the session where the portal keeps it, so a
 * test starts on the page it is about. The test server hands out the image code in a header.
 */
export async function loginAsSupplier(page: Page): Promise<void> {
  const randomStr = `e2e${Date.now()}${Math.random().toString(36).slice(2)}`;
  const codeReply = await page.request.get(`/code?randomStr=${randomStr}`);
  const code = codeReply.headers()['x-test-code'];
  const reply = await page.request.post('/auth/oauth/token', {
    params: { ...DEMO_SUPPLIER, randomStr, code, grant_type: 'password', scope: 'server' },
    headers: { Authorization: `Basic ${Buffer.from('isp:isp').toString('base64')}`, tenant: '1' },
  });
  if (!reply.ok()) throw new Error(`login failed: ${reply.status()} ${await reply.text()}`);
  const body = (await reply.json()) as { access_token: string; refresh_token: string; user_info: unknown; protalUser: unknown };
  await page.goto(STORAGE_PAGE);
  await page.evaluate((b) => {
    const put = (name: string, content: unknown) =>
      localStorage.setItem(`isp-portal-${name}`, JSON.stringify({ dataType: typeof content, content, type: 'local', datetime: Date.now() }));
    put('access_token', b.access_token);
    put('refresh_token', b.refresh_token);
    put('user_info', b.user_info);
    put('portal_user', b.protalUser);
  }, body);
}
