import { expect, test } from '../../support/test';
import { portalCli } from '../../support/portal-server';
import { testServer } from '../../support/server-env';

function cliEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORTAL_DATA_DIR: testServer().dataDir };
  delete env.DATABASE_URL;
  return env;
}

async function liveScriptOf(page: import('@playwright/test').Page, remote: string): Promise<string> {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  await page.goto('/home');
  await expect(page.getByTestId('notice-row').first()).toBeVisible();
  const match = urls.find((u) => u.startsWith(`/remotes/${remote}/`) && u.endsWith('/remoteEntry.js'));
  expect(match, `no remoteEntry.js of ${remote} was loaded`).toBeTruthy();
  return match!.split('/')[3];
}

test('pnpm release and rollback change what a freshly loaded browser gets, with the server running', async ({ browser }) => {
  const env = cliEnv();
  const before = await liveScriptOf(await browser.newPage(), 'mf-public');

  const released = portalCli(env, 'release', 'mf-public');
  const newVersion = /released (\S+)/.exec(released)?.[1];
  expect(newVersion).toBeTruthy();
  expect(newVersion).not.toBe(before);
  expect(await liveScriptOf(await browser.newPage(), 'mf-public')).toBe(newVersion);

  portalCli(env, 'rollback', 'mf-public');
  expect(await liveScriptOf(await browser.newPage(), 'mf-public')).toBe(before);

  // Rolling one remote back leaves the others on their versions.
  const listing = portalCli(env, 'remotes');
  expect(listing).toMatch(/mf-public\s+live: /);
  expect(listing).toContain('rollback');
});
