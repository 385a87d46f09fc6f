import { useSyncExternalStore } from 'react';

const TICK_MS = 1000;
/**
 * After live data the clock waits a little longer than a second: the device sends about once a
 * second, so its next message usually moves the clock first and the page wakes once, not twice.
 */
const AFTER_DATA_MS = 1100;

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setTimeout> | undefined;

function tick(delayMs: number): void {
  clearTimeout(timer);
  now = Date.now();
  for (const notify of listeners) notify();
  timer = setTimeout(() => tick(TICK_MS), delayMs);
}

/** For stores that combine the clock with other data (`useLiveArrival`). */
export function subscribeNow(listener: () => void): () => void {
  listeners.add(listener);
  // The clock moves on at the next tick (ages are clamped at the arrival time meanwhile), so a
  // component mounting right after its data arrived shows the age the device reported.
  timer ??= setTimeout(() => tick(TICK_MS), TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(timer);
    timer = undefined;
  };
}

export const getNow = (): number => now;

/**
 * Moves the clock on together with a batch of live data, so ages and stale marks change in the
 * same render as the new values instead of waking the page on a timer of their own.
 */
export function advanceNow(): void {
  if (listeners.size > 0) tick(AFTER_DATA_MS);
}

/**
 * The time now, on one shared clock that moves every second (or with the live data). Only the
 * small components that show an age or a stale mark read it, so the page re-renders nothing else
 * per second; no timer runs without readers.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribeNow, getNow, getNow);
}

/**
 * A value derived from the clock; the component re-renders only when it changes (a stale mark
 * appearing or counting up), not every second.
 */
export function useClock<T>(select: (now: number) => T): T {
  const get = () => select(now);
  return useSyncExternalStore(subscribeNow, get, get);
}
