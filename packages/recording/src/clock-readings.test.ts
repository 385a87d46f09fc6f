import type { NtpStatus } from '@dtu/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startClockReadings } from './clock-readings.ts';
import type { DeviceClock } from './device-clock.ts';

const STATUS = { ntp_status: true } as NtpStatus;

/** A clock that is ready after `readyAfter` readings and asks again after 30 s. */
function fakeClock(readyAfter: number) {
  const fed: [NtpStatus, number, number | undefined][] = [];
  const clock: DeviceClock = {
    now: () => (fed.length >= readyAfter ? { utcMs: 0, offsetMin: 0 } : undefined),
    reading: (status, sentMs, receivedMs) => {
      fed.push([status, sentMs, receivedMs]);
    },
    nextReadInMs: () => 30_000,
  };
  return { clock, fed };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('clock readings', () => {
  it('reads at once, then whenever the clock asks, and reports when the clock is ready', async () => {
    const { clock, fed } = fakeClock(2);
    const ready: boolean[] = [];
    let browser = 1_000;
    const readings = startClockReadings(
      clock,
      async () => {
        browser += 40;
        return STATUS;
      },
      (r) => ready.push(r),
      () => browser,
    );
    await readings.first;
    expect(fed).toEqual([[STATUS, 1_000, 1_040]]);
    expect(ready).toEqual([false]);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fed).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toEqual([false, true]);
    readings.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fed).toHaveLength(2);
  });

  it('keeps trying while the device does not answer', async () => {
    const { clock, fed } = fakeClock(0);
    const ready: boolean[] = [];
    const readStatus = vi.fn(() => Promise.reject(new Error('offline')));
    const readings = startClockReadings(clock, readStatus, (r) => ready.push(r));
    await readings.first;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(readStatus).toHaveBeenCalledTimes(2);
    expect(fed).toEqual([]);
    expect(ready).toEqual([true, true]);
    readings.stop();
  });

  it('stopped while a reading is under way: no report, no next reading', async () => {
    const { clock } = fakeClock(0);
    let answer: (status: NtpStatus) => void = () => {};
    const readStatus = vi.fn(() => new Promise<NtpStatus>((resolve) => (answer = resolve)));
    const onRead = vi.fn();
    const readings = startClockReadings(clock, readStatus, onRead);
    readings.stop();
    answer(STATUS);
    await readings.first;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onRead).not.toHaveBeenCalled();
    expect(readStatus).toHaveBeenCalledTimes(1);
  });
});
