import { onTestFinished, vi } from 'vitest';

/**
 * Freezes `Date` until the test ends, so a data age shown on screen is the one the test set: on a
 * busy machine the render itself can take a second, which would otherwise age the data.
 */
export function freezeDate(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
