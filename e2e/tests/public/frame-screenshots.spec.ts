import { expect, test } from '../../support/test';
import { useLanguage } from '../../support/public-helpers';
import { LANGUAGES, PUBLIC_PAGES } from './public-pages';
import { picture } from '../../support/pictures';
import { go } from '../../support/shell-session';

// Screenshots of the public frame and the pages it carries, for a person to look at
// (e2e/artifacts is git-ignored): each language, at the spec's width and at a phone's. The first
// page of each width is loaded at that width; the others open in the page, as a visitor's click
// does (a load each cost a whole start of the portal: 10 per language, 30 a run).
for (const lang of LANGUAGES) {
  test(`public frame pages render in ${lang} at 1280 and 400 px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await useLanguage(page, lang);
    for (const width of [1280, 400]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [i, target] of PUBLIC_PAGES.entries()) {
        const url = await target.url(request);
        if (i === 0) await page.goto(url);
        else await go(page, url);
        await target.ready(page);
        await expect(page.getByTestId('portal-footer')).toBeVisible();
        await picture(page, `artifacts/public-frame/${target.name.replace(/\W+/g, '-')}-${lang}-${width}.png`, { fullPage: true });
      }
    }
  });
}
