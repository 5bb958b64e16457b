import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import { useLanguage } from '../../support/public-helpers';
import { LANGUAGES, PUBLIC_PAGES } from './public-pages';

async function usePreferences(page: Page, themeName: string, themeColor: string): Promise<void> {
  await page.addInitScript(
    (p) => localStorage.setItem('isp-portal-preferences', JSON.stringify({ dataType: 'object', content: p, type: 'local', datetime: Date.now() })),
    { themeName, themeColor },
  );
}

test.describe('axe finds nothing serious on the public pages', () => {
  for (const lang of LANGUAGES) {
    for (const target of PUBLIC_PAGES) {
      test(`${target.name} in ${lang}`, async ({ page, request }) => {
        await useLanguage(page, lang);
        await page.goto(await target.url(request));
        await target.ready(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('the login card in the password and the SMS mode, with its validation messages', async ({ page }) => {
    await useLanguage(page, 'en-US');
    await page.goto('/login');
    await page.getByTestId('login-submit').click();
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('login-mode').getByText('SMS', { exact: false }).click();
    await expect(page.getByTestId('mobile-login-form')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

// The colour picker offers these (host/src/shell/header/ColorPickerButton.tsx), and the themes
// chooser those; each pair is drawn on the public pages the picker's colour reaches.
const COLOURS = ['#409EFF', '#1890FF', '#F5222D', '#FA541C', '#FAAD14', '#13C2C2', '#52C41A', '#2F54EB', '#722ED1'];
const THEMES = ['default', 'theme-white', 'theme-star', 'theme-iview', 'theme-d2', 'theme-hey', 'theme-bali'];

test.describe('links, tags and text keep AA contrast whatever the theme and colour', () => {
  COLOURS.forEach((colour, i) => {
    const theme = THEMES[i % THEMES.length];
    test(`${theme} with ${colour}`, async ({ page, request }) => {
      await usePreferences(page, theme, colour);
      // The home page has every kind of text the picked colour reaches: links, tabs, tags, buttons.
      const home = PUBLIC_PAGES[0];
      await page.goto(await home.url(request));
      await home.ready(page);
      expect(await seriousViolations(page, ['color-contrast', 'link-in-text-block'])).toEqual([]);
    });
  });
});
