import { createStore, useStore } from './store.ts';

/**
 * A hold ends after this at the latest: the app's own work (recording above all) never waits
 * for a page that does not draw.
 */
export const HOLD_MAX_MS = 5_000;

/** Holds in force. */
const holds = createStore(0);

/**
 * Holds the app's own background work back (the recorder's start, the alert rules, the
 * weak-input check): a page opening with something costly to draw (the history's day curve)
 * takes the main thread for itself until it has drawn it. Returns the release (once is enough;
 * it also ends after `maxMs`).
 */
export function holdBackground(maxMs = HOLD_MAX_MS): () => void {
  holds.set(holds.get() + 1);
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    clearTimeout(timer);
    holds.set(holds.get() - 1);
  };
  const timer = setTimeout(release, maxMs);
  return release;
}

/** Runs `start` at once when nothing holds the background back, else when the last hold ends; returns a cancel. */
export function afterBackgroundHolds(start: () => void): () => void {
  if (holds.get() === 0) {
    start();
    return () => {};
  }
  const unsubscribe = holds.subscribe(() => {
    if (holds.get() > 0) return;
    unsubscribe();
    start();
  });
  return unsubscribe;
}

/** Whether nothing holds the background back (a component renders its background part then). */
export function useBackgroundFree(): boolean {
  return useStore(holds, (count) => count === 0);
}
