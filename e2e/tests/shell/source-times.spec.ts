import { expect, test } from '../../support/test';
import { useLanguage } from '../../support/auth-helpers';

// A reader far from China: the list and the detail must still show the same deadline, and say
// which clock it is on.
test.use({ timezoneId: 'America/New_York' });

const chinaTime = (iso: string) => `${new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')} (UTC+8)`;
const vietnamTime = (iso: string) => `${new Date(new Date(iso).getTime() + 7 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')} (UTC+7)`;

for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
  test(`the source list and detail show one deadline, labelled with its zone (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const reply = await page.request.post('/isp/portal/plogin/getDb', { params: { page: 1, pageSize: 10 } });
    const first = ((await reply.json()) as { records: { sourceId: string; quotationDate: string }[] }).records[0];
    await page.goto('/source_List');
    const listed = page.getByTestId('source-deadline').first();
    await expect(listed).toHaveText(chinaTime(first.quotationDate));
    await page.goto(`/source_detail?sourceId=${first.sourceId}`);
    const detail = page.getByTestId('source-detail-deadline');
    await expect(detail).toContainText(chinaTime(first.quotationDate));
    await expect(detail).toContainText(vietnamTime(first.quotationDate));
  });
}
