import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { mergeDays } from '@dtu/recording/day-merge.ts';
import { type SampleJson, sampleFromJson, sampleToJson } from '@dtu/recording/record-json.ts';
import type { RecordStore, WriteBatch } from '@dtu/recording/record-store.ts';
import { type DayRecord, recordBytes, type SampleRecord } from '@dtu/recording/records.ts';
import Database from 'better-sqlite3';

/** A gateway's records in one SQLite file (the browser's `RecordStore`, as the companion keeps it). */
export interface SqliteStore extends RecordStore {
  /** The stored JSON (`SampleJson`) of the records `samples` would read: what the records API sends as it is. */
  sampleTexts(store: 'min' | 'q', fromT: number, toT: number, limit: number): string[];
  /** The stored JSON (`DayRecord`) of the day summaries `days` would read. */
  dayTexts(fromD: string | undefined, toD: string | undefined, limit: number): string[];
  close(): void;
}

const SAMPLE_STORES = ['min', 'q'] as const;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS min (t INTEGER PRIMARY KEY, bytes INTEGER NOT NULL, rec TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS q (t INTEGER PRIMARY KEY, bytes INTEGER NOT NULL, rec TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS day (d TEXT PRIMARY KEY, rec TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

/**
 * Opens (creating) `file`, readable by its owner only (0600: SQLite gives its `-wal` and `-shm` the
 * mode of the main file; those of an older start are tightened too): write-ahead log, so a write is on disk when its transaction commits
 * (a killed companion loses only what the flusher had not written yet) and reads never wait.
 * Sample bytes are counted as the browser counts them (`recordBytes`), so the budget agrees.
 */
export function openSqliteStore(file: string): SqliteStore {
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o600);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(SCHEMA);
  const metaGet = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  const metaPut = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  const dayGet = db.prepare<[string], { rec: string }>('SELECT rec FROM day WHERE d = ?');
  const dayPut = db.prepare('INSERT OR REPLACE INTO day (d, rec) VALUES (?, ?)');
  const daysBetween = db.prepare<[string, string, number], { rec: string }>(
    'SELECT rec FROM day WHERE d >= ? AND d <= ? ORDER BY d LIMIT ?',
  );
  const dayKeys = db.prepare<[], { d: string }>('SELECT d FROM day ORDER BY d');
  const sql = (store: (typeof SAMPLE_STORES)[number]) => ({
    size: db.prepare<[number], { bytes: number }>(`SELECT bytes FROM ${store} WHERE t = ?`),
    put: db.prepare(`INSERT OR REPLACE INTO ${store} (t, bytes, rec) VALUES (?, ?, ?)`),
    prunedBytes: db.prepare<[number], { sum: number | null }>(
      `SELECT SUM(bytes) AS sum FROM ${store} WHERE t < ?`,
    ),
    prune: db.prepare(`DELETE FROM ${store} WHERE t < ?`),
    range: db.prepare<[number, number, number], { rec: string }>(
      `SELECT rec FROM ${store} WHERE t >= ? AND t < ? ORDER BY t LIMIT ?`,
    ),
    before: db.prepare<[number], { rec: string }>(
      `SELECT rec FROM ${store} WHERE t < ? ORDER BY t DESC LIMIT 1`,
    ),
    from: db.prepare<[number], { rec: string }>(`SELECT rec FROM ${store} WHERE t >= ? ORDER BY t LIMIT 1`),
  });
  const stores = { min: sql('min'), q: sql('q') };
  const meta = <T>(key: string): T | undefined => {
    const row = metaGet.get(key);
    return row ? (JSON.parse(row.value) as T) : undefined;
  };
  const sample = (row: { rec: string } | undefined) =>
    row ? sampleFromJson(JSON.parse(row.rec) as SampleJson) : undefined;

  const write = db.transaction((batch: WriteBatch): number => {
    let bytes = meta<number>('bytes') ?? 0;
    for (const [key, value] of Object.entries(batch.meta ?? {}))
      if (key !== 'bytes') metaPut.run(key, JSON.stringify(value));
    batch.prune?.forEach((before, i) => {
      const store = stores[SAMPLE_STORES[i] ?? 'min'];
      if (before === undefined) return;
      bytes -= store.prunedBytes.get(before)?.sum ?? 0;
      store.prune.run(before);
    });
    for (const name of SAMPLE_STORES)
      for (const record of batch[name] ?? []) {
        const size = recordBytes(record);
        bytes += size - (stores[name].size.get(record.t)?.bytes ?? 0);
        stores[name].put.run(record.t, size, JSON.stringify(sampleToJson(record)));
      }
    for (const day of batch.day ?? []) {
      const stored = dayGet.get(day.d);
      const merged = mergeDays(stored ? (JSON.parse(stored.rec) as DayRecord) : undefined, day);
      dayPut.run(day.d, JSON.stringify(merged));
    }
    bytes = Math.max(0, bytes);
    metaPut.run('bytes', JSON.stringify(bytes));
    return bytes;
  });

  // Day keys are `YYYY-MM-DD`: '~' sorts after every one of them.
  const dayTexts = (fromD: string | undefined, toD: string | undefined, limit: number) =>
    daysBetween.all(fromD ?? '', toD ?? '~', limit).map((row) => row.rec);

  return {
    write: async (batch) => write(batch),
    sampleTexts: (store, fromT, toT, limit) =>
      stores[store].range.all(fromT, toT, limit).map((row) => row.rec),
    dayTexts,
    samples: async (store, fromT, toT, limit = -1) =>
      stores[store].range.all(fromT, toT, limit).map((row) => sample(row) as SampleRecord),
    around: async (store, fromT, toT) => [
      sample(stores[store].before.get(fromT)),
      sample(stores[store].from.get(toT)),
    ],
    days: async (fromD, toD, limit = -1) =>
      dayTexts(fromD, toD, limit).map((rec) => JSON.parse(rec) as DayRecord),
    dayKeys: async () => dayKeys.all().map((row) => row.d),
    meta: async (key) => meta(key),
    close: () => db.close(),
  };
}
