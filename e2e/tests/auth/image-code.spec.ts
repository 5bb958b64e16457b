import { expect, test } from '../../support/test';

// The image code is a PNG now (issue 12): the login card shows it as served, and a click fetches
// a new one. The answer is not in the page: tests read it from the test server's header.
test('the login card shows the image code as a PNG the browser draws, and a click gives a new one', async ({ page }) => {
  const first = page.waitForResponse((r) => r.url().includes('/code?randomStr='));
  await page.goto('/login');
  const reply = await first;
  expect(reply.headers()['content-type']).toBe('image/png');
  const image = page.getByTestId('image-code');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBeGreaterThan(0);

  const next = page.waitForResponse((r) => r.url().includes('/code?randomStr='));
  await image.click();
  expect((await next).headers()['content-type']).toBe('image/png');
});
