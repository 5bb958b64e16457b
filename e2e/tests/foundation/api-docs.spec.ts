import { expect, test } from '../../support/test';
import { watchPageErrors } from '../../support/page-errors';

// Issue 36: the API reference page (/api/docs, Swagger UI over /api/openapi.json) opens in Chromium
// under the portal's Content-Security-Policy without a console error or a policy violation, and
// lists every path of the description, the operator API's award among them.

test('/api/docs lists every path of the OpenAPI description, with no console error', async ({ page, request }) => {
  const doc = (await (await request.get('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
  const paths = Object.keys(doc.paths);
  expect(paths.length).toBeGreaterThan(150);

  const errors = watchPageErrors(page);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });

  const res = await page.goto('/api/docs');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Supplier portal API');
  await expect(page.locator('.opblock-tag[data-tag="operator"]')).toBeVisible();
  await expect(page.locator('.opblock-summary-path[data-path="/isp/operator/source/award"]')).toBeVisible();

  const listed = new Set(await page.locator('.opblock-summary-path').evaluateAll((els) => els.map((el) => el.getAttribute('data-path'))));
  expect(paths.filter((path) => !listed.has(path))).toEqual([]);
  expect(errors).toEqual([]);
});
