// The suite's own promise (e2e/support/test.ts): a worker hands its browser context from test to
// test, and the next test finds nothing the last one left in it; a context a test changed in a way
// that cannot be emptied is not handed on.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../support/test';

test.describe.configure({ mode: 'serial' });
test.skip(process.env.E2E_FRESH_CONTEXTS === '1', 'every test has a fresh context in this run');

let previous: BrowserContext | undefined;

const leftovers = (page: Page) =>
  page.evaluate(async () => ({
    local: localStorage.getItem('kept-probe'),
    databases: (await indexedDB.databases()).map((d) => d.name),
    cookies: document.cookie,
  }));

test('a test leaves storage, a cookie and a database behind', async ({ page, context }) => {
  await page.goto('/health');
  await context.addCookies([{ name: 'kept_probe', value: '1', url: page.url() }]);
  await page.evaluate(async () => {
    localStorage.setItem('kept-probe', 'left');
    await new Promise((resolve, reject) => {
      const open = indexedDB.open('kept-probe');
      open.onsuccess = () => {
        open.result.close();
        resolve(null);
      };
      open.onerror = () => reject(open.error);
    });
  });
  expect(await leftovers(page)).toEqual({ local: 'left', databases: ['kept-probe'], cookies: 'kept_probe=1' });
  previous = context;
});

test('the next test gets the same context with none of it', async ({ page, context }) => {
  expect(context).toBe(previous);
  await page.goto('/health');
  expect(await leftovers(page)).toEqual({ local: null, databases: [], cookies: '' });
});

test('a test that adds an init script to its context', async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('kept-probe', 'from a script'));
  previous = context;
});

test('does not hand that context on', async ({ page, context }) => {
  expect(context).not.toBe(previous);
  await page.goto('/health');
  expect(await leftovers(page)).toEqual({ local: null, databases: [], cookies: '' });
});
