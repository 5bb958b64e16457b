import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/test';
import { REPO } from '../../support/portal-server';
import { useLanguage } from '../../support/public-helpers';
import { LANGUAGES, PUBLIC_PAGES } from './public-pages';

type FrameTexts = { description: Record<string, string> };
const frameTexts = (lang: string): FrameTexts =>
  JSON.parse(readFileSync(path.join(REPO, 'host/src/portal-frame/locales', `${lang}.json`), 'utf8')) as FrameTexts;

test('the favicon is served at /favicon.ico and linked from the page', async ({ page, request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toBe('image/x-icon');
  // An ICO file starts with reserved 0 and type 1.
  expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  const svg = await request.get('/favicon.svg');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toBe('image/svg+xml');
  await page.goto('/home');
  await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
});

for (const lang of LANGUAGES) {
  test(`each public page describes itself in ${lang}, the page's language is declared, and the console stays clean`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    await useLanguage(page, lang);
    const texts = frameTexts(lang);
    const seen = new Set<string>();
    for (const target of PUBLIC_PAGES) {
      await page.goto(await target.url(request));
      await target.ready(page);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveCount(1);
      await expect(description).toHaveAttribute('content', texts.description[target.description]);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      seen.add(texts.description[target.description]);
    }
    // Every page its own text, not one for the whole portal.
    expect(seen.size).toBe(PUBLIC_PAGES.length);
    expect(errors).toEqual([]);
  });
}

test('the description and the page language follow a route change and a language switch', async ({ page }) => {
  await page.goto('/index_list?ggTypeName=zbgg');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', frameTexts('zh-CN').description.indexList);
  await page.getByTestId('portal-logo').click();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', frameTexts('zh-CN').description.home);
  await page.getByTestId('language-switch').hover();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', frameTexts('en-US').description.home);
});
