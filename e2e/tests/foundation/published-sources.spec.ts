import { expect, test } from '../../support/test';
import { loginAsSupplier } from '../../support/api-login';

// Production publishes no sources: the scripts' maps stay beside the build, unserved. A stylesheet
// imported by a script once came with its map inside the script (its whole source text, comments
// and all, as sourcesContent), on every page that drew it.
test('the scripts of the host and the remotes carry no source text, no map inside', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await loginAsSupplier(page);
  for (const [address, drawn] of [['/home', 'notice-row'], ['/contract_list', 'contract-row'], ['/supplier_home_todo', 'todo-sources']]) {
    await page.goto(address);
    await expect(page.getByTestId(drawn).first()).toBeVisible();
  }
  // The host and the remotes drawn on those pages.
  expect([...scripts].filter((file) => file.endsWith('/remoteEntry.js')).length).toBeGreaterThanOrEqual(3);
  for (const file of scripts) {
    const body = await (await page.request.get(file)).text();
    // (style-loader's own code names an inline map in a string: not a map.)
    expect([file, body.includes('sourcesContent'), body.includes('sourceRoot')]).toEqual([file, false, false]);
  }
});
