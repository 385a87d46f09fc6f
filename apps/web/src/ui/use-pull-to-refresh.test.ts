import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PULL_MAX_PX,
  PULL_REFRESH_TIMEOUT_MS,
  PULL_RELOAD_PX,
  usePullToRefresh,
} from './use-pull-to-refresh.ts';

// jsdom has no Touch objects; the hook reads only `touches[0].clientY`.
function touch(type: string, clientY?: number, target: EventTarget = window) {
  const event = Object.assign(new Event(type, { bubbles: true }), {
    touches: clientY === undefined ? [] : [{ clientY }],
  });
  act(() => {
    target.dispatchEvent(event);
  });
}

afterEach(() => vi.useRealTimers());

describe('usePullToRefresh', () => {
  it('says "pull" below the threshold and does not refresh on release', () => {
    const refresh = vi.fn(async () => {});
    const { result } = renderHook(() => usePullToRefresh(refresh));
    touch('touchstart', 100);
    touch('touchmove', 200); // 100 px finger travel, damped to 40 px
    expect(result.current.state).toBe('pulling');
    touch('touchend');
    expect(result.current.state).toBe('pending');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('says "release" past the threshold, caps the distance and refreshes on release', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn(async () => {});
    const { result } = renderHook(() => usePullToRefresh(refresh));
    touch('touchstart', 0);
    touch('touchmove', 600);
    expect(result.current.state).toBe('releasing');
    expect(result.current.distancePx).toBe(PULL_MAX_PX);
    touch('touchend');
    expect(result.current.state).toBe('refreshing');
    expect(result.current.distancePx).toBe(PULL_RELOAD_PX);
    expect(refresh).toHaveBeenCalledOnce();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PULL_REFRESH_TIMEOUT_MS);
    });
    expect(result.current.state).toBe('pending');
  });

  it('does nothing when the page is scrolled down', () => {
    const refresh = vi.fn(async () => {});
    const { result } = renderHook(() => usePullToRefresh(refresh));
    window.scrollY = 300;
    touch('touchstart', 0);
    touch('touchmove', 600);
    window.scrollY = 0;
    expect(result.current.state).toBe('pending');
  });

  it('leaves a touch alone that starts on a control with touch-action none (a drag handle)', () => {
    const refresh = vi.fn(async () => {});
    const { result } = renderHook(() => usePullToRefresh(refresh));
    const handle = document.createElement('button');
    const icon = document.createElement('span');
    handle.style.touchAction = 'none';
    handle.append(icon);
    document.body.append(handle);
    touch('touchstart', 0, icon);
    touch('touchmove', 600, icon);
    expect(result.current.state).toBe('pending');
    touch('touchend', undefined, icon);
    expect(refresh).not.toHaveBeenCalled();
    handle.remove();
  });
});
