import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLivedataMessages, livedataStore } from './livedata.ts';
import { EMPTY_LIVEDATA } from './merge-livedata.ts';
import { useClock, useNow } from './ticker.ts';

const renders: number[] = [];

function Clock() {
  renders.push(useNow());
  return null;
}

let count = 0;
function Minute() {
  count += 1;
  return useClock((now) => Math.floor(now / 60_000));
}

beforeEach(() => {
  vi.useFakeTimers();
  renders.length = 0;
  livedataStore.set(EMPTY_LIVEDATA);
});
afterEach(() => vi.useRealTimers());

describe('shared clock', () => {
  it('ticks every second while no data comes', () => {
    render(<Clock />);
    const before = renders.length;
    for (let second = 0; second < 3; second++) act(() => vi.advanceTimersByTime(1000));
    expect(renders.length - before).toBe(3);
  });

  it('moves with each batch of live data and then waits past the next second', () => {
    render(<Clock />);
    act(() => vi.advanceTimersByTime(400));
    const before = renders.length;
    act(() => applyLivedataMessages([JSON.stringify({ battery: { enabled: true } })]));
    expect(renders.length).toBe(before + 1);
    expect(renders.at(-1)).toBe(Date.now());
    // Data about every second: the timer does not wake the page in between.
    act(() => vi.advanceTimersByTime(1000));
    expect(renders.length).toBe(before + 1);
    act(() => vi.advanceTimersByTime(100));
    expect(renders.length).toBe(before + 2);
  });

  it('re-renders a derived value only when it changes, and stops without readers', () => {
    vi.setSystemTime(0);
    const view = render(<Minute />);
    act(() => vi.advanceTimersByTime(1000));
    const before = count;
    for (let second = 1; second < 59; second++) act(() => vi.advanceTimersByTime(1000));
    expect(count).toBe(before);
    act(() => vi.advanceTimersByTime(1000));
    expect(count).toBe(before + 1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
