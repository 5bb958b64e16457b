import type { Page } from '@playwright/test';

/** Starts the page in a language by the stored 'lang' setting, as the portal keeps it. */
export async function useLanguage(page: Page, lang: 'zh-CN' | 'en-US' | 'vi-VN'): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('isp-portal-lang', JSON.stringify({ dataType: 'string', content: l, type: 'local', datetime: Date.now() })), lang);
}

const puzzleTargets = new WeakMap<Page, number>();

/**
 * Remembers where the hole of each puzzle the page loads is. The picture is pixels a script cannot
 * read, so the test server (PORTAL_TEST_CAPTCHA=1, never in production) names the target in the
 * x-test-puzzle-x header. Call it before the puzzle opens.
 */
export function watchPuzzles(page: Page): void {
  page.on('response', (response) => {
    const x = response.headers()['x-test-puzzle-x'];
    if (x !== undefined && response.url().includes('/getSliderPuzzle')) puzzleTargets.set(page, Number(x));
  });
}

/** Where the shown puzzle's hole is (see watchPuzzles). */
export async function puzzleTarget(page: Page): Promise<number> {
  await page.getByTestId('puzzle-background').waitFor();
  const x = puzzleTargets.get(page);
  if (x === undefined) throw new Error('no puzzle target seen: call watchPuzzles(page) before the puzzle opens, on a server with PORTAL_TEST_CAPTCHA=1');
  return x;
}

/**
 * The handle's box once the dialog has stopped moving: a box read during the dialog's opening
 * animation puts the pointer beside the handle, and the drag never starts.
 */
async function settledHandleBox(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const handle = page.getByTestId('puzzle-handle');
  let last = await handle.boundingBox();
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(100);
    const next = await handle.boundingBox();
    if (next && last && next.x === last.x && next.y === last.y && next.width === last.width) return next;
    last = next;
  }
  if (!last) throw new Error('no handle');
  return last;
}

/** Drags the slider handle by dx like a person: speeding up, slowing down, wobbling, pausing. */
export async function humanDrag(page: Page, dx: number): Promise<void> {
  const box = await settledHandleBox(page);
  const x0 = box.x + box.width / 2;
  const y0 = box.y + box.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  const steps = 28;
  for (let i = 1; i <= steps; i++) {
    const f = i / steps;
    const eased = f < 0.5 ? 2 * f * f : 1 - (-2 * f + 2) ** 2 / 2;
    await page.mouse.move(x0 + dx * eased, y0 + [0, 1, 2, 1, 0, -1][i % 6]);
    await page.waitForTimeout(15 + (i % 4) * 12);
  }
  await page.mouse.move(x0 + dx, y0 + 1);
  await page.waitForTimeout(80);
  await page.mouse.up();
}

/** A script's drag: one straight, even glide. */
export async function scriptedDrag(page: Page, dx: number): Promise<void> {
  const box = await settledHandleBox(page);
  const x0 = box.x + box.width / 2;
  const y0 = box.y + box.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x0 + dx, y0, { steps: 20 });
  await page.mouse.up();
}
