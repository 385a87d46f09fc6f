import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterBackgroundHolds, HOLD_MAX_MS, holdBackground } from './background-gate.ts';

describe('background gate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at once while nothing holds the background back', () => {
    const start = vi.fn();
    afterBackgroundHolds(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts once the last hold is released, once, and not after a cancel', () => {
    const [first, second] = [holdBackground(), holdBackground()];
    const [start, cancelled] = [vi.fn(), vi.fn()];
    afterBackgroundHolds(start);
    afterBackgroundHolds(cancelled)();
    first();
    first();
    expect(start).not.toHaveBeenCalled();
    second();
    expect(start).toHaveBeenCalledTimes(1);
    holdBackground()();
    expect(start).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('ends a hold that is never released after HOLD_MAX_MS', () => {
    vi.useFakeTimers();
    holdBackground();
    const start = vi.fn();
    afterBackgroundHolds(start);
    vi.advanceTimersByTime(HOLD_MAX_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
