import { describe, expect, it } from 'vitest';
import { closingLine, playwrightCounts, total, vitestCounts } from './test-counts.ts';

describe('test counts', () => {
  it('adds both tiers into the one line CI reads', () => {
    const unit = vitestCounts({
      numPassedTests: 1980,
      numFailedTests: 0,
      numPendingTests: 3,
      numTodoTests: 1,
    });
    const e2e = playwrightCounts({ stats: { expected: 113, unexpected: 0, flaky: 0, skipped: 2 } });
    expect(closingLine(total([unit, e2e]))).toBe('2093 passed, 0 failed, 6 skipped');
    expect(closingLine(total([unit, e2e]))).toMatch(/^(\w+: )?\d+ passed, \d+ failed(, \d+ skipped)?$/);
  });

  it('counts a browser test that passed only on a retry as failed', () => {
    expect(playwrightCounts({ stats: { expected: 10, unexpected: 1, flaky: 2, skipped: 0 } })).toEqual({
      passed: 10,
      failed: 3,
      skipped: 0,
    });
  });

  it('refuses a report without its counts', () => {
    expect(() => vitestCounts({} as never)).toThrow('no count of passed tests');
    expect(() => playwrightCounts({} as never)).toThrow('no count of expected results');
  });
});
