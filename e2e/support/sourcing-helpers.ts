// What the sourcing browser tests share: the detail's slider puzzle solved like a person, the
// detail opened at its address, a settled screenshot, a small bid file and a line of the (virtual)
// quotation table scrolled into view.
import { expect, type Locator, type Page } from '@playwright/test';
import { humanDrag, puzzleTarget } from './public-helpers';
import { picture } from './pictures';

export const SOURCING_SHOTS = 'artifacts/sourcing';

export async function solvePuzzle(page: Page): Promise<void> {
  await expect(page.getByTestId('slider-puzzle')).toBeVisible();
  const target = await puzzleTarget(page);
  await expect(page.locator('.ant-modal[class*="ant-zoom-"]')).toHaveCount(0);
  await humanDrag(page, target);
  await expect(page.getByTestId('puzzle-result')).toHaveAttribute('data-kind', 'passed');
}

/** A detail address opened directly: the page asks for the puzzle at once. */
export async function openDetail(page: Page, sourceId: string): Promise<void> {
  await page.goto(`/source_detail?sourceId=${sourceId}`);
  await solvePuzzle(page);
  await expect(page.getByTestId('source-detail-num')).toBeVisible();
}

/** A picture of the whole page once late fonts have settled (when pictures were asked for). */
export const shoot = (page: Page, name: string, dir = SOURCING_SHOTS) => picture(page, `${dir}/${name}.png`, { fullPage: true, settle: true });

/** A small PDF, enough for a bid file (the one registration tests upload). */
export { smallPdf } from './registrations';

/**
 * The row of one quotation line, scrolled into view: the lines table is virtual, so a line far down
 * exists in the page only once the supplier has scrolled to it.
 */
export async function quotationLine(page: Page, lineNo: number): Promise<Locator> {
  const row = page.locator(`[data-testid="quotation-line"][data-line-no="${lineNo}"]`);
  const body = page.getByTestId('quotation-lines').getByTestId('virtual-grid-body');
  await expect(async () => {
    // Scrolls to where the line should be by the height of a drawn row (rows with an error are
    // taller, so this may land near it; the next try corrects from there).
    if ((await row.count()) === 0)
      await body.evaluate((el, n) => {
        const drawn = [...el.querySelectorAll<HTMLElement>('[data-line-no]')];
        const first = drawn[0];
        const height = first?.offsetHeight || 40;
        const firstNo = Number(first?.dataset.lineNo ?? 1);
        el.scrollTop += (n - firstNo - 2) * height;
      }, lineNo);
    await expect(row).toHaveCount(1, { timeout: 300 });
  }).toPass({ timeout: 15_000 });
  return row;
}

/**
 * Expects a field of one quotation line to show a value, scrolling to the line as often as needed:
 * the virtual list may redraw (and drop the row) when the lines change under it, as after an import.
 */
export async function expectLineField(page: Page, lineNo: number, field: string, value: string): Promise<void> {
  await expect(async () => {
    await expect((await quotationLine(page, lineNo)).getByTestId(field)).toHaveValue(value, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
