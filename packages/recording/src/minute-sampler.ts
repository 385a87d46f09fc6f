import type { DeviceInstant } from './device-clock.ts';
import { dayNumber, MINUTE_MS } from './device-time.ts';
import type { SampleRecord, Series } from './records.ts';
import { rollupRecords } from './rollup.ts';

/** The 1-minute accumulators: the minute being filled and the finished ones not yet written. */
export interface MinuteSampler {
  /**
   * Moves to the minute of `now`; true when that started a new minute (the one before is then
   * finished). A clock stepped back keeps filling the current minute.
   */
  enter(now: DeviceInstant): boolean;
  /** One sample of a series at the instant last entered. */
  add(key: string, values: number[]): void;
  /** How many finished minutes wait to be taken. */
  finished(): number;
  /**
   * Takes the finished minutes (with `partial` also the minute being filled, which goes on
   * filling) and whether a device midnight passed between them since the last take.
   */
  take(partial: boolean): { minutes: SampleRecord[]; dayEnded: boolean };
}

export function createMinuteSampler(): MinuteSampler {
  // The minute being filled holds no series itself: each sample is a single-series record,
  // folded into the minute's means, maxima and last values when it is finished.
  let minute: SampleRecord | undefined;
  let samples: SampleRecord[] = [];
  let minutes: SampleRecord[] = [];
  let dayEnded = false;
  let t = 0;
  let o = 0;

  const finish = (m: SampleRecord): SampleRecord => ({
    ...m,
    s: rollupRecords(samples, MINUTE_MS)[0]?.s ?? {},
  });

  return {
    enter(now) {
      const start = Math.floor(now.utcMs / MINUTE_MS) * MINUTE_MS;
      // Samples carry the minute being filled: one stamped earlier would end up alone in the
      // finished minute's first bucket, without the minute's own samples.
      if (minute && start <= minute.t) return false;
      t = start;
      o = now.offsetMin;
      if (minute) {
        minutes.push(finish(minute));
        dayEnded ||= dayNumber(t, o) > dayNumber(minute.t, minute.o);
      }
      minute = { t, o, c: 1, s: {} };
      samples = [];
      return true;
    },
    add(key, values) {
      samples.push({ t, o, c: 1, s: { [key]: values as unknown as Series } });
    },
    finished: () => minutes.length,
    take(partial) {
      if (partial && minute) minutes.push(finish(minute));
      const taken = { minutes, dayEnded };
      minutes = [];
      dayEnded = false;
      return taken;
    },
  };
}
