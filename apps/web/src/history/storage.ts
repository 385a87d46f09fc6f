import type { DayRecord, RecordStore, SampleRecord, WriteBatch } from '@dtu/recording';
import { mergeDays } from '@dtu/recording';
import {
  decodeRecord,
  encodeRecord,
  type KeySet,
  keySetBytes,
  keySetOf,
  type Layout,
  layoutOf,
  type StoredRecord,
  storedBytes,
} from './stored-layout.ts';

export const DB_NAME = 'dtu-history';
/** The key sets of the stored records (`stored-layout.ts`), by id. */
const KEYS = 'keys';

/** Schema steps: index i upgrades a database from version i to i + 1. */
export type Migration = (db: IDBDatabase, tx: IDBTransaction) => void;

export const MIGRATIONS: readonly Migration[] = [
  (db) => {
    db.createObjectStore('min', { keyPath: 't' });
    db.createObjectStore('q', { keyPath: 't' });
    db.createObjectStore('day', { keyPath: 'd' });
    db.createObjectStore('meta');
  },
  // v2 counted `bytes` again (it had only ever been added to); v3 counts it again in its layout.
  () => {},
  // v3: each record's values in one buffer, the keys once per key set (`stored-layout.ts`).
  (db, tx) => {
    db.createObjectStore(KEYS, { autoIncrement: true }).createIndex('sig', 'sig', { unique: true });
    const ids = new Map<string, Layout>();
    let bytes = 0;
    const convert = (stores: string[]) => {
      const name = stores[0];
      if (!name) return void tx.objectStore('meta').put(bytes, 'bytes');
      const cursor = tx.objectStore(name).openCursor();
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at) return convert(stores.slice(1));
        const record = at.value as SampleRecord;
        const store = (layout: Layout) => {
          const stored = encodeRecord(record, layout);
          bytes += storedBytes(stored);
          at.update(stored);
          at.continue();
        };
        const set = keySetOf(record);
        const known = ids.get(set.sig);
        if (known) return store(known);
        const added = tx.objectStore(KEYS).add(set);
        added.onsuccess = () => {
          const layout = layoutOf(set, added.result as number);
          ids.set(set.sig, layout);
          bytes += keySetBytes(set);
          store(layout);
        };
      };
    };
    convert(['min', 'q']);
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

/** The browser's record store (`@dtu/recording/record-store.ts`). */
export type HistoryDb = RecordStore;
export type { WriteBatch };

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
 * size, a prune subtracts what it deletes, a new key set adds its keys) and stores the new total
 * once the last of its requests has answered; `total` is it then. `hold()` keeps it open for
 * requests still to be placed, until a matching `close()`.
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
    put(store: IDBObjectStore, record: StoredRecord) {
      open++;
      // Only the old record's size is needed: its key range, not its values, would do, but
      // IndexedDB has no size query; a get of one record is cheap in this layout.
      const old = store.get(record.t);
      old.onsuccess = () => {
        const previous = old.result as StoredRecord | undefined;
        delta += storedBytes(record) - (previous ? storedBytes(previous) : 0);
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
        delta -= storedBytes(at.value as StoredRecord);
        at.delete();
        at.continue();
      };
    },
    add(bytes: number) {
      delta += bytes;
    },
    hold() {
      open++;
    },
    close: settle,
    total: () => total,
  };
}

/**
 * The key sets known to this tab, by id and signature. Only committed ones enter it (a write's
 * new sets once its transaction completes), so an id from here is always in the store.
 */
