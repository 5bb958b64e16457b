// Screenshots are review material for a person (docs/testing.md), not assertions:
// the suite's 321 pictures cost about 40 s of a browser run on two cores, so a run takes them only
// when asked, with E2E_PICTURES=1. The steps around a picture (the page, the language, the width)
// run and assert either way.
import type { Locator, Page } from '@playwright/test';

export const PICTURES = process.env.E2E_PICTURES === '1';

/** Writes a picture of the page or of one element to `path`, when pictures were asked for. */
export async function picture(target: Page | Locator, path: string, opts: { fullPage?: boolean; settle?: boolean } = {}): Promise<void> {
  if (!PICTURES) return;
  const page = 'goto' in target ? target : target.page();
  // Late fonts and antd's last repaints land within half a second of a page looking ready.
  if (opts.settle) await page.waitForTimeout(500);
  if ('goto' in target) await target.screenshot({ path, fullPage: opts.fullPage ?? false });
  else await target.screenshot({ path });
}
