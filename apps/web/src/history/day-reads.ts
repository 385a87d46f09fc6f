import type { DayRecord, SampleRecord } from '@dtu/recording';
import { DAY_MS, dayFromKey, dayNumber, MINUTE_MS, newestDay } from '@dtu/recording';
import type { HistoryDb } from './storage.ts';

/** Where the newest day of the last opening is kept (`d` its key, `o` its UTC offset in minutes). */
export interface NewestHint {
  get(): { d: string; o: number } | undefined;
  set(day: { d: string; o: number }): void;
}

/** The `localStorage` key of the newest day of the last opening. */
export const NEWEST_KEY = 'dtu-history-newest';

/**
 * The hint kept in `storage` (none without it); a value it did not write is no hint. An unchanged
 * value is not written again (an open page sets it at each of its reads, every minute).
 */
export function newestHintIn(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): NewestHint {
  let written: string | undefined;
  return {
    get() {
      try {
        const value: unknown = JSON.parse(storage?.getItem(NEWEST_KEY) ?? 'null');
        const { d, o } = (value ?? {}) as { d?: unknown; o?: unknown };
        return typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) && Number.isFinite(o)
          ? { d, o: o as number }
          : undefined;
      } catch {
        return undefined;
      }
    },
    set({ d, o }) {
      const value = JSON.stringify({ d, o });
      if (value === written) return;
      try {
        storage?.setItem(NEWEST_KEY, value);
        written = value;
      } catch {
        // No storage (private mode, quota): the next opening reads the newest summary first.
      }
    },
  };
}

/** A day opened on the history page: the list of days, the day shown, its summary and samples. */
export interface OpenDay {
  keys: string[];
  /** The chosen day while stored, else the newest; undefined without any day. */
  d?: string;
  day?: DayRecord;
  samples?: DaySamples;
}

export interface DaySamples {
  step: number;
  records: SampleRecord[];
  /** The samples just outside the day, however far: a gap across midnight shows on both days. */
  around: SampleRecord[];
}

const HOUR_MS = 3_600_000;
/** The newest day summaries, which a recorder's write may still change (today, yesterday at midnight). */
const OPEN_DAYS = 3;
/** Days whose samples stay cached (the chosen one, today and yesterday of the energy picture). */
const CACHED_DAYS = 4;
/** Day summaries per read of the whole list: each page is its own task, none of them long. */
export const DAYS_PAGE = 100;
/** Single day summaries kept for their identity (the finder's month and a few chosen days). */
const KNOWN_DAYS = 64;

function sameRecord(a: SampleRecord | undefined, b: SampleRecord | undefined): boolean {
  if (!a || !b || a.t !== b.t || a.c !== b.c) return false;
  const keys = Object.keys(a.s);
  if (keys.length !== Object.keys(b.s).length) return false;
  return keys.every((key) => {
    const [x, y] = [a.s[key], b.s[key]];
    return x && y && x.length === y.length && x.every((v, i) => Object.is(v, y[i]));
  });
}

/** Keeps `old` where `fresh` holds the same day summary, so unchanged days keep their identity. */
function keepSame(old: readonly DayRecord[], fresh: DayRecord[]): DayRecord[] {
  const byDay = new Map(old.map((day) => [day.d, day]));
  return fresh.map((day) => {
    const before = byDay.get(day.d);
    return before && JSON.stringify(before) === JSON.stringify(day) ? before : day;
  });
}

const sameList = (a: readonly unknown[] | undefined, b: readonly unknown[]) =>
  a !== undefined && a.length === b.length && a.every((item, i) => item === b[i]);

/** Every day summary, oldest first, `DAYS_PAGE` at a time. */
async function allDays(db: HistoryDb): Promise<DayRecord[]> {
  const list: DayRecord[] = [];
  for (;;) {
    const last = list.at(-1)?.d;
    const page = await db.days(last, undefined, DAYS_PAGE + (last === undefined ? 0 : 1));
    const fresh = last === undefined ? page : page.filter((day) => day.d > last);
    list.push(...fresh);
    if (page.length < DAYS_PAGE) return list;
  }
}

/**
 * The stored history as the views read it, read once and then only what can have changed: one
 * read serves every view that asks with the same `key` (the history page, the energy picture and
 * the weak-input finder on the same render), the day summaries are read again from the newest
 * `OPEN_DAYS` on, a day's samples from its last record on (the recorder appends; the minute it
 * last wrote may have grown). `invalidate()` (after an import) makes the next reads whole again.
 * An unchanged result is the same object as before, so views and hooks that depend on it do not
 * run again.
 */
