import { expect, test } from '../../support/test';
import { shellSession } from '../../support/shell-session';

// A list opened on a wide window asks the server for its first page once. It used to be mounted
// twice (the width was known only after the first render), so every logged-in list sent its
// request twice and drew twice before its first row.
const LISTS = [
  { path: '/source_list', call: '/isp/portal/plogin/getDb', row: '[data-testid="source-row"]' },
  { path: '/cs_source_list', call: '/isp/portal/plogin/getFeiYiFaDb', row: '[data-testid="source-row"]' },
  { path: '/contract_list', call: '/isp/portal/contract/getContractList', row: '[data-testid="contract-row"]' },
] as const;

for (const width of [1280, 412]) {
  test(`each list sends its first request once (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await shellSession(page);
    for (const list of LISTS) {
      const sent: string[] = [];
      const listen = (request: { url(): string }) => {
        if (new URL(request.url()).pathname === list.call) sent.push(request.url());
      };
      page.on('request', listen);
      await page.goto(list.path);
      await expect(page.locator(`${list.row}, [data-testid="source-card"], [data-testid="contract-card"]`).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      page.off('request', listen);
      expect(sent, `${list.path} at ${width} px`).toHaveLength(1);
    }
  });
}
