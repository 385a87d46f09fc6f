import type { SampleRecord, Series } from '@dtu/recording/records.ts';

/**
 * How v3 stores a sample record: every value of every series in one `ArrayBuffer` (one object
 * for IndexedDB to clone instead of one typed array and one key string per series), the series
 * keys once per key set in the `keys` store. Inverter series (`i:…`) are Float64 at the front of
 * the buffer: they carry the energy counters (YieldTotal in Wh passes 2^24, Float32's last
 * exact integer, after 16.7 MWh) and the minute means as the recorder computed them, so storing
 * them changes no value; input and site series (W, V, A, Wh of a day, %) are Float32, as they
 * always were. `historyDb` converts at its boundary; the app sees `SampleRecord`s.
 */
export interface StoredRecord {
  t: number;
  o: number;
  c: number;
  /** Id of the key set in the `keys` store. */
  k: number;
  v: ArrayBuffer;
}

/** One key set: the series keys in the record's order and each series' length. */
export interface KeySet {
  keys: string[];
  sizes: number[];
  /** `JSON.stringify([keys, sizes])`, unique in the store. */
  sig: string;
}

/** A key set ready to (de)code: where each series starts, in values of its own width. */
export interface Layout extends KeySet {
  id: number;
  wide: number;
  starts: number[];
}

/** Our count of a stored record: four numbers and its values. */
export const STORED_RECORD_BYTES = 32;

const isWide = (key: string) => key[0] === 'i';

export function keySetOf(record: SampleRecord): KeySet {
  const keys = Object.keys(record.s);
  const sizes = keys.map((key) => (record.s[key] as Series).length);
  return { keys, sizes, sig: JSON.stringify([keys, sizes]) };
}

/** Our count of a key set: its keys and a number per series. */
export function keySetBytes(set: KeySet): number {
  return set.keys.reduce((n, key) => n + key.length + 8, 0);
}

export function layoutOf(set: KeySet, id: number): Layout {
  const starts: number[] = [];
  const next = [0, 0];
  set.keys.forEach((key, i) => {
    const w = isWide(key) ? 0 : 1;
    starts.push(next[w] as number);
    next[w] = (next[w] as number) + (set.sizes[i] as number);
  });
  return { ...set, keys: [...set.keys], sizes: [...set.sizes], id, wide: next[0] as number, starts };
}

export function encodeRecord(record: SampleRecord, layout: Layout): StoredRecord {
  const narrowFrom = layout.wide * 8;
  const narrowCount = layout.sizes.reduce(
    (n, size, i) => n + (isWide(layout.keys[i] as string) ? 0 : size),
    0,
  );
  const v = new ArrayBuffer(narrowFrom + narrowCount * 4);
  const wide = new Float64Array(v, 0, layout.wide);
  const narrow = new Float32Array(v, narrowFrom, narrowCount);
  layout.keys.forEach((key, i) => {
    (isWide(key) ? wide : narrow).set(record.s[key] as Series, layout.starts[i]);
  });
  return { t: record.t, o: record.o, c: record.c, k: layout.id, v };
}

/**
 * The record back, each series a view into the stored buffer (no copy). Views made by their
 * constructors: `subarray` looks up the species constructor each time, which made it the
 * costliest part of opening a page of 10 six-input inverters.
 */
export function decodeRecord(stored: StoredRecord, layout: Layout): SampleRecord {
  const narrowFrom = layout.wide * 8;
  const { keys, starts, sizes } = layout;
  const s: Record<string, Series> = {};
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const start = starts[i] as number;
    s[key] = isWide(key)
      ? new Float64Array(stored.v, start * 8, sizes[i])
      : new Float32Array(stored.v, narrowFrom + start * 4, sizes[i]);
  }
  return { t: stored.t, o: stored.o, c: stored.c, s };
}

export function storedBytes(stored: StoredRecord): number {
  return STORED_RECORD_BYTES + stored.v.byteLength;
}
