import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { useLanguage } from '../../support/auth-helpers';
import { newTempUser, storeTempSession } from '../registration/registration-helpers';

// The registration's process strip at 700 px in Vietnamese (the longest labels): each line runs
// from one number to the next, and every label sits under its number. Beside the labels the lines
// were squeezed into stubs next to the text.
type Box = { x: number; y: number; width: number; height: number };
const box = async (l: Locator): Promise<Box> => (await l.boundingBox())!;

async function expectAligned(page: Page): Promise<void> {
  const steps = page.getByTestId('registration-steps');
  await expect(steps).toBeVisible();
  const icons = await Promise.all([0, 1, 2].map((i) => box(steps.locator('.ant-steps-item-icon').nth(i))));
  const titles = await Promise.all([0, 1, 2].map((i) => box(steps.locator('.ant-steps-item-title').nth(i))));
  for (let i = 0; i < 3; i++) {
    expect(Math.abs(icons[i].y - icons[0].y), 'numbers on one line').toBeLessThan(2);
    expect(titles[i].y, 'label under its number').toBeGreaterThanOrEqual(icons[i].y + icons[i].height - 1);
    const iconMiddle = icons[i].x + icons[i].width / 2;
    const titleMiddle = titles[i].x + titles[i].width / 2;
    expect(Math.abs(iconMiddle - titleMiddle), 'label centred under its number').toBeLessThan(3);
  }
  const lines = steps.locator('.ant-steps-item-rail:visible, .ant-steps-item-tail:visible');
  expect(await lines.count()).toBeGreaterThanOrEqual(2);
  for (let i = 0; i < 2; i++) {
    const line = await box(lines.nth(i));
    expect(line.x, 'line starts at its number').toBeLessThan(icons[i].x + icons[i].width + 12);
    expect(line.x + line.width, 'line reaches the next number').toBeGreaterThan(icons[i + 1].x - 12);
    expect(line.y).toBeGreaterThan(icons[i].y);
    expect(line.y).toBeLessThan(icons[i].y + icons[i].height);
  }
}

test.use({ viewport: { width: 700, height: 900 } });

test('the process strip of /register is aligned at 700 px (vi-VN)', async ({ page }) => {
  await useLanguage(page, 'vi-VN');
  await page.goto('/register');
  await expectAligned(page);
  await expect(page.getByTestId('registration-steps')).toContainText('Thông tin doanh nghiệp');
});

test('the process strip of /registerDetail is aligned at 700 px (vi-VN)', async ({ page }) => {
  await useLanguage(page, 'vi-VN');
  await storeTempSession(page, await newTempUser(page.request, 'strip'));
  await page.goto('/registerDetail');
  await expectAligned(page);
});
