import { expect, test } from '../../support/test';
import { useLanguage } from '../../support/auth-helpers';

// The spec's own message for a failed notice list (spec 01 §8) is the one toast; the HTTP
// client's generic one used to come with it.
const FAILED = '询价变更公告获取失败，请联系管理员';

test('a failed notice list says so once, with the list message of the spec', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await page.route('**/isp/portal/plogin/getBj**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 1, msg: '系统未知错误，请反馈给管理员' }) }));
  await page.goto('/source_List?activeName=xjbggg');
  const toasts = page.locator('.ant-message-notice');
  await expect(toasts.filter({ hasText: FAILED })).toHaveCount(1);
  // Give a second toast the time it would take to appear.
  await page.waitForTimeout(1500);
  await expect(toasts).toHaveCount(1);
  // The cause is not lost: the error log has it.
  const logged = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('isp-portal-error_log') ?? 'null')?.content ?? []) as { message: string; info: string }[]);
  expect(logged.some((e) => e.info.includes('getBj') && e.message === '系统未知错误，请反馈给管理员')).toBe(true);
});
