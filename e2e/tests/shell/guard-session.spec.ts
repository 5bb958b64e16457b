import { expect, test } from '../../support/test';
import { LANGS, STORAGE_PAGE, TEXT, apiLogin, putStorage, readStorage, shellSession } from '../../support/shell-session';

for (const lang of LANGS) {
  test(`guard: unknown paths go to /404, protected ones need a token, /login with a token goes on (${lang})`, async ({ page }) => {
    await page.goto(STORAGE_PAGE);
    await putStorage(page, { lang });
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('error-page-404')).toBeVisible();
    for (const code of ['401', '403', '500']) {
      await page.goto(`/${code}`);
      await expect(page.getByTestId(`error-page-${code}`)).toBeVisible();
    }
    await page.goto('/contract_list');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/info/index');
    await expect(page).toHaveURL(/\/home$/);

    await shellSession(page, { lang });
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/info/index');
    await expect(page.getByTestId('info-userName')).toHaveText('supplier01');
    await expect(page).toHaveTitle(new RegExp(`-${TEXT[lang].title}$`));
  });
}

test('session timer: at 1000 one refresh is requested, the tokens rotate and the counter restarts', async ({ page }) => {
  const login = await shellSession(page, { extra: { token_time: 1020, test_token_check_ms: 200 } });
  const refreshes: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/auth/token/refresh')) refreshes.push(r.url()); });
  const reply = page.waitForResponse((r) => r.url().includes('/auth/token/refresh'));
  await page.goto('/contract_list');
  expect((await reply).status()).toBe(200);
  await expect.poll(() => readStorage<string>(page, 'access_token')).not.toBe(login.access_token);
  const time = await readStorage<number>(page, 'token_time');
  expect(time).toBeGreaterThan(5000);
  await page.waitForTimeout(1000);
  expect(refreshes).toHaveLength(1);
  // Rotation: the old refresh token is refused by the server now.
  const reuse = await page.request.post('/auth/token/refresh', {
    params: { refresh_token: login.refresh_token },
    headers: { Authorization: `Basic ${Buffer.from('isp:isp').toString('base64')}`, tenant: '1' },
  });
  expect(reuse.status()).toBe(401);
  // The page keeps working with the new token.
  await expect(page.getByTestId('contract-table').locator('tbody tr').first()).toBeVisible();
});

test('session timer: a failed refresh stops the counter', async ({ page }) => {
  await shellSession(page, { extra: { token_time: 1010, test_token_check_ms: 200 } });
  await page.route('**/auth/token/refresh**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 1, msg: 'unknown system error, report to administrator' }) }));
  await page.goto('/home/index');
  await expect.poll(() => readStorage<number>(page, 'token_time')).toBe(1000);
  await page.waitForTimeout(1500);
  expect(await readStorage<number>(page, 'token_time')).toBe(1000);
});

test("login-mark '1' is stored and '0' without a local mark logs out", async ({ page }) => {
  await shellSession(page);
  await page.route('**/isp/portal/user/info', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'login-mark': '1' } });
  });
  await page.goto('/info/index');
  await expect(page.getByTestId('info-userName')).toHaveText('supplier01');
  expect(await readStorage(page, 'login_mark')).toBe('1');

  await page.unroute('**/isp/portal/user/info');
  const body = await apiLogin(page);
  await putStorage(page, { access_token: body.access_token, refresh_token: body.refresh_token });
  await page.evaluate(() => localStorage.removeItem('isp-portal-login_mark'));
  await page.route('**/isp/portal/user/info', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'login-mark': '0' } });
  });
  await page.goto('/info/index');
  await expect(page).toHaveURL(/\/home$/);
  expect(await readStorage(page, 'access_token')).toBeUndefined();
});
