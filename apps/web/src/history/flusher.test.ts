import {
  createFlusher,
  type DayRecord,
  type FlushBatch,
  type FlusherOptions,
  recordBytes,
  type SampleRecord,
} from '@dtu/recording';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HistoryDb, StorageError, type WriteBatch } from './storage.ts';

const TODAY: DayRecord = { d: '2024-05-03', o: 120, cov: 2, inv: {} };
const minute = (t: number): SampleRecord => ({ t, o: 120, c: 1, s: { site: new Float32Array(6) } });

/** The stores as plain lists, bytes counted like the database does; `write` fails while `full` is set. */
function memoryDb() {
  const writes: WriteBatch[] = [];
  const meta = new Map<string, unknown>();
  const minutes = new Map<number, SampleRecord>();
  const state = { full: false };
  const db: HistoryDb = {
    async write(batch) {
      if (state.full) throw new StorageError('quota');
      writes.push(batch);
      for (const [key, value] of Object.entries(batch.meta ?? {})) meta.set(key, value);
      for (const record of batch.min ?? []) minutes.set(record.t, record);
      const bytes = [...minutes.values()].reduce((n, record) => n + recordBytes(record), 0);
      meta.set('bytes', bytes);
      return bytes;
    },
    samples: async () => [],
    around: async () => [],
    days: async () => [],
    dayKeys: async () => [],
    meta: async <T>(key: string) => meta.get(key) as T | undefined,
  };
  return { db, writes, state };
}

/** Options whose `written` / `failed` resolve the promise `next()` hands out. */
function options(
  batches: FlushBatch[],
  now = () => ({ utcMs: Date.UTC(2024, 4, 3, 22, 1), offsetMin: 120 }),
) {
  let settle: (outcome: unknown) => void = () => {};
  const collect = vi.fn((partial: boolean) => {
    const batch = batches.shift() ?? { minutes: [], days: [TODAY], names: {}, dayEnded: false };
    return partial ? { ...batch, minutes: [...batch.minutes, minute(999)] } : batch;
  });
  const opts: FlusherOptions = {
    collect,
    now,
    written: (bytes, today) => settle({ bytes, today }),
    failed: (error) => settle(error),
  };
  const next = () => new Promise((resolve) => (settle = resolve));
  return { opts, collect, next };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('flusher', () => {
  it('writes the finished minutes once after the delay, however often it is asked', async () => {
    const { db, writes } = memoryDb();
    const minutes = [minute(0), minute(60_000)];
    const { opts, collect, next } = options([
      { minutes, days: [TODAY], names: { '1': 'Roof' }, dayEnded: false },
    ]);
    const flusher = createFlusher(db, opts, 1000);
    flusher.later();
    flusher.later();
    const written = next();
    await vi.advanceTimersByTimeAsync(1000);
    const bytes = minutes.reduce((n, m) => n + recordBytes(m), 0);
    expect(await written).toEqual({ bytes, today: TODAY });
    expect(collect).toHaveBeenCalledTimes(1);
    expect(collect).toHaveBeenCalledWith(false);
    expect(writes).toEqual([{ min: minutes, day: [TODAY], meta: { names: { '1': 'Roof' } } }]);
  });

  it('flush writes at once with the minute being filled, reports the stored bytes and drops the planned flush', async () => {
    const { db, writes } = memoryDb();
    const { opts, collect, next } = options([]);
    const flusher = createFlusher(db, opts);
    flusher.later();
    let written = next();
    flusher.flush();
    const one = recordBytes(minute(999));
    expect(await written).toEqual({ bytes: one, today: TODAY });
    written = next();
    flusher.flush();
    // The same minute written again (filled further) is stored once: the bytes stay.
    expect(await written).toEqual({ bytes: one, today: TODAY });
    await vi.advanceTimersByTimeAsync(5000);
    expect(collect.mock.calls).toEqual([[true], [true]]);
    expect(writes).toHaveLength(2);
  });

  it('writes nothing before any day was touched', async () => {
    const { db, writes } = memoryDb();
    const { opts, collect } = options([{ minutes: [minute(0)], days: [], names: {}, dayEnded: false }]);
    createFlusher(db, opts).flush();
    await vi.runAllTimersAsync();
    expect(collect).toHaveBeenCalledTimes(1);
    expect(writes).toEqual([]);
  });

  it('rolls the finished days up after a device midnight', async () => {
    const { db, writes } = memoryDb();
    const { opts, next } = options([{ minutes: [minute(0)], days: [TODAY], names: {}, dayEnded: true }]);
    const flusher = createFlusher(db, opts);
    const written = next();
    flusher.later();
    await vi.advanceTimersByTimeAsync(1000);
    await written;
    // The minute store was read for the finished day (none here): the rollup marks it rolled.
    expect(writes[1]?.meta).toEqual({ rolledTo: Date.UTC(2024, 4, 3, 22, 0) });
  });

  it('hands a failed write to `failed`', async () => {
    const { db, state } = memoryDb();
    state.full = true;
    const { opts, next } = options([]);
    const failed = next();
    createFlusher(db, opts).flush();
    expect(await failed).toEqual(new StorageError('quota'));
  });
});
