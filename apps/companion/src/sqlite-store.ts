import { chmodSync, closeSync, existsSync, openSync, statSync } from 'node:fs';
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

/** SQLite's `auto_vacuum` mode in which `PRAGMA incremental_vacuum` gives freed pages back. */
const INCREMENTAL_VACUUM = 2;
/** The write-ahead log is truncated to this after a checkpoint (SQLite's default checkpoint is at 1,000 pages, ~4 MB). */
const WAL_KEPT_BYTES = 4 * 1024 * 1024;

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
 * The bytes it reports (`write`, `meta('bytes')`) are what the file and its write-ahead log take
 * on disk, which the budget thins: a minute record takes about 2.4 times its `recordBytes` in
 * SQLite. Freed pages go back to the file system after a prune (incremental auto-vacuum, the log
 * truncated), so the file shrinks as the budget thins it.
 */
export function openSqliteStore(file: string): SqliteStore {
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o600);
  const db = new Database(file);
  // A file of an earlier start without auto-vacuum is rewritten once to have it.
  if (db.pragma('auto_vacuum', { simple: true }) !== INCREMENTAL_VACUUM) {
    db.pragma(`auto_vacuum = ${INCREMENTAL_VACUUM}`);
    db.exec('VACUUM');
  }
  db.pragma('journal_mode = WAL');
  db.pragma(`journal_size_limit = ${WAL_KEPT_BYTES}`);
  db.exec(SCHEMA);
  // The main file and its log as they are on disk (the log holds pages not yet copied back).
  const fileBytes = () =>
    [file, `${file}-wal`].reduce((sum, path) => sum + (existsSync(path) ? statSync(path).size : 0), 0);
  const metaGet = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  const metaPut = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  const dayGet = db.prepare<[string], { rec: string }>('SELECT rec FROM day WHERE d = ?');
  const dayPut = db.prepare('INSERT OR REPLACE INTO day (d, rec) VALUES (?, ?)');
  const daysBetween = db.prepare<[string, string, number], { rec: string }>(
    'SELECT rec FROM day WHERE d >= ? AND d <= ? ORDER BY d LIMIT ?',
  );
  const dayKeys = db.prepare<[], { d: string }>('SELECT d FROM day ORDER BY d');
  const sql = (store: (typeof SAMPLE_STORES)[number]) => ({
    put: db.prepare(`INSERT OR REPLACE INTO ${store} (t, bytes, rec) VALUES (?, ?, ?)`),
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

  const transaction = db.transaction((batch: WriteBatch) => {
    for (const [key, value] of Object.entries(batch.meta ?? {}))
      if (key !== 'bytes') metaPut.run(key, JSON.stringify(value));
    batch.prune?.forEach((before, i) => {
      const store = stores[SAMPLE_STORES[i] ?? 'min'];
      if (before !== undefined) store.prune.run(before);
    });
    for (const name of SAMPLE_STORES)
      for (const record of batch[name] ?? []) {
        stores[name].put.run(record.t, recordBytes(record), JSON.stringify(sampleToJson(record)));
      }
    for (const day of batch.day ?? []) {
      const stored = dayGet.get(day.d);
      const merged = mergeDays(stored ? (JSON.parse(stored.rec) as DayRecord) : undefined, day);
      dayPut.run(day.d, JSON.stringify(merged));
    }
  });
  const write = (batch: WriteBatch): number => {
    transaction(batch);
    if (batch.prune?.some((before) => before !== undefined)) {
      db.pragma('incremental_vacuum');
      db.pragma('wal_checkpoint(TRUNCATE)');
    }
    return fileBytes();
  };

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
    meta: async <T>(key: string) => (key === 'bytes' ? (fileBytes() as T) : meta<T>(key)),
    close: () => db.close(),
  };
}
