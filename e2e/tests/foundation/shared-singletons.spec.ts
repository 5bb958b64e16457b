import { expect, test } from '../../support/test';
import { loginAsSupplier } from '../../support/api-login';

interface MfManifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

const SINGLETONS = ['react-dom', 'antd', '@portal/runtime'];

test('react-dom, antd and the portal runtime are fetched once across pages of three remotes', async ({ page, request }) => {
  await loginAsSupplier(page);
  const fetched: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) fetched.push(new URL(response.url()).pathname);
  });
  await page.goto('/home');
  await expect(page.getByTestId('notice-row').first()).toBeVisible();
  // In-app navigation, as a user moves through the portal: one page load, three remotes.
  await page.evaluate(() => (window as unknown as { __PORTAL_NAVIGATION__: { go(p: string): void } }).__PORTAL_NAVIGATION__.go('/source_List'));
  await expect(page.getByTestId('source-table').locator('tbody tr').first()).toBeVisible();
  await page.evaluate(() => (window as unknown as { __PORTAL_NAVIGATION__: { go(p: string): void } }).__PORTAL_NAVIGATION__.go('/contract_list'));
  await expect(page.getByTestId('contract-table').locator('tbody tr').first()).toBeVisible();

  // Which files carry each singleton, for the host and every remote, from their federation manifests.
  const registry = (await (await request.get('/mf/registry.json')).json()) as { remotes: { entry: string }[] };
  const manifests: { base: string; manifest: MfManifest }[] = [{ base: '/', manifest: await (await request.get('/mf-manifest.json')).json() }];
  for (const remote of registry.remotes) {
    manifests.push({ base: remote.entry.replace(/mf-manifest\.json$/, ''), manifest: await (await request.get(remote.entry)).json() });
  }
  for (const name of SINGLETONS) {
    const providers = new Set<string>();
    for (const { base, manifest } of manifests) {
      const entry = manifest.shared.find((s) => s.name === name);
      const files = [...(entry?.assets.js.sync ?? []), ...(entry?.assets.js.async ?? [])].map((f) => `${base}${f}`);
      // A chunk shared by several singletons is counted once per provider, not per library.
      if (files.some((file) => fetched.includes(file))) providers.add(base);
      for (const file of files) expect(fetched.filter((f) => f === file).length, `${file} fetched more than once`).toBeLessThanOrEqual(1);
    }
    expect([...providers], `${name} came from ${[...providers].join(', ')}`).toHaveLength(1);
  }
});
