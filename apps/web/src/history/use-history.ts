import { useEffect, useState } from 'react';
import { useStore } from '../store/store.ts';
import { todayOfNightRunners } from './day-energy.ts';
import { DAY_MS, dayFromKey, dayKey, dayNumber, MINUTE_MS, minuteOfDay } from './device-time.ts';
import { deviceClock, getHistoryDb, type RecorderStatus, recorderStatus } from './recorder.ts';
import type { CounterDay, DayRecord, SampleRecord } from './records.ts';

export function useRecorderStatus(): RecorderStatus {
  return useStore(recorderStatus, (status) => status);
}

/** Tells the views that stored data changed (after an import). */
export function notifyHistoryChanged(): void {
  const status = recorderStatus.get();
  recorderStatus.set({ ...status, version: status.version + 1 });
}

/** Re-reads with `load` whenever the recorder wrote, and once a minute (for tabs that do not record). */
function useStored<T>(load: () => Promise<T>, deps: readonly unknown[]): T | undefined {
  const version = useStore(recorderStatus, (status) => status.version);
  const [value, setValue] = useState<T>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on version and the caller's deps
  useEffect(() => {
    let live = true;
    const read = () =>
      load().then(
        (result) => live && setValue(result),
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
  return useStored(async () => {
    try {
      return await (await getHistoryDb()).days(); // In key order, oldest first.
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
export function useDaySamples(
  day: DayRecord | undefined,
): { step: number; records: SampleRecord[]; around: SampleRecord[] } | undefined {
  return useStored(async () => {
    if (!day) return { step: MINUTE_MS, records: [], around: [] };
    const from = dayFromKey(day.d) * DAY_MS - day.o * MINUTE_MS - 2 * 3_600_000;
    const db = await getHistoryDb();
    const ofDay = (record: SampleRecord) => dayKey(dayNumber(record.t, record.o)) === day.d;
    const read = async (store: 'min' | 'q') =>
      (await db.samples(store, from, from + DAY_MS + 4 * 3_600_000)).filter(ofDay);
    const minutes = await read('min');
    const step = minutes.length > 0 ? MINUTE_MS : 15 * MINUTE_MS;
    const records = minutes.length > 0 ? minutes : await read('q');
    // The samples just outside the day, however far: a gap across midnight shows on both days.
    const outside: (SampleRecord | undefined)[] = records[0]
      ? await db.around(step === MINUTE_MS ? 'min' : 'q', records[0].t, (records.at(-1)?.t ?? 0) + 1)
      : [];
    return { step, records, around: outside.filter((r): r is SampleRecord => r !== undefined) };
  }, [day?.d, day?.cov]);
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
