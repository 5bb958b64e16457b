import type { Page } from '@playwright/test';

/**
 * How far the page scrolls sideways, in CSS pixels (≤ 0: it does not). Poll it after a resize: the
 * layout for the new width (antd's breakpoints) is drawn a moment later.
 */
export const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
