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
import type { HistoryDb } from './storage.ts';

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
}

function toJson(record: SampleRecord): JsonSample {
  const s: JsonSample['s'] = {};
  for (const [key, series] of Object.entries(record.s))
    s[key] = Array.from(series, (v) => (Number.isFinite(v) ? v : null));
  return { t: record.t, o: record.o, c: record.c, s };
}

/** Everything recorded as one versioned JSON document. */
export async function exportBackup(db: HistoryDb): Promise<string> {
  const backup: Backup = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    names: (await db.meta<Record<string, string>>('names')) ?? {},
    days: await db.days(),
    minutes: (await db.samples('min', 0, Number.MAX_SAFE_INTEGER)).map(toJson),
    quarters: (await db.samples('q', 0, Number.MAX_SAFE_INTEGER)).map(toJson),
  };
  return JSON.stringify(backup);
}

/** Why a file was refused: not JSON, not ours, a newer version, or a malformed record. */
export type ImportProblem = 'json' | 'foreign' | 'version' | 'invalid';

export class ImportError extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const SERIAL = /^[0-9a-f]{1,16}$/;

function fieldsOf(key: string): number | undefined {
  if (key === 'site') return SITE_FIELDS;
  const parts = key.split(':');
  if (!SERIAL.test(parts[1] ?? '')) return undefined;
  if (parts[0] === 'i' && parts.length === 2) return INV_FIELDS;
  if (parts[0] === 'c' && parts.length === 3 && /^\d{1,2}$/.test(parts[2] ?? '')) return INPUT_FIELDS;
  return undefined;
}

function sample(value: unknown): SampleRecord {
  if (!isObject(value) || !finite(value.t) || !finite(value.o) || !finite(value.c) || !isObject(value.s))
    throw new ImportError('invalid');
  if (Math.abs(value.o) > 18 * 60 || value.c < 1 || value.c > 15) throw new ImportError('invalid');
  const s: Record<string, Series> = {};
  for (const [key, list] of Object.entries(value.s)) {
    const fields = fieldsOf(key);
    if (fields === undefined || !Array.isArray(list) || list.length !== fields)
      throw new ImportError('invalid');
    if (!list.every((v) => v === null || finite(v))) throw new ImportError('invalid');
    const numbers = list.map((v) => (v === null ? Number.NaN : (v as number)));
    s[key] = key.startsWith('i:') ? Float64Array.from(numbers) : Float32Array.from(numbers);
  }
  return { t: value.t, o: value.o, c: value.c, s };
}

const COUNTER_KEYS = ['fT', 'lT', 'fYt', 'lYt', 'pre', 'yd', 'off', 'raw', 'pk', 'pkT'] as const;

function counter(value: unknown): CounterDay {
  if (!isObject(value) || !COUNTER_KEYS.every((key) => finite(value[key])) || typeof value.lP !== 'boolean')
    throw new ImportError('invalid');
  const out = { lP: value.lP } as CounterDay;
  for (const key of COUNTER_KEYS) out[key] = value[key] as number;
  return out;
}

function day(value: unknown): DayRecord {
  if (!isObject(value) || typeof value.d !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value.d))
    throw new ImportError('invalid');
  if (!finite(value.o) || !finite(value.cov) || value.cov < 0 || value.cov > 1500 || !isObject(value.inv))
    throw new ImportError('invalid');
  const inv: DayRecord['inv'] = {};
  for (const [serial, entry] of Object.entries(value.inv)) {
    if (!SERIAL.test(serial) || !isObject(entry) || typeof entry.n !== 'string' || !Array.isArray(entry.ch))
      throw new ImportError('invalid');
    inv[serial] = { ...counter(entry), n: entry.n, ch: entry.ch.map(counter) };
  }
  return { d: value.d, o: value.o, cov: value.cov, inv };
}

/** Parses and checks a backup completely before anything is written. */
export function parseBackup(text: string): {
  names: Record<string, string>;
  days: DayRecord[];
  minutes: SampleRecord[];
  quarters: SampleRecord[];
} {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ImportError('json');
  }
  if (!isObject(data) || data.format !== BACKUP_FORMAT) throw new ImportError('foreign');
  if (data.version !== BACKUP_VERSION) throw new ImportError('version');
  if (
    !isObject(data.names) ||
    !Array.isArray(data.days) ||
    !Array.isArray(data.minutes) ||
    !Array.isArray(data.quarters)
  )
    throw new ImportError('invalid');
  const names: Record<string, string> = {};
  for (const [key, name] of Object.entries(data.names)) {
    if (typeof name !== 'string' || name.length > 64 || key.length > 24) throw new ImportError('invalid');
    names[key] = name;
  }
  return {
    names,
    days: data.days.map(day),
    minutes: data.minutes.map(sample),
    quarters: data.quarters.map(sample),
  };
}

/**
 * Merges a checked backup: samples by their time key (no duplicates), a day summary only where
 * the backup observed more of that day than we did. One transaction: all or nothing.
 */
export async function importBackup(db: HistoryDb, text: string): Promise<number> {
  const backup = parseBackup(text);
  const existing = new Map((await db.days()).map((d) => [d.d, d]));
  const days = backup.days.filter((d) => (existing.get(d.d)?.cov ?? -1) < d.cov);
  const names = { ...backup.names, ...((await db.meta<Record<string, string>>('names')) ?? {}) };
  const added = [...backup.minutes, ...backup.quarters].reduce((n, record) => n + recordBytes(record), 0);
  const bytes = ((await db.meta<number>('bytes')) ?? 0) + added;
  await db.write({ minutes: backup.minutes, quarters: backup.quarters, days, meta: { names, bytes } });
  return backup.days.length;
}
