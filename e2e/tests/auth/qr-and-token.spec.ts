import { expect, test } from '../../support/test';
import { apiLogin, storeSession, storedToken, useLanguage } from '../../support/auth-helpers';

test('QR login: a supplier logged in on another device confirms, /middle logs in', async ({ page, browser, request }) => {
  await useLanguage(page, 'zh-CN');
  await page.goto('/middle');
  await expect(page.getByTestId('qr-code')).toBeVisible();
  const confirmUrl = (await page.getByTestId('qr-confirm-url').innerText()).trim();
  expect(confirmUrl).toMatch(/\/middle\?confirm=/);

  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await useLanguage(phonePage, 'en-US');
  await storeSession(phonePage, await apiLogin(request, 'supplier01'));
  await phonePage.goto(confirmUrl);
  await phonePage.getByTestId('qr-confirm').click();
  await expect(phonePage.getByTestId('qr-confirmed')).toBeVisible();
  await phone.close();

  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
  expect(await storedToken(page)).toBeTruthy();
});

test('token login: /home?args=<ticket> logs in and the address is reset to /home', async ({ page, request }) => {
  const session = await apiLogin(request, 'supplier01');
  const ticket = await request.post('/isp/portal/user/createLoginTicket', { headers: { 'isp-authorization': session.access_token } });
  const args = ((await ticket.json()) as { data: string }).data;
  await page.goto(`/home?args=${encodeURIComponent(args)}`);
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => storedToken(page)).toBeTruthy();
  expect(await storedToken(page)).not.toBe(session.access_token);
});
