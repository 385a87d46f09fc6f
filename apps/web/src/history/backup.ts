import {
  type CounterDay,
  type DayRecord,
  INPUT_FIELDS,
  INV_FIELDS,
  recordBytes,
  type SampleRecord,
  type Series,
  SITE_FIELDS,
} from './records.ts';
import { type HistoryDb, StorageError as ImportError } from './storage.ts';

export const BACKUP_FORMAT = 'dtu-web-history';
export const BACKUP_VERSION = 1;

type JsonSample = { t: number; o: number; c: number; s: Record<string, (number | null)[]> };

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  names: Record<string, string>;
  days: DayRecord[];
  minutes: JsonSample[];
  quarters: JsonSample[];
  /** The alert rules and alerts (`alerts/`), checked by the caller's reader on import. */
  alerts?: unknown;
}

/** A store's records with plain arrays (`JSON.stringify` writes NaN as null). */
const all = async (db: HistoryDb, store: 'min' | 'q') =>
  (await db.samples(store, 0, 2 ** 53)).map(
    ({ t, o, c, s }): JsonSample => ({
      t,
      o,
      c,
      s: Object.fromEntries(Object.entries(s).map(([key, series]) => [key, Array.from(series)])),
    }),
  );

/** Everything recorded as one versioned JSON document, plus the alerts when given. */
export async function exportBackup(db: HistoryDb, alerts?: unknown): Promise<string> {
  const backup: Backup = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    names: (await db.meta<Record<string, string>>('names')) ?? {},
    days: await db.days(),
    minutes: await all(db, 'min'),
    quarters: await all(db, 'q'),
    alerts,
  };
  return JSON.stringify(backup);
}

/**
 * A refused file: not a backup of ours (or not JSON at all, `foreign`), a newer version
 * (`newer`), or a malformed record (`invalid`); the storage's error class, so the screen
 * words both alike.
 */
export { ImportError };

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A measured value or counter: finite, and within what a Float32 series keeps (W, Wh, V, %…). */
const value = (v: unknown) => typeof v === 'number' && Math.abs(v) <= 1e12;
const between = (v: unknown, min: number, max: number) => typeof v === 'number' && v >= min && v <= max;
const count = (v: unknown, min: number, max: number) => Number.isInteger(v) && between(v, min, max);
/** A device time in UTC ms that every date formatter takes: years 2000 to 9999. */
export const isTimeMs = (v: unknown) => between(v, Date.UTC(2000, 0, 1), Date.UTC(9999, 11, 31));
/** A zone offset in minutes. */
const isOffset = (v: unknown) => between(v, -18 * 60, 18 * 60);
function check(ok: unknown): asserts ok {
  if (!ok) throw new ImportError('invalid');
}
/** A serial, or `<host>/<serial>` for a remote device (`/sites`). */
const SERIAL = '([a-z0-9.-]{1,253}(:\\d{1,5})?/)?[0-9a-f]{1,16}';
const KEY = new RegExp(`^(i:${SERIAL}|c:${SERIAL}:\\d\\d?|site)$`);
const LENGTHS: Obj = { i: INV_FIELDS, c: INPUT_FIELDS, s: SITE_FIELDS };

function sample(v: unknown): SampleRecord {
  check(isObject(v) && isObject(v.s) && isTimeMs(v.t) && isOffset(v.o) && count(v.c, 1, 15));
  const { t, o, c } = v as { t: number; o: number; c: number };
  const s: Record<string, Series> = {};
  for (const [key, list] of Object.entries(v.s)) {
    check(KEY.test(key) && Array.isArray(list) && list.length === LENGTHS[key[0] ?? '']);
    check(list.every((x) => x === null || value(x)));
    s[key] = new (key[0] === 'i' ? Float64Array : Float32Array)(list.map((x) => x ?? Number.NaN));
  }
  return { t, o, c, s };
}

const COUNTER_KEYS = 'fT lT fYt lYt pre yd off raw pk pkT'.split(' ');
const TIME_KEYS = ['fT', 'lT', 'pkT'];

