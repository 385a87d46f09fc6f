import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from './device-time.ts';
import { recordBytes, type SampleRecord } from './records.ts';
import { historyDb, MIGRATIONS, openDatabase, samplePages } from './storage.ts';

const T = Date.UTC(2024, 4, 3, 8);
const minute = (t: number, inputs = 0): SampleRecord => ({
  t,
  o: 120,
  c: 1,
  s: Object.fromEntries([
    ['i:1161', new Float64Array(10)],
    ...Array.from({ length: inputs }, (_, i) => [`c:1161:${i}`, new Float32Array(5)]),
  ]),
});
const sum = (records: SampleRecord[]) => records.reduce((n, record) => n + recordBytes(record), 0);

describe('stored bytes', () => {
  it('count what is stored: an overwrite replaces the old size, a prune takes back what it deletes', async () => {
    const db = historyDb(await openDatabase(new IDBFactory()));
    const first = [minute(T), minute(T + MINUTE_MS)];
    expect(await db.write({ min: first })).toBe(sum(first));
    // The minute being filled, written again with more series: counted once, at its new size.
    const grown = minute(T + MINUTE_MS, 2);
    expect(await db.write({ min: [grown] })).toBe(sum([first[0] as SampleRecord, grown]));
    expect(await db.write({ q: [minute(T - DAY_MS)], prune: [T + 1] })).toBe(
      sum([grown, minute(T - DAY_MS)]),
    );
    expect(await db.meta('bytes')).toBe(sum([grown, minute(T - DAY_MS)]));
  });

  it('counts again on the upgrade from a version that only ever added', async () => {
    const factory = new IDBFactory();
    const raw = await openDatabase(factory, MIGRATIONS.slice(0, 1));
    const records = [minute(T), minute(T + MINUTE_MS, 3)];
    await historyDb(raw).write({ min: records, q: [minute(T)] });
    // The old count, after a backup imported twice.
    const tx = raw.transaction('meta', 'readwrite');
    tx.objectStore('meta').put(999_999, 'bytes');
    await new Promise((resolve) => (tx.oncomplete = resolve));
    raw.close();
    const db = historyDb(await openDatabase(factory));
    expect(await db.meta('bytes')).toBe(sum([...records, minute(T)]));
  });

  it('reads a store in key-range pages', async () => {
    const db = historyDb(await openDatabase(new IDBFactory()));
    await db.write({ min: Array.from({ length: 25 }, (_, i) => minute(T + i * MINUTE_MS)) });
    const pages: number[] = [];
    for await (const page of samplePages(db, 'min', T + MINUTE_MS, T + 24 * MINUTE_MS, 10))
      pages.push(page.length);
    expect(pages).toEqual([10, 10, 3]);
  });
});
