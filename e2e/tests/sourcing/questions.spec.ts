// Issue 14, spec 02 §2, §3, §7: a supplier's queries, clarifications and objections on the real
// server and its demo (server/src/demo/questions.ts): a query raised from the source detail,
// temp-saved and submitted before the query deadline, found in the list, replied by the buyer
// through the operator API and read with its replier and time on both zones; an objection raised,
// submitted, replied and its reply accepted, a seeded reply denied; another supplier's rows never
// shown; screenshots in three languages and a 700 px window.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { loginAsSupplier } from '../../support/api-login';
import { useLanguage, watchPuzzles } from '../../support/public-helpers';
import { shoot, solvePuzzle, SOURCING_SHOTS } from '../../support/sourcing-helpers';
import { LANGS, go } from '../../support/shell-session';
import { pickOption } from '../../support/select-helpers';
import { operatorApi } from '../../support/operator-api';
import { picture } from '../../support/pictures';

const SIGNED_UP = { id: 'S-XJ20260106', num: 'XJ20260106' };
const DRAFT_QUERY = 'ZQ-DEMO-0001';
const REPLIED_QUERY = 'ZQ-DEMO-0003';
const OTHERS_QUERY = 'ZQ-DEMO-0004';
const REPLIED_OBJECTION = 'YY-DEMO-0002';
const OTHERS_OBJECTION = 'YY-DEMO-0005';
const SHOTS = SOURCING_SHOTS;

/** The buyer, through the operator API. */
const operator = (request: APIRequestContext) => operatorApi<unknown>(request);

const pick = (page: Page, testId: string, label: string): Promise<void> => pickOption(page, page.getByTestId(testId), label);

const noOverflow = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);

