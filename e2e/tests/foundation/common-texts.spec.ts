// The host brings the common texts; a remote fetches its own copy only when the page's differ from
// its build's (an older or newer host), so a page of like builds sends them once.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { useLanguage } from '../../support/public-helpers';

// The digest the builds carry, worked out as the build does (tooling, loaded as support/previous-builds.ts loads it).
const { commonTextsDigest } = createRequire(import.meta.url)('../../../tooling/src/common-texts-digest.ts') as typeof import('../../../tooling/src/common-texts-digest');
const LOCALES = fileURLToPath(new URL('../../../shared/src/core/i18n/locales', import.meta.url));

const COPY = /\/common-texts\.[0-9a-f]+\.js$/;

/** The paths of the scripts a page fetched, from the moment this is called. */
function scriptsOf(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

test('a remote on a host with the same common texts fetches no copy of them, and shows them', async ({ page }) => {
  await useLanguage(page, 'en-US');
  const fetched = scriptsOf(page);
  await page.goto('/home');
  await expect(page.getByTestId('notice-row').first()).toBeVisible();
  await page.goto('/source_list?activeName=xjgg');
  await expect(page.getByTestId('source-search-submit')).toHaveText('Search');
  // Not vacuous: the remote's own scripts were fetched and seen.
  expect(fetched.some((path) => path.startsWith('/remotes/mf-sourcing/'))).toBe(true);
  expect(fetched.filter((path) => COPY.test(path))).toEqual([]);
});

test('a remote built with other common texts than the host fetches its copy before its page shows', async ({ page }) => {
  const digest = commonTextsDigest(LOCALES);
  // The remote's scripts as a build from other texts would carry them: another digest.
  await page.route('**/remotes/mf-sourcing/**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: body.replaceAll(digest, 'another-build000') });
  });
  await useLanguage(page, 'en-US');
  const fetched = scriptsOf(page);
  await page.goto('/source_list?activeName=xjgg');
  await expect(page.getByTestId('source-search-submit')).toHaveText('Search');
  expect(fetched.filter((path) => path.startsWith('/remotes/mf-sourcing/') && COPY.test(path))).toHaveLength(1);
});
