import 'fake-indexeddb/auto';
import type { SampleRecord } from '@dtu/recording';
import { DAY_MS, MINUTE_MS, QUARTER_MS, rollupPending } from '@dtu/recording';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { historyDb, type Migration, openDatabase, StorageError } from './storage.ts';

const minute = (t: number, power: number): SampleRecord => ({
  t,
  o: 120,
  c: 1,
  s: { 'i:1161': Float64Array.from([power, power + 10, 230, 50, 30, 100, 1000 + t / MINUTE_MS, 100, 1, 1]) },
});

describe('history storage', () => {
  it('reports an unavailable IndexedDB (private mode) as a problem, not a crash', async () => {
    await expect(openDatabase(null)).rejects.toEqual(new StorageError('unavailable'));
  });

  it('runs each migration once, in order, and refuses a database from a newer version', async () => {
    const factory = new IDBFactory();
    const applied: string[] = [];
    const v1: Migration = (db) => {
      applied.push('v1');
      db.createObjectStore('a');
    };
    const v2: Migration = (db, tx) => {
      applied.push('v2');
      db.createObjectStore('b');
      tx.objectStore('a').put('kept', 'k');
    };
    (await openDatabase(factory, [v1], 'm')).close();
    const db = await openDatabase(factory, [v1, v2], 'm');
    expect(applied).toEqual(['v1', 'v2']);
    expect([...db.objectStoreNames]).toEqual(['a', 'b']);
    db.close();
    await expect(openDatabase(factory, [v1], 'm')).rejects.toEqual(new StorageError('newer'));
  });

  it('writes minutes, days and meta in one transaction and reads them back by time', async () => {
    const db = historyDb(await openDatabase(new IDBFactory()));
    const t = Date.UTC(2024, 4, 3, 8);
    await db.write({
      min: [minute(t, 100), minute(t + MINUTE_MS, 200)],
      meta: { names: { '1161': 'Roof' } },
    });
    const read = await db.samples('min', t, t + MINUTE_MS);
    expect(read).toHaveLength(1);
    expect(Array.from(read[0]?.s['i:1161'] ?? []).slice(0, 2)).toEqual([100, 110]);
    expect(await db.meta('names')).toEqual({ '1161': 'Roof' });
    expect((await db.samples('min', 0, Number.MAX_SAFE_INTEGER)).length).toBe(2);
  });

  it('rolls finished days into 15-minute records and drops minutes past 62 days', async () => {
    const db = historyDb(await openDatabase(new IDBFactory()));
    const dayStart = Date.UTC(2024, 4, 2, 22); // 3 May 00:00 CEST
    const minutes = Array.from({ length: 30 }, (_, i) => minute(dayStart + 8 * 3_600_000 + i * MINUTE_MS, i));
    const old = minute(dayStart - 70 * DAY_MS, 5);
    await db.write({ min: [old, ...minutes] });
    const rolled = await rollupPending(db, { utcMs: dayStart + DAY_MS + 3_600_000, offsetMin: 120 });
    expect(rolled).toBe(3);
    const quarters = await db.samples('q', 0, Number.MAX_SAFE_INTEGER);
    const first = quarters.find((q) => q.t === dayStart + 8 * 3_600_000);
    expect(first?.c).toBe(15);
    expect(first?.s['i:1161']?.[0]).toBe(7); // mean of 0…14
    expect(first?.s['i:1161']?.[1]).toBe(24); // max of (i + 10)
    expect(first?.s['i:1161']?.[6]).toBe(1000 + (dayStart + 8 * 3_600_000) / MINUTE_MS + 14); // last
    expect(quarters.every((q) => q.t % QUARTER_MS === 0)).toBe(true);
    expect((await db.samples('min', 0, Number.MAX_SAFE_INTEGER)).length).toBe(30);
    // Nothing more to roll until the next midnight.
    expect(await rollupPending(db, { utcMs: dayStart + DAY_MS + 7_200_000, offsetMin: 120 })).toBe(0);
  });
});

describe('history storage next to other tabs and app versions', () => {
  it('an old tab lets a newer schema open instead of blocking it', async () => {
    const factory = new IDBFactory();
    const v1: Migration = (db) => void db.createObjectStore('a');
    const v2: Migration = (db) => void db.createObjectStore('b');
    const old = await openDatabase(factory, [v1], 'v');
    const newer = await openDatabase(factory, [v1, v2], 'v');
    expect([...newer.objectStoreNames]).toEqual(['a', 'b']);
    // The old connection was closed for the upgrade.
    expect(() => old.transaction('a')).toThrow();
    newer.close();
  });

  it('learns the key sets on opening, so the first reads decode without reading them one by one', async () => {
    const idb = await openDatabase(new IDBFactory());
    await historyDb(idb).write({ min: [minute(0, 100), minute(MINUTE_MS, 200)] });
    const store = Object.getPrototypeOf(idb.transaction('keys').objectStore('keys'));
    const get = vi.spyOn(store, 'get');
    try {
      const fresh = historyDb(idb);
      const read = await fresh.samples('min', 0, DAY_MS, undefined, true);
      expect(read.map((r) => r.s['i:1161']?.[0])).toEqual([100, 200]);
      expect(get.mock.contexts.filter((context) => (context as IDBObjectStore).name === 'keys')).toEqual([]);
    } finally {
      get.mockRestore();
    }
  });

  it('asks for persistent storage once and reports the answer', async () => {
    const { persistStorage } = await import('./storage.ts');
    let asked = 0;
    const storage = {
      persisted: async () => false,
      persist: async () => {
        asked += 1;
        return true;
      },
    } as unknown as StorageManager;
    expect(await persistStorage(storage)).toBe(true);
    expect(asked).toBe(1);
    expect(await persistStorage({ persisted: async () => true } as unknown as StorageManager)).toBe(true);
    expect(await persistStorage(undefined)).toBe(false);
  });
});
