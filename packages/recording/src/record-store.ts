import type { DayRecord, SampleRecord } from './records.ts';

/**
 * What one flush writes, all in one transaction, by store; `prune`: minute / quarter keys below
 * these are deleted. `meta.bytes` is the store's own: `write` keeps it.
 */
export interface WriteBatch {
  min?: readonly SampleRecord[];
  q?: readonly SampleRecord[];
  day?: readonly DayRecord[];
  meta?: Readonly<Record<string, unknown>>;
  prune?: [minBefore?: number, quarterBefore?: number];
}

/**
 * Where the recorder's records live: the browser's IndexedDB (`apps/web/src/history/storage.ts`)
 * or the companion's SQLite file. The core (flusher, rollup, budget) and the history views see only this.
 */
export interface RecordStore {
  /** Resolves with the sample bytes stored after the write (`recordBytes` of every minute and quarter). */
  write(batch: WriteBatch): Promise<number>;
  /**
   * Records in `[fromT, toT)`, the first `limit` of them when given; `lazy`: each series is made
   * when first read (a reader of a few series of many records: a day's curve, the finder), but
   * the records cannot be cloned or changed. A store without lazy decoding ignores it.
   */
  samples(
    store: 'min' | 'q',
    fromT: number,
    toT: number,
    limit?: number,
    lazy?: boolean,
  ): Promise<SampleRecord[]>;
  /** The last record before `fromT` and the first at or after `toT`, however far (gaps across midnight). */
  around(store: 'min' | 'q', fromT: number, toT: number): Promise<[SampleRecord?, SampleRecord?]>;
  /**
   * Day summaries in key order (oldest first), from day `fromD` (`YYYY-MM-DD`) on and up to `toD`
   * (both included) when given, the first `limit` of them when given.
   */
  days(fromD?: string, toD?: string, limit?: number): Promise<DayRecord[]>;
  /** The keys (`YYYY-MM-DD`) of every stored day summary, oldest first: no summary is read. */
  dayKeys(): Promise<string[]>;
  /**
   * The newest day summary in one read, where the store can (IndexedDB: a cursor from the end);
   * `newestDay(store)` reads it through the keys elsewhere.
   */
  newestDay?(): Promise<DayRecord | undefined>;
  meta<T>(key: string): Promise<T | undefined>;
}

/** The newest stored day summary (undefined when none is): one read where the store has `newestDay`. */
export async function newestDay(store: RecordStore): Promise<DayRecord | undefined> {
  if (store.newestDay) return store.newestDay();
  const last = (await store.dayKeys()).at(-1);
  return last === undefined ? undefined : (await store.days(last, last))[0];
}
