import type { Page } from '@playwright/test';

/**
 * Holds every request of the page to `url` (a glob, as page.route takes it) until the answer is
 * called: what waits for it stays loading for as long as a test looks at it.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
