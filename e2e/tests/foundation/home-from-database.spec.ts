import { expect, test } from '../../support/test';

test('/home lists tender notices read from the database', async ({ page, request }) => {
  const reply = await request.get('/isp/portal/tenderNotice/getMainPageInfoByIsp', { params: { current: 1, size: 5 } });
  const body = (await reply.json()) as { records: { infoTitle: string }[] };
  expect(body.records.length).toBeGreaterThan(0);
  await page.goto('/home');
  await expect(page.getByTestId('notice-row').first()).toHaveText(body.records[0].infoTitle);
});

test('/ goes to /home and an unknown path to /404', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});
