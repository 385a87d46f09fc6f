import { useEffect, useState } from 'react';
import { useLatest } from './use-latest.ts';

/** Pull distance (px) at which releasing triggers a refresh. */
export const PULL_THRESHOLD_PX = 60;
/** The indicator never grows beyond this. */
export const PULL_MAX_PX = 80;
/** Height the indicator keeps while refreshing. */
export const PULL_RELOAD_PX = 50;
/** How long "Refreshing" stays after the reload finished, so it does not just flash. */
export const PULL_REFRESH_TIMEOUT_MS = 500;

export type PullState = 'pending' | 'pulling' | 'releasing' | 'refreshing';

/** A finger moves further than the page: damp it so the indicator follows with resistance. */
const RESISTANCE = 0.4;

/**
 * True when the touch starts on a control that handles its own gestures (`touch-action: none`,
 * e.g. a drag handle): pulling the page then would reload the data under the dragging finger.
 */
function ownsTouch(target: EventTarget | null): boolean {
  for (let element = target instanceof Element ? target : null; element; element = element.parentElement) {
    if (getComputedStyle(element).touchAction === 'none') return true;
  }
  return false;
}

/**
 * Pull-to-refresh for touch screens: only starts when the page is scrolled to the top; touch
 * events never fire on mouse-only devices, so nothing changes there.
 */
export function usePullToRefresh(onRefresh: (() => Promise<unknown> | undefined) | undefined) {
  const [state, setState] = useState<PullState>('pending');
  const [distancePx, setDistancePx] = useState(0);
  const refresh = useLatest(onRefresh);
  const enabled = onRefresh !== undefined;

  useEffect(() => {
    if (!enabled) return;
    let startY: number | null = null;
    let pulled = 0;
    let busy = false;

    const onStart = (event: TouchEvent) => {
      startY = !busy && window.scrollY === 0 && !ownsTouch(event.target) ? event.touches[0].clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const delta = event.touches[0].clientY - startY;
      if (delta <= 0) {
        pulled = 0;
        setDistancePx(0);
        setState('pending');
        return;
      }
      pulled = Math.min(PULL_MAX_PX, delta * RESISTANCE);
      setDistancePx(pulled);
      setState(pulled >= PULL_THRESHOLD_PX ? 'releasing' : 'pulling');
    };
    const onEnd = async () => {
      if (startY === null) return;
      startY = null;
      if (pulled < PULL_THRESHOLD_PX) {
        pulled = 0;
        setDistancePx(0);
        setState('pending');
        return;
      }
      busy = true;
      setState('refreshing');
      setDistancePx(PULL_RELOAD_PX);
      try {
        await refresh.current?.();
      } finally {
        setTimeout(() => {
          busy = false;
          pulled = 0;
          setDistancePx(0);
          setState('pending');
        }, PULL_REFRESH_TIMEOUT_MS);
      }
    };

    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled, refresh]);

  return { state, distancePx };
}
