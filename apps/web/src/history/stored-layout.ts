import type { SampleRecord, Series } from '@dtu/recording';

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
  /** Position of each key in `keys`. */
  index: Map<string, number>;
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
  const keys = [...set.keys];
  const index = new Map(keys.map((key, i) => [key, i]));
  return { ...set, keys, sizes: [...set.sizes], id, wide: next[0] as number, starts, index };
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
 * The view of series `i` of a stored buffer, made by its constructor: `subarray` looks up the
 * species constructor each time, which made it the costliest part of opening a page.
 */
function seriesView(v: ArrayBuffer, layout: Layout, i: number): Series {
  const start = layout.starts[i] as number;
  return isWide(layout.keys[i] as string)
    ? new Float64Array(v, start * 8, layout.sizes[i])
    : new Float32Array(v, layout.wide * 8 + start * 4, layout.sizes[i]);
}

const BUFFER = Symbol('buffer');
const LISTED: PropertyDescriptor = { enumerable: true, configurable: true };
type Made = Record<string, Series> & { [BUFFER]: ArrayBuffer };

/**
 * What `seriesValue` reads a lazy record's values through, by its series proxy: the buffer, its
 * layout and one view of each width over the whole buffer (made on the first value read). A
 * look-up here instead of a symbol read through the proxy's trap: a day's curve and its gap
 * search read tens of thousands of single values.
 */
interface Raw {
  v: ArrayBuffer;
  layout: Layout;
  wide?: Float64Array;
  narrow?: Float32Array;
}
const raws = new WeakMap<object, Raw>();

/** One handler per layout: the proxies of its records share it. */
const handlers = new WeakMap<Layout, ProxyHandler<Made>>();

/** The handler of a layout's records, made once (kept in `handlers`). */
function handlerOf(layout: Layout): ProxyHandler<Made> {
  const view = (made: Made, key: string | symbol): Series | undefined => {
    if (typeof key !== 'string') return undefined;
    const known = made[key];
    if (known) return known;
    const i = layout.index.get(key);
    if (i === undefined) return undefined;
    made[key] = seriesView(made[BUFFER], layout, i);
    return made[key];
  };
  const handler: ProxyHandler<Made> = {
    get: view as ProxyHandler<Made>['get'],
    has: (_, key) => typeof key === 'string' && layout.index.has(key),
    ownKeys: () => layout.keys,
    // Read-only: a stored record is changed by writing a new one.
    set: () => false,
    deleteProperty: () => false,
    defineProperty: () => false,
    // Enumerating asks for each key's descriptor, then reads the values it wants through `get`:
    // the descriptor leaves the value out, so listing the keys makes no view.
    getOwnPropertyDescriptor: (_, key) =>
      typeof key === 'string' && layout.index.has(key) ? LISTED : undefined,
  };
  handlers.set(layout, handler);
  return handler;
}

/**
 * The series of a stored record, each made on first access as a view into the stored buffer
 * (no copy) and then kept: a day curve reads 11 of the 71 series of 10 six-input inverters, so
 * building every view of every record (the costliest part of opening a day) is mostly waste.
 * Enumerating the keys (`Object.keys`, `for … in`) lists all of them, in the stored order; the
 * series cannot be replaced.
 */
function lazySeries(v: ArrayBuffer, layout: Layout): Record<string, Series> {
  // No prototype: a name such as `toString` is no series.
  const series = new Proxy(
    { __proto__: null, [BUFFER]: v } as unknown as Made,
    handlers.get(layout) ?? handlerOf(layout),
  );
  raws.set(series, { v, layout });
  return series;
}

/**
 * The record back, each series a view into the stored buffer (no copy): all of them at once for
 * a reader of every series (exports, rollups), or `lazy`, each when first read (`lazySeries`).
 */
export function decodeRecord(stored: StoredRecord, layout: Layout, lazy = false): SampleRecord {
  if (lazy) return { t: stored.t, o: stored.o, c: stored.c, s: lazySeries(stored.v, layout) };
  const s: Record<string, Series> = {};
  for (let i = 0; i < layout.keys.length; i++) s[layout.keys[i] as string] = seriesView(stored.v, layout, i);
  return { t: stored.t, o: stored.o, c: stored.c, s };
}

/**
 * Value `field` of series `key` of a record (undefined when it has none): read straight from a
 * lazy record's buffer, without making the series' view; any other record through its series.
 */
export function seriesValue(record: SampleRecord, key: string, field: number): number | undefined {
  const raw = raws.get(record.s);
  if (!raw) return record.s[key]?.[field];
  const { layout } = raw;
  const i = layout.index.get(key);
  if (i === undefined || field >= (layout.sizes[i] as number)) return undefined;
  const at = (layout.starts[i] as number) + field;
  if (isWide(key)) {
    raw.wide ??= new Float64Array(raw.v, 0, layout.wide);
    return raw.wide[at];
  }
  raw.narrow ??= new Float32Array(raw.v, layout.wide * 8);
  return raw.narrow[at];
}

/**
 * Value `field` of series `key` of each record (undefined where a record has none), as
 * `seriesValue` reads them: a lazy record's position found once per layout, not per record.
 */
export function seriesColumn(
  records: readonly SampleRecord[],
  key: string,
  field: number,
): (number | undefined)[] {
  const out: (number | undefined)[] = new Array(records.length);
  let known: Layout | undefined;
  let at = -1;
  const wide = isWide(key);
  for (let r = 0; r < records.length; r++) {
    const record = records[r] as SampleRecord;
    const raw = raws.get(record.s);
    if (!raw) {
      out[r] = record.s[key]?.[field];
      continue;
    }
    const { layout } = raw;
    if (layout !== known) {
      known = layout;
      const i = layout.index.get(key);
      at =
        i === undefined || field >= (layout.sizes[i] as number) ? -1 : (layout.starts[i] as number) + field;
    }
    if (at < 0) out[r] = undefined;
    else if (wide) {
      raw.wide ??= new Float64Array(raw.v, 0, layout.wide);
      out[r] = raw.wide[at];
    } else {
      raw.narrow ??= new Float32Array(raw.v, layout.wide * 8);
      out[r] = raw.narrow[at];
    }
  }
  return out;
}

export function storedBytes(stored: StoredRecord): number {
  return STORED_RECORD_BYTES + stored.v.byteLength;
}
