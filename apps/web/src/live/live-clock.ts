import { useEffect, useSyncExternalStore } from 'react';
import { createStore } from './store.ts';

/** The clock ticks at least every second ("data age ticks up every second locally"). */
const TICK_MS = 1000;
/**
 * After live data the fallback waits a little longer than a second: the device sends about once a
 * second, so its next message usually ticks the clock first and the page wakes once, not twice.
 */
const AFTER_DATA_MS = 1100;

const clock = createStore(Date.now());
let users = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function tick(delayMs: number): void {
  clearTimeout(timer);
  clock.set(Date.now());
  timer = users > 0 ? setTimeout(() => tick(TICK_MS), delayMs) : undefined;
}

/**
 * Advances the clock together with a batch of live data, so the data ages count up in the same
 * render (and frame) as the new values instead of waking the page on a timer of their own.
 */
export function advanceLiveClock(): void {
  if (users > 0) tick(AFTER_DATA_MS);
}

/**
 * "Now" in ms for locally ticking data ages: advanced with every live-data batch and by a timer
 * when none came for a second. Only the components that call it re-render on a tick.
 */
export function useLiveClockMs(): number {
  useEffect(() => {
    users += 1;
    if (users === 1) tick(TICK_MS);
    return () => {
      users -= 1;
      if (users === 0) clearTimeout(timer);
    };
  }, []);
  return useSyncExternalStore(clock.subscribe, clock.get);
}