export function createDayReads(getDb: () => Promise<HistoryDb>, hint?: NewestHint) {
  let generation = 0;
  let days: { generation: number; list: DayRecord[] } | undefined;
  let keys: string[] | undefined;
  /** Summaries read by `day` and `recentDays`, so an unchanged one keeps its identity. */
  const known = new Map<string, DayRecord>();
  let recent: DayRecord[] | undefined;
  const samples = new Map<string, { generation: number; value: DaySamples }>();
  const pending = new Map<string, { key: string; promise: Promise<unknown> }>();

  /** `read()` once per `what` and `key`; a failed read is not kept. */
  function once<T>(what: string, key: string, read: () => Promise<T>): Promise<T> {
    const asked = pending.get(what);
    if (asked?.key === key) return asked.promise as Promise<T>;
    const promise = read();
    pending.set(what, { key, promise });
    promise.catch(() => {
      if (pending.get(what)?.promise === promise) pending.delete(what);
    });
    return promise;
  }

  async function readDays(): Promise<DayRecord[]> {
    const db = await getDb();
    const at = generation;
    const cached = days?.generation === at ? days.list : undefined;
    const from = cached?.[Math.max(0, cached.length - OPEN_DAYS)]?.d;
    const fresh = from === undefined ? await allDays(db) : await db.days(from);
    const list =
      cached && from !== undefined
        ? [...cached.filter((day) => day.d < from), ...keepSame(cached, fresh)]
        : fresh;
    const result = cached && sameList(cached, list) ? cached : list;
    if (generation === at) days = { generation: at, list: result };
    return result;
  }

  async function readKeys(): Promise<string[]> {
    const fresh = await (await getDb()).dayKeys();
    if (!sameList(keys, fresh)) keys = fresh;
    return keys as string[];
  }

  /** Summaries read one by one or a few: the unchanged ones as the same objects as before. */
  function kept(fresh: DayRecord[]): DayRecord[] {
    const list = keepSame([...known.values()], fresh);
    for (const day of list) {
      known.delete(day.d);
      known.set(day.d, day);
    }
    for (const d of known.keys()) if (known.size > KNOWN_DAYS) known.delete(d);
    return list;
  }

  async function readRecent(count: number, key: string): Promise<DayRecord[]> {
    const db = await getDb();
    // The list of days the history page reads in the same state serves here too.
    const all = await once('keys', key, readKeys);
    const from = all[Math.max(0, all.length - count)];
    const list = from === undefined ? [] : kept(await db.days(from));
    if (!sameList(recent, list)) recent = list;
    return recent as DayRecord[];
  }

  /**
   * `newest`: the newest day's minutes are kept (the budget never thins the newest days' minutes):
   * its minutes and what lies just beyond them are read alone, the quarters only if they are gone,
   * so the curve does not wait for a tier it does not draw. `keep`: cached for the reads after it
   * (not a guess's, which is kept only once its summary confirms it).
   */
  async function readSamples(day: DayRecord, newest = false, keep = true): Promise<DaySamples> {
    const db = await getDb();
    const at = generation;
    const n = dayFromKey(day.d);
    const from = n * DAY_MS - day.o * MINUTE_MS - 2 * HOUR_MS;
    const to = from + DAY_MS + 4 * HOUR_MS;
    const ofDay = (record: SampleRecord) => dayNumber(record.t, record.o) === n;
    const whole = async (): Promise<DaySamples> => {
      if (newest) {
        const [minutes, beyond] = await Promise.all([
          db.samples('min', from, to, undefined, true),
          db.around('min', from, to),
        ]);
        const records = minutes.filter(ofDay);
        if (records.length > 0)
          return { step: MINUTE_MS, records, around: aroundOf(minutes, records, beyond) };
      }
      // Both tiers and what lies beyond the window at once: one wait instead of three in a row
      // (the minutes, then the quarters of a day without them, then the samples around it).
      const [minutes, quarters, ...beyond] = await Promise.all([
        db.samples('min', from, to, undefined, true),
        db.samples('q', from, to, undefined, true),
        db.around('min', from, to),
        db.around('q', from, to),
      ]);
      const step = minutes.some(ofDay) ? MINUTE_MS : 15 * MINUTE_MS;
      const window = step === MINUTE_MS ? minutes : quarters;
      const records = window.filter(ofDay);
      return { step, records, around: aroundOf(window, records, beyond[step === MINUTE_MS ? 0 : 1] ?? []) };
    };
    const cached = samples.get(day.d);
    const last = cached?.generation === at ? cached.value.records.at(-1) : undefined;
    let value: DaySamples;
    if (cached && last) {
      // Only the tail: the last record known (it may have been written again) and any after it.
      const store = cached.value.step === MINUTE_MS ? 'min' : 'q';
      const tail = (await db.samples(store, last.t, to, undefined, true)).filter(ofDay);
      if (tail.length === 1 && sameRecord(tail[0], last)) return cached.value;
      const records = [...cached.value.records.slice(0, -1), ...tail];
      // The last record gone (thinned into quarters): the day is read whole again.
      value =
        tail[0]?.t === last.t
          ? { ...cached.value, records, around: await around(db, store, records) }
          : await whole();
    } else value = await whole();
    if (keep) keepSamples(day.d, at, value);
    return value;
  }

  function keepSamples(d: string, at: number, value: DaySamples): void {
    if (generation !== at) return;
    samples.delete(d);
    samples.set(d, { generation: at, value });
    for (const old of samples.keys()) if (samples.size > CACHED_DAYS) samples.delete(old);
  }

  const readDay = (d: string, key: string) =>
    once(`day ${d}`, key, async () => kept(await (await getDb()).days(d, d))[0]);
  const daySamples = (day: DayRecord, key: string, newest = false) =>
    once(`samples ${day.d}`, key, () => readSamples(day, newest));

  /**
   * The list of days and the chosen (else the newest) day's summary at once, then its samples
   * (asked for once the summary is there, not after the list): two waits in a row, not three
   * (the keys, the summary, the samples).
   */
  async function readOpenDay(chosen: string | undefined, key: string): Promise<OpenDay> {
    const db = await getDb();
    // The newest day of the last opening: its samples are asked for with the list and the newest
    // summary, not after it (a wait fewer when it is still the newest, as it is all day long).
    const hinted = chosen === undefined ? hint?.get() : undefined;
    const at = generation;
    const fromHint = hinted && readSamples({ d: hinted.d, o: hinted.o, cov: 0, inv: {} }, true, false);
    fromHint?.catch(() => undefined);
    const guessing =
      chosen === undefined
        ? once('newest', key, async () => {
            const newest = await newestDay(db);
            return newest && kept([newest])[0];
          })
        : readDay(chosen, key);
    // The guessed day's samples are asked for as soon as its summary is there, while the list of
    // days (years of keys) is still on its way: it only confirms the guess.
    const early = guessing.then((guess) =>
      fromHint && guess?.d === hinted?.d && guess?.o === hinted?.o
        ? fromHint.then((value) => {
            keepSamples(guess.d, at, value);
            return value;
          })
        : guess && daySamples(guess, `${key} ${guess.cov}`, chosen === undefined),
    );
    early.catch(() => undefined);
    const [list, guess] = await Promise.all([once('keys', key, readKeys), guessing]);
    const d = chosen !== undefined && list.includes(chosen) ? chosen : list.at(-1);
    // The guess missed when the chosen day is gone or a day was added between the two reads.
    const day = d === undefined ? undefined : guess?.d === d ? guess : await readDay(d, key);
    const samples = day && (day === guess ? await early : await daySamples(day, `${key} ${day.cov}`));
    if (chosen === undefined && day) hint?.set({ d: day.d, o: day.o });
    return { keys: list, d, day, samples };
  }

  return {
    /** Every day summary, oldest first; `key` names the state asked for (the same key: one read). */
    days: (key: string) => once('days', key, readDays),
    /** The keys (`YYYY-MM-DD`) of every day summary, oldest first, without reading the summaries. */
    dayKeys: (key: string) => once('keys', key, readKeys),
    /** One day's summary (undefined when none is stored). */
    day: readDay,
    /** The list of days with the `chosen` day (else the newest) and its samples, for the history page. */
    openDay: (chosen: string | undefined, key: string) =>
      once(`open ${chosen ?? ''}`, key, () => readOpenDay(chosen, key)),
    /** The newest `count` day summaries, oldest first (one caller's count: the weak-input finder's). */
    recentDays: (count: number, key: string) => once('recent', key, () => readRecent(count, key)),
    /** The samples of one device day: minutes while kept, else the 15-minute rollups. */
    daySamples,
    /** Stored data changed beyond what the recorder appends (an import): read everything again. */
    invalidate() {
      generation++;
      pending.clear();
    },
  };
}

/**
 * The samples just outside the day's `records`: the nearest of the `window` read around them
 * (the hours either side), else the nearest beyond the window (`beyond`, before and after it).
 */
function aroundOf(
  window: readonly SampleRecord[],
  records: readonly SampleRecord[],
  [before, after]: readonly [SampleRecord?, SampleRecord?],
): SampleRecord[] {
  const [first, last] = [records[0]?.t, records.at(-1)?.t];
  if (first === undefined || last === undefined) return [];
  const found = [window.findLast((r) => r.t < first) ?? before, window.find((r) => r.t > last) ?? after];
  return found.filter((r): r is SampleRecord => r !== undefined);
}

async function around(db: HistoryDb, store: 'min' | 'q', records: SampleRecord[]): Promise<SampleRecord[]> {
  if (!records[0]) return [];
  const outside = await db.around(store, records[0].t, (records.at(-1)?.t ?? 0) + 1);
  return outside.filter((r): r is SampleRecord => r !== undefined);
}
