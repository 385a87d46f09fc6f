import type { DayRecord, SampleRecord } from './records.ts';

export const DB_NAME = 'dtu-history';

/** Schema steps: index i upgrades a database from version i to i + 1. */
export type Migration = (db: IDBDatabase, tx: IDBTransaction) => void;

export const MIGRATIONS: readonly Migration[] = [
  (db) => {
    db.createObjectStore('min', { keyPath: 't' });
    db.createObjectStore('q', { keyPath: 't' });
    db.createObjectStore('day', { keyPath: 'd' });
    db.createObjectStore('meta');
  },
];

/** Why recording is off: no IndexedDB (private mode), storage full, or a newer schema. */
export type StorageProblem = 'unavailable' | 'quota' | 'newer' | 'failed';

export class StorageError extends Error {
  constructor(readonly problem: StorageProblem) {
    super(problem);
  }
}

function problemOf(error: unknown): StorageProblem {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'QuotaExceededError') return 'quota';
  if (name === 'VersionError') return 'newer';
  return 'failed';
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(new StorageError(problemOf(req.error)));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(new StorageError(problemOf(tx.error)));
  });
}

/** Opens (and upgrades) the database; rejects with a `StorageError`. */
export function openDatabase(
  factory: IDBFactory | null = globalThis.indexedDB ?? null,
  migrations: readonly Migration[] = MIGRATIONS,
  name = DB_NAME,
): Promise<IDBDatabase> {
  if (!factory) return Promise.reject(new StorageError('unavailable'));
  return new Promise((resolve, reject) => {
    let req: IDBOpenDBRequest;
    try {
      req = factory.open(name, migrations.length);
    } catch {
      reject(new StorageError('unavailable'));
      return;
    }
    req.onupgradeneeded = (event) => {
      const tx = req.transaction;
      if (!tx) return;
      for (let v = event.oldVersion; v < migrations.length; v++) migrations[v]?.(req.result, tx);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () =>
      reject(new StorageError(req.error?.name === 'VersionError' ? 'newer' : 'unavailable'));
    req.onblocked = () => reject(new StorageError('failed'));
  });
}

/** What one flush writes, all in one transaction. */
export interface WriteBatch {
  minutes?: readonly SampleRecord[];
  quarters?: readonly SampleRecord[];
  days?: readonly DayRecord[];
  meta?: Readonly<Record<string, unknown>>;
  /** Minute / quarter keys strictly below these are deleted. */
  pruneMinutesBefore?: number;
  pruneQuartersBefore?: number;
}

export interface HistoryDb {
  write(batch: WriteBatch): Promise<void>;
  samples(store: 'min' | 'q', fromT: number, toT: number): Promise<SampleRecord[]>;
  days(): Promise<DayRecord[]>;
  meta<T>(key: string): Promise<T | undefined>;
  count(store: 'min' | 'q' | 'day'): Promise<number>;
  close(): void;
}

export function historyDb(db: IDBDatabase): HistoryDb {
  return {
    async write(batch) {
      const tx = db.transaction(['min', 'q', 'day', 'meta'], 'readwrite');
      const finished = done(tx);
      const min = tx.objectStore('min');
      const q = tx.objectStore('q');
      for (const record of batch.minutes ?? []) min.put(record);
      for (const record of batch.quarters ?? []) q.put(record);
      for (const record of batch.days ?? []) tx.objectStore('day').put(record);
      for (const [key, value] of Object.entries(batch.meta ?? {})) tx.objectStore('meta').put(value, key);
      if (batch.pruneMinutesBefore !== undefined)
        min.delete(IDBKeyRange.upperBound(batch.pruneMinutesBefore, true));
      if (batch.pruneQuartersBefore !== undefined)
        q.delete(IDBKeyRange.upperBound(batch.pruneQuartersBefore, true));
      await finished;
    },
    samples: (store, fromT, toT) =>
      request(
        db
          .transaction(store)
          .objectStore(store)
          .getAll(IDBKeyRange.bound(fromT, toT, false, true)),
      ),
    days: () => request(db.transaction('day').objectStore('day').getAll()),
    meta: <T>(key: string) =>
      request(db.transaction('meta').objectStore('meta').get(key)) as Promise<T | undefined>,
    count: (store) => request(db.transaction(store).objectStore(store).count()),
    close: () => db.close(),
  };
}
