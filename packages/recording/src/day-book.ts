import { type CounterSample, foldCounter } from './counters.ts';
import type { DeviceInstant } from './device-clock.ts';
import { dayKey, dayNumber } from './device-time.ts';
import type { DayRecord, InverterDay } from './records.ts';

/** The summaries of the device days touched since the last write (today's stays). */
export interface DayBook {
  /** The summary of the device day at `now`, started when new. */
  day(now: DeviceInstant): DayRecord;
  /** Adds a stored summary (the latest, at start) unless the book holds that day already. */
  resume(day: DayRecord): void;
  /** The days touched since the last take, oldest first; the last one (today) stays in the book. */
  take(): DayRecord[];
}

export function createDayBook(): DayBook {
  let days = new Map<string, DayRecord>();
  return {
    day(now) {
      const d = dayKey(dayNumber(now.utcMs, now.offsetMin));
      const day = days.get(d) ?? { d, o: now.offsetMin, cov: 0, inv: {} };
      days.set(d, day);
      return day;
    },
    resume(day) {
      if (!days.has(day.d)) days.set(day.d, day);
    },
    take() {
      const taken = [...days.values()];
      const today = taken.at(-1);
      days = new Map(today ? [[today.d, today]] : []);
      return taken;
    },
  };
}

/**
 * An inverter's day after one reading, named `name`; undefined while no valid YieldTotal has
 * started its counters. Its inputs are folded in afterwards with `foldInput`.
 */
export function foldInverter(
  old: InverterDay | undefined,
  name: string,
  sample: CounterSample,
): InverterDay | undefined {
  const folded = foldCounter(old, sample);
  return folded && { ...folded, n: name, ch: old ? [...old.ch] : [] };
}

/** Folds one input's reading into the inverter's day returned by `foldInverter`. */
export function foldInput(day: InverterDay, input: number, sample: CounterSample): void {
  const folded = foldCounter(day.ch[input], sample);
  if (folded) day.ch[input] = folded;
}
