// axe-core run inside the page it checks. @axe-core/playwright evaluated axe's 550 KB source twice
// and opened a blank page for each check (its runPartial and finishRun, made for frames of other
// origins, which the portal has none of): 2.9 s a page on this machine, against 0.9 s for the same
// findings this way (docs/benchmarks.md).
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** axe's serious and critical findings, one line each, so that a failure names the rule and the elements. */
export async function seriousViolations(page: Page, onlyRules?: string[]): Promise<string[]> {
  // Every frame gets axe, so the main frame's run reaches into same-origin frames as axe does.
  for (const frame of page.frames()) await frame.evaluate(axe.source);
  const options: axe.RunOptions = { resultTypes: ['violations'], ...(onlyRules ? { runOnly: { type: 'rule', values: onlyRules } } : {}) };
  const violations = await page.evaluate((runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions).then((r) => r.violations), options);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ')})` : ''}`).join(' | ')}`);
}
