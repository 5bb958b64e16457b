import { expect, test } from '../../support/test';

// The page served for a remote page's address draws the portal frame at once; the host takes over
// once it has drawn its own, and fetches each of the remote's files once (the page started early,
// beside the host's first render, and again when it opens, share one load).
test('/source_list: the frame before any script, then the page with each remote file fetched once', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto('/source_list');
  // Without scripts: the frame (brand, tabs, the inquiry tab current) is on screen, as real links.
  await expect(bare.locator('#first-screen .fs-logo')).toBeVisible();
  await expect(bare.locator('#first-screen nav a[aria-current="page"]')).toHaveAttribute('href', '/source_list?activeName=xjgg');
  await context.close();

  const page = await browser.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/source_list');
  await expect(page.locator('[data-testid="source-row"], [data-testid="source-notice-row"]').first()).toBeVisible();
  // The host's own frame has taken over from the server's.
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByTestId('portal-header')).toBeVisible();
  const remoteFiles = fetched.filter((p) => p.startsWith('/remotes/mf-sourcing/'));
  expect(remoteFiles.some((p) => p.endsWith('/remoteEntry.js'))).toBe(true);
  expect(remoteFiles.filter((p, i) => remoteFiles.indexOf(p) !== i), 'fetched twice').toEqual([]);
  await page.close();
});
