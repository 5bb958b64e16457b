import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd Select by its text, as a person does, and goes on only once the box
 * shows it (a filter or a supplier type left empty was seen under load); it picks again when the
 * box does not show it.
 */
export async function pickOption(page: Page, select: Locator, label: string | RegExp): Promise<void> {
  const box = select.locator('xpath=ancestor-or-self::*[contains(@class,"ant-select ")][1]');
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first();
  await expect(async () => {
    if (!(await option.isVisible())) await select.click();
    await option.click({ timeout: 2_000 });
    await expect(box).toContainText(label, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** pickOption for the first option, whatever it says; answers its text. */
export async function pickFirstOption(page: Page, select: Locator): Promise<string> {
  await select.click();
  const first = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  const label = (await first.textContent())?.trim() ?? '';
  await pickOption(page, select, label);
  return label;
}
