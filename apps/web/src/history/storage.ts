import { mergeDays } from './day-merge.ts';
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

/**
 * Why recording is off: no IndexedDB (private mode), storage full, a newer schema, another
 * failure; why an import was refused (`backup.ts`): not a backup of ours, a malformed record.
 */
export type StorageProblem = 'unavailable' | 'quota' | 'newer' | 'failed' | 'foreign' | 'invalid';

export class StorageError extends Error {
  /** `where`: the refused part of an import, e.g. `minutes[3]`. */
  constructor(
    readonly problem: StorageProblem,
    readonly where?: string,
  ) {
    super(where ? `${problem} at ${where}` : problem);
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
  return new Promise((resolve, reject) => {
    let req: IDBOpenDBRequest;
    try {
      // No factory (null) throws here too.
      req = (factory as IDBFactory).open(name, migrations.length);
    } catch {
      reject(new StorageError('unavailable'));
      return;
    }
    req.onupgradeneeded = (event) => {
      const tx = req.transaction;
      if (!tx) return;
      for (let v = event.oldVersion; v < migrations.length; v++) migrations[v]?.(req.result, tx);
    };
    req.onsuccess = () => {
      const db = req.result;
      // A newer app (after a firmware update) opening a newer schema: this tab lets go at once
      // instead of blocking it; its recorder reports the storage as failed until a reload.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    req.onerror = () =>
      reject(new StorageError(req.error?.name === 'VersionError' ? 'newer' : 'unavailable'));
    // `blocked`: an older tab still holds the database; it closes on `versionchange` and the
    // upgrade then goes on, so this open simply waits for its success.
  });
}

/** Asks the browser to keep the history when storage runs low (it may say no; nothing else changes). */
export async function persistStorage(
  storage: StorageManager | undefined = globalThis.navigator?.storage,
): Promise<boolean> {
  try {
    return (await storage?.persisted?.()) || ((await storage?.persist?.()) ?? false);
  } catch {
    return false;
  }
}

/** What one flush writes, all in one transaction, by store; `prune`: minute / quarter keys below these are deleted. */
export interface WriteBatch {
  min?: readonly SampleRecord[];
  q?: readonly SampleRecord[];
  day?: readonly DayRecord[];
  meta?: Readonly<Record<string, unknown>>;
  prune?: [number, number];
}

export interface HistoryDb {
  write(batch: WriteBatch): Promise<void>;
  samples(store: 'min' | 'q', fromT: number, toT: number): Promise<SampleRecord[]>;
  /** The last record before `fromT` and the first at or after `toT`, however far (gaps across midnight). */
  around(store: 'min' | 'q', fromT: number, toT: number): Promise<[SampleRecord?, SampleRecord?]>;
  days(): Promise<DayRecord[]>;
  meta<T>(key: string): Promise<T | undefined>;
}

const STORES = ['min', 'q', 'day'] as const;

/** Puts day summaries merged into the stored ones (`mergeDays`), inside the caller's transaction. */
function putDays(store: IDBObjectStore, days: readonly DayRecord[]): void {
  for (const day of days) {
    const stored = store.get(day.d);
    stored.onsuccess = () => store.put(mergeDays(stored.result as DayRecord | undefined, day));
  }
}

export function historyDb(db: IDBDatabase): HistoryDb {
  const read = <T>(store: string, query: (s: IDBObjectStore) => IDBRequest) =>
    request(query(db.transaction(store).objectStore(store))) as Promise<T>;
  return {
    write(batch) {
      const tx = db.transaction([...STORES, 'meta'], 'readwrite');
      const finished = done(tx);
      for (const store of ['min', 'q'] as const)
        for (const record of batch[store] ?? []) tx.objectStore(store).put(record);
      putDays(tx.objectStore('day'), batch.day ?? []);
      for (const [key, value] of Object.entries(batch.meta ?? {})) tx.objectStore('meta').put(value, key);
      batch.prune?.forEach((before, i) => {
        tx.objectStore(STORES[i] ?? '').delete(IDBKeyRange.upperBound(before, true));
      });
      return finished;
    },
    samples: (store, fromT, toT) => read(store, (s) => s.getAll(IDBKeyRange.bound(fromT, toT, false, true))),
    around: (store, fromT, toT) =>
      Promise.all(
        [IDBKeyRange.upperBound(fromT, true), IDBKeyRange.lowerBound(toT)].map((range, i) =>
          read<IDBCursorWithValue | null>(store, (s) => s.openCursor(range, i ? 'next' : 'prev')).then(
            (cursor) => cursor?.value as SampleRecord | undefined,
          ),
        ),
      ) as Promise<[SampleRecord?, SampleRecord?]>,
    days: () => read('day', (s) => s.getAll()),
    meta: (key) => read('meta', (s) => s.get(key)),
  };
}
