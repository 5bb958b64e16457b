import { summarise, type Report } from './test-summary';

const jestReport = (over: Partial<Report> = {}): Report => ({ numPassedTests: 10, numFailedTests: 0, numPendingTests: 1, testResults: [{ name: '/repo/server/test/api/ok.api.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] }], ...over });

describe('the closing line of npm test', () => {
  it('adds up Jest and Playwright reports', () => {
    const s = summarise({ unit: jestReport(), e2e: { stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 } } });
    expect(s.line).toBe('16 passed, 1 failed, 3 skipped (1 flaky: failed once, passed on the retry)');
  });

  it('says nothing of flakes when there were none', () => {
    const s = summarise({ e2e: { stats: { expected: 5, unexpected: 0, flaky: 0, skipped: 0 } } });
    expect(s.line).toBe('5 passed, 0 failed, 0 skipped');
  });

  it('counts a Jest suite that failed to run as a failure and names it', () => {
    const crashed = { name: '/repo/server/test/api/notices.api.test.ts', status: 'failed', assertionResults: [] };
    const s = summarise({ 'api-postgres': jestReport({ testResults: [crashed] }) }, [{ name: 'API tests on PostgreSQL', ok: false }]);
    expect(s.failed).toBe(1);
    expect(s.line).toBe('10 passed, 1 failed, 1 skipped (failed to run: notices.api.test.ts (API on PostgreSQL))');
  });

  it('does not count a suite twice when its tests failed', () => {
    const failing = { name: '/repo/x.api.test.ts', status: 'failed', assertionResults: [{ status: 'failed' }, { status: 'passed' }] };
    const s = summarise({ 'api-pglite': jestReport({ numFailedTests: 1, testResults: [failing] }) }, [{ name: 'API tests on PGlite', ok: false }]);
    expect(s.failed).toBe(1);
    expect(s.failedToRun).toEqual([]);
  });

  it('counts Playwright errors outside any test (global setup, a spec that does not load)', () => {
    const s = summarise({ e2e: { stats: { expected: 3 }, errors: [{ location: { file: '/repo/e2e/global-setup.ts' } }] } });
    expect(s.line).toBe('3 passed, 1 failed, 0 skipped (failed to run: global-setup.ts (browser))');
  });

  it('never prints 0 failed beside a failed step: a step without a failing report counts once', () => {
    const s = summarise({ unit: jestReport() }, [{ name: 'type-check', ok: false }, { name: 'unit tests', ok: true }, { name: 'browser tests', ok: false }]);
    expect(s.failed).toBe(2);
    expect(s.line).toContain('failed to run: type-check (step failed), browser tests (step failed, no failing test in its report)');
  });

  it('a failed step whose report already shows the failing tests adds nothing', () => {
    const s = summarise({ unit: jestReport({ numFailedTests: 2 }) }, [{ name: 'unit tests', ok: false }]);
    expect(s.failed).toBe(2);
  });
});
