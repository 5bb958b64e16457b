// Adds up the JSON reports of Jest and Playwright into one closing line: "N passed, N failed".
// A browser test that failed and then passed on its one retry is flaky: it counts as passed (the
// behaviour works) and the line says how many were, so a flake is seen and fixed, not hidden;
// Playwright's list output above it names them.
// A suite that failed to run (an import error, a crash in beforeAll, a worker killed by an
// unhandled error) has no failed test in it, so it is counted here as one failure and named; a
// step that failed without any report saying why (the type-check, a runner that died before
// writing) counts as one failure too. "0 failed" never stands beside a failed step.
// summarise-tests.ts reads the reports; this file only counts, so it can be tested.
import path from 'node:path';

/** What Jest (--json) and Playwright (json reporter) write, as far as the count needs it. */
export interface Report {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  testResults?: { name: string; status: string; assertionResults?: { status: string }[] }[];
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  errors?: { location?: { file?: string } }[];
}

export interface StepResult {
  name: string;
  ok: boolean;
  /** Wall time of the step, when scripts/test.sh timed it. */
  seconds?: number;
  /** Ran at the same time as the step before it, so its time is not added to the total. */
  beside?: boolean;
}

export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
  flaky: number;
  failedToRun: string[];
  line: string;
}

// Which reports each step of scripts/test.sh writes (file names without .json).
const STEP_REPORTS: Record<string, string[]> = {
  'unit tests': ['unit'],
  'API tests on PGlite': ['api-pglite'],
  'API tests on PostgreSQL': ['api-postgres'],
  'browser tests': ['e2e'],
};
const REPORT_LABELS: Record<string, string> = { unit: 'unit', 'api-pglite': 'API on PGlite', 'api-postgres': 'API on PostgreSQL', e2e: 'browser' };

export function summarise(reports: Record<string, Report>, steps: StepResult[] = []): Summary {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let flaky = 0;
  const failedToRun: string[] = [];
  const failuresByReport: Record<string, number> = {};
  for (const [name, report] of Object.entries(reports)) {
    const label = REPORT_LABELS[name] ?? name;
    let failedHere = 0;
    if ('numPassedTests' in report) {
      passed += report.numPassedTests ?? 0;
      failedHere += report.numFailedTests ?? 0;
      skipped += report.numPendingTests ?? 0;
      for (const suite of report.testResults ?? []) {
        const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed').length;
        if (suite.status === 'failed' && failedTests === 0) {
          failedHere += 1;
          failedToRun.push(`${path.basename(suite.name)} (${label})`);
        }
      }
    } else if (report.stats) {
      passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
      flaky += report.stats.flaky ?? 0;
      failedHere += report.stats.unexpected ?? 0;
      skipped += report.stats.skipped ?? 0;
      // Errors outside any test: global setup, a spec file that does not load.
      for (const error of report.errors ?? []) {
        failedHere += 1;
        const where = error.location?.file ? path.basename(error.location.file) : 'setup';
        failedToRun.push(`${where} (${label})`);
      }
    }
    failed += failedHere;
    failuresByReport[name] = failedHere;
  }
  for (const step of steps) {
    if (step.ok) continue;
    const owned = STEP_REPORTS[step.name] ?? [];
    const explained = owned.some((name) => (failuresByReport[name] ?? 0) > 0);
    if (!explained) {
      failed += 1;
      failedToRun.push(`${step.name} (step failed${owned.length ? ', no failing test in its report' : ''})`);
    }
  }
  const line = `${passed} passed, ${failed} failed, ${skipped} skipped${flaky ? ` (${flaky} flaky: failed once, passed on the retry)` : ''}`;
  return { passed, failed, skipped, flaky, failedToRun, line: failedToRun.length ? `${line} (failed to run: ${failedToRun.join(', ')})` : line };
}
