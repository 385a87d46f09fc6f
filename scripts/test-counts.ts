// The closing line of `npm test`: one count over both tiers, read from the JSON reports that
// Vitest and Playwright write beside their own output (`.test-counts/`). CI reads a line of the
// form "tests: N passed, N failed, N skipped" to know that tests ran; neither runner's own
// closing line has that form.

/** The fields of Vitest's JSON report that are counted. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

/** The fields of Playwright's JSON report that are counted. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const count = (value: unknown, what: string): number => {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new Error(`the report has no count of ${what}`);
  }
  return value;
};

export const vitestCounts = (report: VitestReport): Counts => ({
  passed: count(report.numPassedTests, 'passed tests'),
  failed: count(report.numFailedTests, 'failed tests'),
  skipped: count(report.numPendingTests, 'skipped tests') + count(report.numTodoTests, 'todo tests'),
});

/** A flaky test passed on a retry, and so counts as failed: the suite runs without retries. */
export const playwrightCounts = (report: PlaywrightReport): Counts => ({
  passed: count(report.stats?.expected, 'expected results'),
  failed: count(report.stats?.unexpected, 'unexpected results') + count(report.stats?.flaky, 'flaky results'),
  skipped: count(report.stats?.skipped, 'skipped tests'),
});

export const total = (parts: readonly Counts[]): Counts =>
  parts.reduce(
    (sum, part) => ({
      passed: sum.passed + part.passed,
      failed: sum.failed + part.failed,
      skipped: sum.skipped + part.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );

export const closingLine = ({ passed, failed, skipped }: Counts): string =>
  `${passed} passed, ${failed} failed, ${skipped} skipped`;
