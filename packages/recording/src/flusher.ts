import { STORAGE_BUDGET_BYTES, thinToBudget } from './budget.ts';
import type { DeviceInstant } from './device-clock.ts';
import type { RecordStore } from './record-store.ts';
import type { DayRecord, SampleRecord } from './records.ts';
import { rollupPending } from './rollup.ts';

/** What one flush writes, in one transaction. */
export interface FlushBatch {
  minutes: SampleRecord[];
  /** The days touched, oldest first: the last one is today. */
  days: DayRecord[];
  names: Record<string, string>;
  /** A device midnight passed: the finished days are rolled up after the write. */
  dayEnded: boolean;
}

export interface FlusherOptions {
  /** Drains what waits to be written; `partial`: the minute being filled as well. */
  collect(partial: boolean): FlushBatch;
  /** The device's time, for the rollup after a midnight. */
  now(): DeviceInstant | undefined;
  /** After each write: the sample bytes stored (the store's count), and today's summary. */
  written(bytes: number, today: DayRecord): void;
  failed(error: unknown): void;
  /** Above this, the oldest minute records are thinned out (`thinToBudget`). */
  budgetBytes?: number;
}

export interface Flusher {
  /** Flushes the finished minutes in `delayMs`, unless that is already planned. */
  later(): void;
  /** Flushes now, the minute being filled included; settles when every write taken so far has. */
  flush(): Promise<void>;
  /** Forgets a planned flush. */
  cancel(): void;
}

/** Writes batches to the history database one after the other, in the order they were taken. */
export function createFlusher(db: RecordStore, options: FlusherOptions, delayMs = 1000): Flusher {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const flush = (partial: boolean) => {
    cancel();
    const batch = options.collect(partial);
    const today = batch.days.at(-1);
    if (!today) return writing;
    const budget = options.budgetBytes ?? STORAGE_BUDGET_BYTES;
    writing = writing
      .then(async () => {
        let total = await db.write({ min: batch.minutes, day: batch.days, meta: { names: batch.names } });
        const now = options.now();
        if (batch.dayEnded && now) {
          await rollupPending(db, now);
          total = (await db.meta<number>('bytes')) ?? total;
        }
        if (total > budget) total = await thinToBudget(db, total, budget);
        options.written(total, today);
      })
      .catch(options.failed);
    return writing;
  };

  return {
    later() {
      timer ??= setTimeout(() => flush(false), delayMs);
    },
    flush: () => flush(true),
    cancel,
  };
}
