import {
  type CounterDay,
  type DayRecord,
  dayKey,
  dayNumber,
  minuteOfDay,
  todayOfNightRunners,
} from '@dtu/recording';
import { useEffect, useState } from 'react';
import { holdBackground } from '../store/background-gate.ts';
import { useStore } from '../store/store.ts';
import { createDayReads, type DaySamples, newestHintIn, type OpenDay } from './day-reads.ts';
import { deviceClock, getHistoryDb, type RecorderStatus, recorderStatus } from './recorder.ts';

export function useRecorderStatus(): RecorderStatus {
  return useStore(recorderStatus, (status) => status);
}

/** The stored history as the views read it: shared reads, then only what can have changed. */
const reads = createDayReads(getHistoryDb, newestHintIn(globalThis.localStorage));

/** Tells the views that stored data changed (after an import): they read it whole again. */
export function notifyHistoryChanged(): void {
  reads.invalidate();
  const status = recorderStatus.get();
  recorderStatus.set({ ...status, version: status.version + 1 });
}

/** The state the views read in: the recorder's writes so far and the minute. */
const stateKey = (version: number) => `${version} ${Math.floor(Date.now() / 60_000)}`;

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
      load(stateKey(version)).then(
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

/** A list read, empty when it fails (not recording: the status line says why). */
const listOrNone = <T>(read: Promise<T[]>): Promise<T[]> => read.catch(() => []);

/** Every day summary, oldest first: years of them are costly, so only where all are shown. */
export function useDays(): DayRecord[] | undefined {
  return useStored((key) => listOrNone(reads.days(key)), []);
}

/**
 * The history page's day: the list of days, the `chosen` day (else the newest) and its samples,
 * all at once; `{ keys: [] }` when nothing can be read (not recording: the status line says why).
 */
export function useOpenDay(chosen: string | undefined): OpenDay | undefined {
  return useStored((key) => reads.openDay(chosen, key).catch((): OpenDay => ({ keys: [] })), [chosen]);
}

/** Ends the hold `preloadOpenDay` took (no-op without one). */
let releaseOpening = () => {};

/**
 * Starts reading the newest day as `useOpenDay` will ask for it, before the app has rendered
 * (the page's first render and its effects take a while at start-up; the reads wait for nothing),
 * and holds the app's background work (the recorder's start, the alert rules, the weak-input
 * check) back until the page has drawn it (`openDayDrawn`): they would share the main thread with
 * the opening, and none of them changes what it shows.
 */
export function preloadOpenDay(): void {
  releaseOpening = holdBackground();
  reads.openDay(undefined, stateKey(recorderStatus.get().version)).catch(() => undefined);
}

/** The history page has drawn the day it opened with (or left before): the background may start. */
export function openDayDrawn(): void {
  releaseOpening();
}

/** One day's summary (`d` as `YYYY-MM-DD`); undefined while loading or when none is stored. */
export function useDay(d: string | undefined): DayRecord | undefined {
  return useStored(async (key) => (d === undefined ? undefined : reads.day(d, key)), [d]);
}

/** The newest `count` day summaries, oldest first (one count per app: the weak-input finder's). */
export function useRecentDays(count: number): DayRecord[] | undefined {
  return useStored(
    async (key) => {
      try {
        return await reads.recentDays(count, key);
      } catch {
        return [];
      }
    },
    [count],
  );
}

/** Today's energy of the inverters whose YieldDay is no day counter (`todayOfNightRunners`). */
export function useTodayOfNightRunners(): Record<string, { wh: number; atLeast: boolean }> {
  const days = useDays();
  const now = deviceClock.now();
  if (!days || !now) return {};
  return todayOfNightRunners(days, dayKey(dayNumber(now.utcMs, now.offsetMin)));
}

/** The samples of one device day: minutes while kept, else the 15-minute rollups; none without a day. */
export function useDaySamples(day: DayRecord | undefined): DaySamples | undefined {
  return useStored(
    async (key) => (day ? reads.daySamples(day, `${key} ${day.cov}`) : undefined),
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
