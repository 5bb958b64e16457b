import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { apiLogin, codeOf, storeSession, useLanguage } from '../../support/auth-helpers';
import { LANGS } from '../../support/shell-session';
import { TEMP_PASSWORD, newTempUser, storeTempSession } from '../registration/registration-helpers';

// Review material, not assertions of looks: the screens the new-user findings of issue 12 touched
// (shell header, login, recovery, registration, source list and detail) in every language at
// 1280, 700 and 400 px. Taken only when asked (SHOTS_DIR=<folder>; e2e/artifacts is emptied by
// every run), since they cost several minutes of browser time and assert nothing.
const WIDTHS = [1280, 700, 400] as const;
const DIR = process.env.SHOTS_DIR ?? '';
test.skip(!DIR, 'review screenshots: set SHOTS_DIR to a folder to take them');

const shot = (page: Page, name: string) => page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });

async function firstSourceId(page: Page): Promise<string> {
  const reply = await page.request.post('/isp/portal/plogin/getDb', { params: { page: 1, pageSize: 1 } });
  return ((await reply.json()) as { records: { sourceId: string }[] }).records[0].sourceId;
}

async function apiLoginForcingOffline(page: Page, username: string): Promise<void> {
  const randomStr = `shot${Date.now()}`;
  const code = codeOf(await page.request.get(`/code?randomStr=${randomStr}`));
  const headers = { Authorization: `Basic ${Buffer.from('isp:isp').toString('base64')}`, tenant: '1' };
  await page.request.post('/auth/oauth/token', { params: { username, password: TEMP_PASSWORD, randomStr, code, grant_type: 'password', scope: 'server', forceOffline: 'true' }, headers });
}

for (const lang of LANGS) {
  test(`screens of the new-user findings (${lang})`, async ({ page }) => {
    test.setTimeout(300_000);
    await useLanguage(page, lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/login');
      await expect(page.getByTestId('login-form')).toBeVisible();
      await shot(page, `login-${lang}-${width}`);
      await page.getByTestId('login-mode').locator('.ant-segmented-item').nth(1).click();
      await expect(page.getByTestId('mobile-login-form')).toBeVisible();
      await shot(page, `login-sms-${lang}-${width}`);
      await page.goto('/forgetPassword');
      await expect(page.getByTestId('recovery-email-form')).toBeVisible();
      await shot(page, `forget-password-${lang}-${width}`);
      await page.goto('/register');
      await expect(page.getByTestId('register-form')).toBeVisible();
      await shot(page, `register-${lang}-${width}`);
      await page.goto('/updatePassword?userName=changepw01&typeCode=x');
      await expect(page.getByTestId('update-password-form')).toBeVisible();
      await shot(page, `update-password-${lang}-${width}`);
      await page.goto('/source_List');
      await expect(page.getByTestId('source-row').first()).toBeVisible();
      await shot(page, `source-list-${lang}-${width}`);
      await page.goto(`/source_detail?sourceId=${await firstSourceId(page)}`);
      await expect(page.getByTestId('source-detail-num')).toBeVisible();
      await shot(page, `source-detail-${lang}-${width}`);
    }
    await storeSession(page, await apiLogin(page.request, 'supplier01'));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/supplier_home_todo');
      await expect(page.getByTestId('shell-header')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, `shell-${lang}-${width}`);
    }
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const userName = await newTempUser(page.request, 'shot');
      await storeTempSession(page, userName);
      await page.goto('/registerDetail');
      await expect(page.getByTestId('register-header')).toBeVisible();
      await shot(page, `register-detail-${lang}-${width}`);
      // Then the same account logs in elsewhere, forcing this session offline.
      await apiLoginForcingOffline(page, userName);
      await page.reload();
      await expect(page.getByTestId('forced-offline-notice')).toBeVisible();
      // The dialog zooms in: let it arrive.
      await page.waitForTimeout(800);
      await shot(page, `forced-offline-${lang}-${width}`);
    }
  });
}
