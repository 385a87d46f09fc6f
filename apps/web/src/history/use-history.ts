import { dayKey, dayNumber, MINUTE_MS, minuteOfDay } from '@dtu/recording/device-time.ts';
import type { CounterDay, DayRecord } from '@dtu/recording/records.ts';
import { useEffect, useState } from 'react';
import { useStore } from '../store/store.ts';
import { todayOfNightRunners } from './day-energy.ts';
import { createDayReads, type DaySamples } from './day-reads.ts';
import { deviceClock, getHistoryDb, type RecorderStatus, recorderStatus } from './recorder.ts';

export function useRecorderStatus(): RecorderStatus {
  return useStore(recorderStatus, (status) => status);
}

/** The stored history as the views read it: shared reads, then only what can have changed. */
const reads = createDayReads(getHistoryDb);

/** Tells the views that stored data changed (after an import): they read it whole again. */
export function notifyHistoryChanged(): void {
  reads.invalidate();
  const status = recorderStatus.get();
  recorderStatus.set({ ...status, version: status.version + 1 });
}

/**
 * Reads with `load` whenever the recorder wrote, and once a minute (for tabs that do not record);
 * `load` gets a key of that state, the same for every view that asks in the same minute and
 * version (`createDayReads` reads once for all of them).
 */
function useStored<T>(load: (key: string) => Promise<T>, deps: readonly unknown[]): T | undefined {
  const version = useStore(recorderStatus, (status) => status.version);
  const [value, setValue] = useState<T>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on version and the caller's deps
  useEffect(() => {
    let live = true;
    const read = () =>
      load(`${version} ${Math.floor(Date.now() / 60_000)}`).then(
        (result) => live && setValue(() => result),
        () => {},
      );
    read();
    const timer = setInterval(read, 60_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [version, ...deps]);
  return value;
}

/** Every day summary, oldest first. */
export function useDays(): DayRecord[] | undefined {
  return useStored(async (key) => {
    try {
      return await reads.days(key);
    } catch {
      return []; // Not recording: the status line says why.
    }
  }, []);
}

/** Today's energy of the inverters whose YieldDay is no day counter (`todayOfNightRunners`). */
export function useTodayOfNightRunners(): Record<string, { wh: number; atLeast: boolean }> {
  const days = useDays();
  const now = deviceClock.now();
  if (!days || !now) return {};
  return todayOfNightRunners(days, dayKey(dayNumber(now.utcMs, now.offsetMin)));
}

/** The samples of one device day: minutes while kept, else the 15-minute rollups. */
export function useDaySamples(day: DayRecord | undefined): DaySamples | undefined {
  return useStored(
    async (key) =>
      day ? reads.daySamples(day, `${key} ${day.cov}`) : { step: MINUTE_MS, records: [], around: [] },
    [day?.d, day?.cov],
  );
}

/** The day's counters of an inverter or input: `pk` its peak power (W), at `pkT`. */
export type PeakOfDay = CounterDay;

export interface DayMax {
  inverter: PeakOfDay;
  inputs: (PeakOfDay | undefined)[];
  offsetMin: number;
  /** Share of the day so far that the recorder saw, when it missed part of it (0…1). */
  partial?: number;
}

/** The day's maximum power of one inverter and its inputs, reset at the device's midnight. */
export function useDayMax(serial: string): DayMax | undefined {
  const today = useStore(recorderStatus, (status) => status.today);
  const inv = today?.inv[serial];
  const now = deviceClock.now();
  if (!today || !inv || !now || dayKey(dayNumber(now.utcMs, now.offsetMin)) !== today.d) return undefined;
  const elapsed = minuteOfDay(now.utcMs, now.offsetMin) + 1;
  const seen = Math.min(1, today.cov / elapsed);
  return {
    inverter: inv,
    inputs: inv.ch,
    offsetMin: today.o,
    partial: seen < 0.98 ? seen : undefined,
  };
}
