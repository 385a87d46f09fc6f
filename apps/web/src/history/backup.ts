import {
  type CounterDay,
  type DayRecord,
  INPUT_FIELDS,
  INV_FIELDS,
  type SampleRecord,
  type Series,
  SITE_FIELDS,
} from '@dtu/recording';
import { CHUNK_RECORDS, type Chunking, inChunks, nextTask } from './event-loop.ts';
import { type JsonSpan, parseSpan, topLevelSpans } from './json-spans.ts';
import { type HistoryDb, StorageError as ImportError, samplePages } from './storage.ts';

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

/**
 * A record's JSON as `JSON.stringify` writes it with plain arrays (NaN as null), built as one
 * string: no array or object per series (a page of a large export made a long collection).
 */
function recordJson({ t, o, c, s }: SampleRecord): string {
  let text = `{"t":${JSON.stringify(t)},"o":${JSON.stringify(o)},"c":${JSON.stringify(c)},"s":{`;
  let first = true;
  for (const key in s) {
    const series = s[key] as Series;
    text += `${first ? '' : ','}${JSON.stringify(key)}:[`;
    first = false;
    for (let i = 0; i < series.length; i++) {
      const v = series[i] as number;
      text += `${i ? ',' : ''}${Number.isFinite(v) ? JSON.stringify(v) : 'null'}`;
    }
    text += ']';
  }
  return `${text}}}`;
}

/** Records per page of a backup export (one task each). */
const BACKUP_PAGE = CHUNK_RECORDS;

/**
 * Everything recorded as one versioned JSON document, plus the alerts when given, as the parts
 * of a `Blob`: the stores are read in key-range pages and written a chunk at a time, the page
 * running in between. The parts joined are `JSON.stringify` of the `Backup`.
 */
export async function exportBackupParts(db: HistoryDb, alerts?: unknown, chunking: Chunking = {}) {
  const { pause = nextTask, progress } = chunking;
  const names = (await db.meta<Record<string, string>>('names')) ?? {};
  const parts = [
    `{"format":${JSON.stringify(BACKUP_FORMAT)},"version":${BACKUP_VERSION},"names":${JSON.stringify(names)},"days":${JSON.stringify(await db.days())}`,
  ];
  for (const [store, member] of [
    ['min', 'minutes'],
    ['q', 'quarters'],
  ] as const) {
    const records: string[] = [];
    for await (const page of samplePages(db, store, 0, 2 ** 53, chunking.chunk ?? BACKUP_PAGE)) {
      await pause();
      records.push(page.map(recordJson).join(','));
      progress?.(store === 'min' ? 0.5 : 1);
    }
    parts.push(`,"${member}":[`, records.join(','), ']');
  }
  parts.push(alerts === undefined ? '}' : `,"alerts":${JSON.stringify(alerts)}}`);
  return parts;
}

/** `exportBackupParts` as one text. */
export async function exportBackup(db: HistoryDb, alerts?: unknown): Promise<string> {
  return (await exportBackupParts(db, alerts)).join('');
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

/**
 * Parses and checks each element of a list member, a chunk at a time; a refusal names the list
 * and the element's index.
 */
async function each<T>(
  text: string,
  span: JsonSpan | undefined,
  name: string,
  read: (v: unknown) => T,
  chunking: Chunking,
): Promise<T[]> {
  if (!span?.elements) throw new ImportError('invalid', name);
  const list: T[] = [];
  await inChunks(
    span.elements,
    (at, i) => {
      const v = parseSpan(text, at);
      if (v === undefined) throw new ImportError('foreign');
      try {
        list.push(read(v));
      } catch {
        throw new ImportError('invalid', `${name}[${i}]`);
      }
    },
    { ...chunking, progress: undefined },
  );
  return list;
}

/**
 * Parses and checks a backup completely (every field's type and range: a time beyond what a
 * date can show would break every view and export) before anything is written, in chunks:
 * the file is split into its records first, and no step parses or checks all of them at once.
 */
export async function parseBackup(text: string, chunking: Chunking = {}) {
  const members = await topLevelSpans(text, chunking);
  const member = (key: string) => {
    const span = members?.get(key);
    return span && parseSpan(text, [span.start, span.end]);
  };
  if (!members || member('format') !== BACKUP_FORMAT) throw new ImportError('foreign');
  if (member('version') !== BACKUP_VERSION) throw new ImportError('newer');
  const names = members.get('names')?.elements ? undefined : member('names');
  if (
    !isObject(names) ||
    !Object.entries(names).every(
      ([key, name]) => typeof name === 'string' && name.length <= 300 && key.length <= 280,
    )
  )
    throw new ImportError('invalid', 'names');
  const list = <T>(key: string, read: (v: unknown) => T) => each(text, members.get(key), key, read, chunking);
  return {
    names: { ...(names as Record<string, string>) },
    days: await list('days', day),
    minutes: await list('minutes', sample),
    quarters: await list('quarters', sample),
    alerts: member('alerts'),
  };
}

/** Records per import transaction: several short transactions instead of one long one. */
export const IMPORT_BATCH = 2000;

/**
 * Merges a checked backup: samples by their time key (no duplicates, so the stored bytes do not
 * grow on a second import), a day summary only where the backup observed more of that day than
 * we did. Everything is checked before the first write; the records are then written in
 * batches of `IMPORT_BATCH`, one transaction each (an interrupted import leaves whole batches,
 * and importing the file again completes it). The alerts part goes to `readAlerts`, which
 * throws `ImportError` for a malformed one. Resolves with the number of days in the backup.
 */
export async function importBackup(
  db: HistoryDb,
  text: string,
  readAlerts?: (alerts: unknown) => () => void,
  chunking: Chunking = {},
): Promise<number> {
  const { pause = nextTask, progress } = chunking;
  const backup = await parseBackup(text, chunking);
  progress?.(0.5);
  // Checked before anything is written; applied after the history was.
  const applyAlerts = backup.alerts === undefined ? undefined : readAlerts?.(backup.alerts);
  const existing = new Map((await db.days()).map((d) => [d.d, d]));
  const days = backup.days.filter((d) => (existing.get(d.d)?.cov ?? -1) < d.cov);
  const names = { ...backup.names, ...((await db.meta<Record<string, string>>('names')) ?? {}) };
  const size = chunking.chunk ?? IMPORT_BATCH;
  const batches: { min?: SampleRecord[]; q?: SampleRecord[] }[] = [];
  for (const [store, records] of [
    ['min', backup.minutes],
    ['q', backup.quarters],
  ] as const)
    for (let i = 0; i < records.length; i += size) batches.push({ [store]: records.slice(i, i + size) });
  for (const [i, batch] of batches.entries()) {
    await db.write(batch);
    progress?.(0.5 + (0.5 * (i + 1)) / (batches.length + 1));
    await pause();
  }
  await db.write({ day: days, meta: { names } });
  applyAlerts?.();
  return backup.days.length;
}
