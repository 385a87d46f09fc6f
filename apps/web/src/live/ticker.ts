import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // The clock moves on at the next tick (ages are clamped at the arrival time meanwhile), so a
  // component mounting right after its data arrived shows the age the device reported.
  if (!timer) {
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    timer = undefined;
  };
}

const getNow = () => now;

/**
 * The time now, on one shared 1-s clock. Only the small components that show an age or a stale
 * mark read it, so the page re-renders nothing else per second; no timer runs without readers.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getNow, getNow);
}