function counter(v: unknown): CounterDay {
  check(
    isObject(v) &&
      COUNTER_KEYS.every((key) => (TIME_KEYS.includes(key) ? isTimeMs : value)(v[key])) &&
      typeof v.lP === 'boolean',
  );
  return Object.fromEntries([...COUNTER_KEYS, 'lP'].map((key) => [key, v[key]])) as unknown as CounterDay;
}

/** `YYYY-MM-DD` of a real calendar day (no 2024-02-30) from 2000 on. */
const isDayKey = (d: unknown) =>
  typeof d === 'string' &&
  /^\d{4}-\d\d-\d\d$/.test(d) &&
  d >= '2000' &&
  new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

function day(v: unknown): DayRecord {
  check(isObject(v) && isDayKey(v.d) && isObject(v.inv) && isOffset(v.o) && count(v.cov, 0, 1500));
  const { d, o, cov } = v as { d: string; o: number; cov: number };
  const inv: DayRecord['inv'] = {};
  for (const [serial, e] of Object.entries(v.inv)) {
    check(
      KEY.test(`i:${serial}`) &&
        isObject(e) &&
        typeof e.n === 'string' &&
        e.n.length <= 300 &&
        Array.isArray(e.ch) &&
        e.ch.length <= 32,
    );
    inv[serial] = { ...counter(e), n: e.n, ch: e.ch.map(counter) };
  }
  return { d, o, cov, inv };
}

/** Checks each record; a refusal names the list and the record's index. */
function each<T>(list: unknown, name: string, read: (v: unknown) => T): T[] {
  if (!Array.isArray(list)) throw new ImportError('invalid', name);
  return list.map((v, i) => {
    try {
      return read(v);
    } catch {
      throw new ImportError('invalid', `${name}[${i}]`);
    }
  });
}

/**
 * Parses and checks a backup completely (every field's type and range: a time beyond what a
 * date can show would break every view and export) before anything is written.
 */
export function parseBackup(text: string) {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {}
  if (!isObject(data) || data.format !== BACKUP_FORMAT) throw new ImportError('foreign');
  if (data.version !== BACKUP_VERSION) throw new ImportError('newer');
  const { names, days, minutes, quarters, alerts } = data;
  if (
    !isObject(names) ||
    !Object.entries(names).every(
      ([key, name]) => typeof name === 'string' && name.length <= 300 && key.length <= 280,
    )
  )
    throw new ImportError('invalid', 'names');
  return {
    names: { ...(names as Record<string, string>) },
    days: each(days, 'days', day),
    minutes: each(minutes, 'minutes', sample),
    quarters: each(quarters, 'quarters', sample),
    alerts,
  };
}

/**
 * Merges a checked backup: samples by their time key (no duplicates), a day summary only where
 * the backup observed more of that day than we did. One transaction: all or nothing. The
 * alerts part goes to `readAlerts`, which throws `ImportError` for a malformed one.
 */
export async function importBackup(
  db: HistoryDb,
  text: string,
  readAlerts?: (alerts: unknown) => () => void,
): Promise<number> {
  const backup = parseBackup(text);
  // Checked before anything is written; applied after the history was.
  const applyAlerts = backup.alerts === undefined ? undefined : readAlerts?.(backup.alerts);
  const existing = new Map((await db.days()).map((d) => [d.d, d]));
  const days = backup.days.filter((d) => (existing.get(d.d)?.cov ?? -1) < d.cov);
  const names = { ...backup.names, ...((await db.meta<Record<string, string>>('names')) ?? {}) };
  const added = [...backup.minutes, ...backup.quarters].reduce((n, record) => n + recordBytes(record), 0);
  const bytes = ((await db.meta<number>('bytes')) ?? 0) + added;
  await db.write({ min: backup.minutes, q: backup.quarters, day: days, meta: { names, bytes } });
  applyAlerts?.();
  return backup.days.length;
}