test.describe('a qualified supplier', () => {
  test.slow();
  test.beforeEach(async ({ page }) => {
    await loginAsSupplier(page);
    watchPuzzles(page);
  });

  test('raises a query from the source detail, temp-saves, submits, finds it in the list and reads the buyer’s reply', async ({ page }) => {
    test.setTimeout(180_000);
    const title = `质疑-${Date.now()}`;
    await page.goto(`/source_detail?sourceId=${SIGNED_UP.id}`);
    await solvePuzzle(page);
    const raise = page.getByTestId('source-raise-question');
    await expect(raise).toHaveAttribute('href', `/question_mian?sourceId=${SIGNED_UP.id}`);
    await expect(page.getByTestId('source-my-questions')).toHaveAttribute('href', `/question_List?sourceNum=${SIGNED_UP.num}`);
    await expect(page.getByTestId('source-question-links')).toBeVisible();
    await page.getByTestId('source-question-links').scrollIntoViewIfNeeded();
    await picture(page, `${SHOTS}/question-links-on-detail-zh-CN.png`);
    await raise.click();

    // The number kept for the query, the query deadline on China and Vietnam time.
    await expect(page.getByTestId('question-form-num')).toHaveText(/^ZY\d+/);
    const num = (await page.getByTestId('question-form-num').textContent()) ?? '';
    const deadline = page.getByTestId('question-form-deadline');
    await expect(deadline.locator('[data-zone="china"]')).toContainText('(UTC+8)');
    await expect(deadline.locator('[data-zone="vietnam"]')).toContainText('(UTC+7)');

    // Submit without a content: refused here.
    await page.getByTestId('question-title').fill(title);
    await page.getByTestId('question-submit').click();
    await expect(page.locator('.ant-message-notice', { hasText: '请输入质疑内容' })).toBeVisible();

    await page.getByTestId('question-content-input').fill('标包A的叶片是否可以采用国产材料？请说明验收标准。');
    await page.getByTestId('question-packages').getByText('标包A').click();
    await page.getByTestId('question-temp-save').click();
    await expect(page.locator('.ant-message-notice', { hasText: '暂存成功' })).toBeVisible();
    await expect(page.getByTestId('question-saved-at')).toContainText('(UTC+8)');
    await expect(page.getByTestId('question-form-num')).toHaveText(num);
    await shoot(page, 'question-form-zh-CN');

    await page.getByTestId('question-submit').click();
    await page.getByTestId('question-submit-confirm').click();
    await expect(page).toHaveURL(/\/questionshow\?zycqId=/);
    const zycqId = new URL(page.url()).searchParams.get('zycqId') ?? '';
    await expect(page.getByTestId('question-num')).toHaveText(num);
    await expect(page.getByTestId('question-show')).toHaveAttribute('data-state', 'toReply');
    await expect(page.getByTestId('question-reply-fields')).toContainText('尚未回复');

    // The list: found by its number, to be replied, a real link to the query.
    await page.goto('/question_List');
    await page.getByTestId('question-search-num').fill(num);
    await page.getByTestId('question-search-submit').click();
    const row = page.locator('tr', { has: page.getByTestId('question-row') });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('question-state')).toHaveAttribute('data-state', 'toReply');
    await expect(row.getByTestId('question-row')).toHaveAttribute('href', `/questionshow?zycqId=${zycqId}`);
    await expect(row).toContainText(title);

    // The buyer replies.
    const buyer = await operator(page.request);
    await buyer('zycq/reply', { zycqId, reply: '可以采用国产材料，须提供第三方检测报告。' });

    // Replied: the list says so under the reply filter; the query shows the reply, replier and time.
    await pickOption(page, page.getByTestId('question-search-reply'), /^已回复$/);
    await page.getByTestId('question-search-submit').click();
    await expect(row.getByTestId('question-state')).toHaveAttribute('data-state', 'replied');
    await row.getByTestId('question-row').click();
    await expect(page.getByTestId('question-reply')).toHaveText('可以采用国产材料，须提供第三方检测报告。');
    await expect(page.getByTestId('question-replier')).toHaveText('王敏 · 能源集团物资采购中心');
    await expect(page.getByTestId('question-reply-time').locator('[data-zone="china"]')).toContainText('(UTC+8)');
    await expect(page.getByTestId('question-reply-time').locator('[data-zone="vietnam"]')).toContainText('(UTC+7)');
    await expect(page.getByTestId('question-show')).toHaveAttribute('data-state', 'replied');
    await shoot(page, 'question-replied-zh-CN');
  });

  test('reads its own queries and the clarifications of its sources, never another supplier’s', async ({ page }) => {
    await page.goto('/question_List');
    const rows = page.locator('tr', { has: page.getByTestId('question-row') });
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('question-table')).not.toContainText('其他供应商');
    // Clarifications only.
    await pick(page, 'question-search-type', '澄清');
    await page.getByTestId('question-search-submit').click();
    await expect(rows.filter({ hasText: '现场踏勘' })).toHaveCount(1);
    // The unfiltered list holds that row too: wait until the filtered one has replaced it.
    await expect
      .poll(async () => [...new Set(await rows.getByTestId('question-state').evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))))])
      .toEqual(['clarification']);
    // A draft goes to its form, with its packages marked.
    await page.goto(`/question_mian?zycqId=${DRAFT_QUERY}`);
    await expect(page.getByTestId('question-title')).toHaveValue('末级动叶片材质证明要求');
    await expect(page.getByTestId('question-packages').locator('.ant-checkbox-wrapper-checked')).toContainText('标包A');
    // Another supplier's query and objection are not found.
    await page.goto(`/questionshow?zycqId=${OTHERS_QUERY}`);
    await expect(page.getByTestId('question-missing')).toBeVisible();
    await page.goto(`/objection_main?id=${OTHERS_OBJECTION}`);
    await expect(page.getByTestId('objection-missing')).toBeVisible();
    await expect(page.getByTestId('objection-table').locator('tbody tr[data-row-key]').first()).toBeVisible();
    await expect(page.getByTestId('objection-table')).not.toContainText('其他供应商');
  });

  test('raises an objection, submits it, and accepts the buyer’s reply; denies a seeded reply', async ({ page }) => {
    test.setTimeout(150_000);
    const title = `异议-${Date.now()}`;
    await page.goto('/objection_main');
    await page.getByTestId('objection-new').click();
    await pick(page, 'objection-form-source', SIGNED_UP.num);
    await page.getByTestId('objection-form-title').fill(title);
    await page.getByTestId('objection-form-content').fill('询价文件中的交货期与技术要求中的交货期不一致，请澄清。');
    await shoot(page, 'objection-form-zh-CN');
    await page.getByTestId('objection-form-save').click();
    await expect(page.locator('.ant-message-notice', { hasText: '草稿已保存' })).toBeVisible();
    // The draft opens in the panel: submitted from there after a confirmation.
    const panel = page.getByTestId('objection-detail-body');
    await expect(panel).toHaveAttribute('data-status', 'draft');
    await page.getByTestId('objection-submit').click();
    await page.getByTestId('objection-confirm').click();
    await expect(panel).toHaveAttribute('data-status', 'submitted');
    const num = (await page.getByTestId('objection-detail-num').textContent()) ?? '';
    const row = page.locator('tr', { has: page.getByTestId('objection-row') }).filter({ hasText: title });
    await expect(row.getByTestId('objection-status')).toHaveAttribute('data-status', 'submitted');
    const id = new URL((await row.getByTestId('objection-row').getAttribute('href')) ?? '', 'http://x').searchParams.get('id') ?? '';
    expect(id).not.toBe('');

    const buyer = await operator(page.request);
    await buyer('tenObjection/reply', { id, reply: '以技术要求中的交货期为准。' });

    // Its own address opens the panel with the reply; accepted after a confirmation.
    await page.goto(`/objection_main?id=${id}`);
    await expect(panel).toHaveAttribute('data-status', 'replied');
    await expect(page.getByTestId('objection-detail-num')).toHaveText(num);
    await expect(page.getByTestId('objection-detail-reply')).toHaveText('以技术要求中的交货期为准。');
    await expect(page.getByTestId('objection-reply-time').locator('[data-zone="vietnam"]')).toContainText('(UTC+7)');
    await shoot(page, 'objection-replied-zh-CN');
    await page.getByTestId('objection-accept').click();
    await page.getByTestId('objection-confirm').click();
    await expect(panel).toHaveAttribute('data-status', 'accepted');
    await expect(page.getByTestId('objection-accept')).toHaveCount(0);
    await expect(row.getByTestId('objection-status')).toHaveAttribute('data-status', 'accepted');

    // The seeded replied objection: denied.
    await page.goto(`/objection_main?id=${REPLIED_OBJECTION}`);
    await expect(panel).toHaveAttribute('data-status', 'replied');
    await page.getByTestId('objection-deny').click();
    await page.getByTestId('objection-confirm').click();
    await expect(panel).toHaveAttribute('data-status', 'denied');
  });

  for (const lang of LANGS) {
    test(`query and objection screens read in ${lang}, also in a 700 px window`, async ({ page }) => {
      test.setTimeout(120_000);
      await useLanguage(page, lang);
      await page.goto('/question_List');
      await expect(page.locator('tr', { has: page.getByTestId('question-row') }).first()).toBeVisible();
      await shoot(page, `questions-list-${lang}`);
      // The list and, at 700 px, the list again are loaded; the other screens open in the page, as
      // their links do (each load was a whole start of the portal).
      await go(page, `/questionshow?zycqId=${REPLIED_QUERY}`);
      await expect(page.getByTestId('question-reply')).toBeVisible();
      await shoot(page, `questions-show-${lang}`);
      await go(page, `/question_mian?zycqId=${DRAFT_QUERY}`);
      await expect(page.getByTestId('question-title')).toBeVisible();
      await shoot(page, `questions-form-${lang}`);
      await go(page, '/objection_main');
      await expect(page.getByTestId('objection-table').locator('tbody tr[data-row-key]').first()).toBeVisible();
      await shoot(page, `objections-${lang}`);
      await page.getByTestId('objection-row').first().click();
      await expect(page.getByTestId('objection-detail-body')).toBeVisible();
      await shoot(page, `objections-detail-${lang}`);

      await page.setViewportSize({ width: 700, height: 900 });
      await page.goto('/question_List');
      await expect(page.locator('tr', { has: page.getByTestId('question-row') }).first()).toBeVisible();
      await noOverflow(page);
      await shoot(page, `questions-list-${lang}-700`);
      await go(page, `/questionshow?zycqId=${REPLIED_QUERY}`);
      await expect(page.getByTestId('question-reply')).toBeVisible();
      await noOverflow(page);
      await shoot(page, `questions-show-${lang}-700`);
      await go(page, `/question_mian?zycqId=${DRAFT_QUERY}`);
      await expect(page.getByTestId('question-title')).toBeVisible();
      await noOverflow(page);
      await shoot(page, `questions-form-${lang}-700`);
      await go(page, '/objection_main');
      await expect(page.getByTestId('objection-table').locator('tbody tr[data-row-key]').first()).toBeVisible();
      await noOverflow(page);
      await shoot(page, `objections-${lang}-700`);
      // A link to one objection while the list is open opens its panel: the page follows its address.
      await go(page, `/objection_main?id=${REPLIED_OBJECTION}`);
      await expect(page.getByTestId('objection-detail-body')).toBeVisible();
      await shoot(page, `objections-detail-${lang}-700`);
    });
  }
});
