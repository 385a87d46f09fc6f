import { mergeDays } from './day-merge.ts';
import { type DayRecord, recordBytes, type SampleRecord } from './records.ts';

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
  // `bytes` was only ever added to (an overwrite or a prune never took it back): count it again.
  (_db, tx) => {
    const count = { bytes: 0, open: 2 };
    for (const name of ['min', 'q']) {
      const cursor = tx.objectStore(name).openCursor();
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (at) {
          count.bytes += recordBytes(at.value as SampleRecord);
          at.continue();
        } else if (--count.open === 0) tx.objectStore('meta').put(count.bytes, 'bytes');
      };
    }
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

/**
 * What one flush writes, all in one transaction, by store; `prune`: minute / quarter keys below
 * these are deleted. `meta.bytes` is the store's own: `write` keeps it.
 */
export interface WriteBatch {
  min?: readonly SampleRecord[];
  q?: readonly SampleRecord[];
  day?: readonly DayRecord[];
  meta?: Readonly<Record<string, unknown>>;
  prune?: [minBefore?: number, quarterBefore?: number];
}

export interface HistoryDb {
  /** Resolves with the sample bytes stored after the write (`recordBytes` of every minute and quarter). */
  write(batch: WriteBatch): Promise<number>;
  /** Records in `[fromT, toT)`, the first `limit` of them when given. */
  samples(store: 'min' | 'q', fromT: number, toT: number, limit?: number): Promise<SampleRecord[]>;
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

/**
 * Counts the bytes a transaction adds and takes away (an overwrite replaces the old record's
 * size, a prune subtracts what it deletes) and stores the new total once the last of its
 * requests has answered; `bytes` resolves with it.
 */
function byteLedger(tx: IDBTransaction) {
  let delta = 0;
  // The placing of the requests itself holds the ledger open until `close()`.
  let open = 1;
  let total = 0;
  const settle = () => {
    if (--open > 0) return;
    const meta = tx.objectStore('meta');
    const stored = meta.get('bytes');
    stored.onsuccess = () => {
      total = Math.max(0, ((stored.result as number | undefined) ?? 0) + delta);
      meta.put(total, 'bytes');
    };
  };
  return {
    put(store: IDBObjectStore, record: SampleRecord) {
      open++;
      const old = store.get(record.t);
      old.onsuccess = () => {
        const previous = old.result as SampleRecord | undefined;
        delta += recordBytes(record) - (previous ? recordBytes(previous) : 0);
        store.put(record);
        settle();
      };
    },
    prune(store: IDBObjectStore, before: number) {
      open++;
      const cursor = store.openCursor(IDBKeyRange.upperBound(before, true));
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at) return settle();
        delta -= recordBytes(at.value as SampleRecord);
        at.delete();
        at.continue();
      };
    },
    close: settle,
    total: () => total,
  };
}

/** Reads `[fromT, toT)` of a store page by page (key ranges), so no single read is huge. */
export async function* samplePages(
  db: HistoryDb,
  store: 'min' | 'q',
  fromT: number,
  toT: number,
  pageSize = 2000,
): AsyncGenerator<SampleRecord[]> {
  for (let from = fromT; from < toT; ) {
    const page = await db.samples(store, from, toT, pageSize);
    if (page.length) yield page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    from = last.t + 1;
  }
}

export function historyDb(db: IDBDatabase): HistoryDb {
  const read = <T>(store: string, query: (s: IDBObjectStore) => IDBRequest) =>
    request(query(db.transaction(store).objectStore(store))) as Promise<T>;
  return {
    async write(batch) {
      const tx = db.transaction([...STORES, 'meta'], 'readwrite');
      const finished = done(tx);
      const ledger = byteLedger(tx);
      for (const [key, value] of Object.entries(batch.meta ?? {}))
        if (key !== 'bytes') tx.objectStore('meta').put(value, key);
      batch.prune?.forEach((before, i) => {
        if (before !== undefined) ledger.prune(tx.objectStore(STORES[i] ?? ''), before);
      });
      for (const store of ['min', 'q'] as const)
        for (const record of batch[store] ?? []) ledger.put(tx.objectStore(store), record);
      putDays(tx.objectStore('day'), batch.day ?? []);
      ledger.close();
      await finished;
      return ledger.total();
    },
    samples: (store, fromT, toT, limit) =>
      read(store, (s) => s.getAll(IDBKeyRange.bound(fromT, toT, false, true), limit)),
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
