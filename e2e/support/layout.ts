import type { Page } from '@playwright/test';

/** How far the page scrolls sideways, in CSS pixels (≤ 0: it does not). */
export const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