function keySets() {
  const byId = new Map<number, Layout>();
  const bySig = new Map<string, Layout>();
  const learn = (layout: Layout) => {
    byId.set(layout.id, layout);
    bySig.set(layout.sig, layout);
  };
  return {
    learn,
    /** Decodes records read in `tx`, first reading the key sets this tab has not seen. */
    decode(
      tx: IDBTransaction,
      stored: StoredRecord[],
      lazy: boolean,
      then: (records: SampleRecord[]) => void,
    ) {
      const missing = [...new Set(stored.map((r) => r.k).filter((k) => !byId.has(k)))];
      let open = missing.length + 1;
      const finish = () => {
        if (--open > 0) return;
        then(stored.map((r) => decodeRecord(r, byId.get(r.k) as Layout, lazy)));
      };
      for (const id of missing) {
        const read = tx.objectStore(KEYS).get(id);
        read.onsuccess = () => {
          if (read.result) learn(layoutOf(read.result as KeySet, id));
          finish();
        };
      }
      finish();
    },
    /**
     * The layout of each record, in `tx`: a key set not yet stored is added (the unique
     * signature index finds one another tab added); `then` gets them and the new ones.
     */
    resolve(
      tx: IDBTransaction,
      records: readonly SampleRecord[],
      then: (layouts: Layout[], added: Layout[]) => void,
    ) {
      const sets = records.map(keySetOf);
      const found = new Map<string, Layout>();
      const added: Layout[] = [];
      const unknown = new Map(sets.filter((set) => !bySig.has(set.sig)).map((set) => [set.sig, set]));
      let open = unknown.size + 1;
      const finish = () => {
        if (--open > 0) return;
        then(
          sets.map((set) => (bySig.get(set.sig) ?? found.get(set.sig)) as Layout),
          added,
        );
      };
      for (const set of unknown.values()) {
        const keys = tx.objectStore(KEYS);
        const existing = keys.index('sig').getKey(set.sig);
        existing.onsuccess = () => {
          if (existing.result !== undefined) {
            found.set(set.sig, layoutOf(set, existing.result as number));
            return finish();
          }
          const add = keys.add(set);
          add.onsuccess = () => {
            const layout = layoutOf(set, add.result as number);
            found.set(set.sig, layout);
            added.push(layout);
            finish();
          };
        };
      }
      finish();
    },
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

function dayRange(fromD?: string, toD?: string): IDBKeyRange | undefined {
  if (fromD !== undefined && toD !== undefined) return IDBKeyRange.bound(fromD, toD);
  if (fromD !== undefined) return IDBKeyRange.lowerBound(fromD);
  return toD === undefined ? undefined : IDBKeyRange.upperBound(toD);
}

export function historyDb(db: IDBDatabase): HistoryDb {
  const read = <T>(store: string, query: (s: IDBObjectStore) => IDBRequest) =>
    request(query(db.transaction(store).objectStore(store))) as Promise<T>;
  const sets = keySets();
  // The key sets (a few) learnt once, before the first sample read: the reads of a page (a day's
  // curve and its neighbours) then decode without reading them inside each transaction, a wait each.
  const learnt = new Promise<void>((resolve) => {
    const tx = db.transaction(KEYS);
    const [ids, found] = [tx.objectStore(KEYS).getAllKeys(), tx.objectStore(KEYS).getAll()];
    // Learnt at the answer, not at the transaction's end: Chromium reports that end after the
    // answers of reads asked for meanwhile (the day's list), and the first sample read waits here.
    found.onsuccess = () => {
      (found.result as KeySet[]).forEach((set, i) => {
        sets.learn(layoutOf(set, ids.result[i] as number));
      });
      resolve();
    };
    // Failed, the sets are read where a record needs them, as before.
    tx.oncomplete = tx.onabort = tx.onerror = () => resolve();
  });
  /** Sample records of `store` read by `query` (a list, or one cursor's record), decoded. */
  const readSamples = async (store: 'min' | 'q', query: (s: IDBObjectStore) => IDBRequest, lazy = false) => {
    await learnt;
    return new Promise<SampleRecord[]>((resolve, reject) => {
      const tx = db.transaction([store, KEYS]);
      tx.onabort = tx.onerror = () => reject(new StorageError(problemOf(tx.error)));
      const req = query(tx.objectStore(store));
      req.onsuccess = () => {
        const result = req.result as StoredRecord[] | IDBCursorWithValue | null;
        const stored = Array.isArray(result) ? result : result ? [result.value as StoredRecord] : [];
        sets.decode(tx, stored, lazy, resolve);
      };
    });
  };
  return {
    async write(batch) {
      const tx = db.transaction([...STORES, 'meta', KEYS], 'readwrite');
      const finished = done(tx);
      const ledger = byteLedger(tx);
      for (const [key, value] of Object.entries(batch.meta ?? {}))
        if (key !== 'bytes') tx.objectStore('meta').put(value, key);
      batch.prune?.forEach((before, i) => {
        if (before !== undefined) ledger.prune(tx.objectStore(STORES[i] ?? ''), before);
      });
      const records = (['min', 'q'] as const).flatMap((store) =>
        (batch[store] ?? []).map((record) => [store, record] as const),
      );
      let added: Layout[] = [];
      ledger.hold();
      sets.resolve(
        tx,
        records.map(([, record]) => record),
        (layouts, fresh) => {
          added = fresh;
          for (const layout of fresh) ledger.add(keySetBytes(layout));
          for (const [i, [store, record]] of records.entries())
            ledger.put(tx.objectStore(store), encodeRecord(record, layouts[i] as Layout));
          ledger.close();
        },
      );
      putDays(tx.objectStore('day'), batch.day ?? []);
      ledger.close();
      await finished;
      for (const layout of added) sets.learn(layout);
      return ledger.total();
    },
    samples: (store, fromT, toT, limit, lazy) =>
      readSamples(store, (s) => s.getAll(IDBKeyRange.bound(fromT, toT, false, true), limit), lazy),
    around: (store, fromT, toT) =>
      Promise.all(
        [IDBKeyRange.upperBound(fromT, true), IDBKeyRange.lowerBound(toT)].map((range, i) =>
          readSamples(store, (s) => s.openCursor(range, i ? 'next' : 'prev')).then((found) => found[0]),
        ),
      ) as Promise<[SampleRecord?, SampleRecord?]>,
    days: (fromD, toD, limit) => read('day', (s) => s.getAll(dayRange(fromD, toD), limit)),
    dayKeys: () => read('day', (s) => s.getAllKeys()),
    newestDay: () =>
      new Promise((resolve, reject) => {
        const req = db.transaction('day').objectStore('day').openCursor(null, 'prev');
        req.onsuccess = () => resolve(req.result?.value as DayRecord | undefined);
        req.onerror = () => reject(new StorageError(problemOf(req.error)));
      }),
    meta: (key) => read('meta', (s) => s.get(key)),
  };
}
