import { expect, test } from '@playwright/test';

// The page served for a remote page's address draws the portal frame at once and names the
// remote's files in preload tags; the browser fetches each of them once (the preload is the one
// used) and the page's first row comes from them.
test('/source_list: the frame before any script, the remote page fetched early and each of its files once', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto('/source_list');
  // Without scripts: the frame (brand, tabs, the inquiry tab current) is on screen, as real links.
  await expect(bare.locator('#first-screen .fs-logo')).toBeVisible();
  await expect(bare.locator('#first-screen nav a[aria-current="page"]')).toHaveAttribute('href', '/source_list?activeName=xjgg');
  const preloaded = await bare.locator('link[rel="preload"][href^="/remotes/mf-sourcing/"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(preloaded.some((p) => p.endsWith('/mf-manifest.json'))).toBe(true);
  expect(preloaded.some((p) => p.endsWith('/remoteEntry.js'))).toBe(true);
  await context.close();

  const page = await browser.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/source_list');
  await expect(page.locator('[data-testid="source-row"], [data-testid="source-notice-row"]').first()).toBeVisible();
  // The host's own frame has taken over from the server's.
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByTestId('portal-header')).toBeVisible();
  for (const file of preloaded) expect(fetched.filter((p) => p === file), `${file} fetched once`).toHaveLength(1);
  await page.close();
});
