import 'fake-indexeddb/auto';
import type { SampleRecord } from '@dtu/recording';
import { DAY_MS, MINUTE_MS } from '@dtu/recording';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { storedBytesOf } from '../test-support/history-fixtures.ts';
import { historyDb, openDatabase, samplePages } from './storage.ts';

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
const sum = storedBytesOf;

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

  it('reads a store in key-range pages', async () => {
    const db = historyDb(await openDatabase(new IDBFactory()));
    await db.write({ min: Array.from({ length: 25 }, (_, i) => minute(T + i * MINUTE_MS)) });
    const pages: number[] = [];
    for await (const page of samplePages(db, 'min', T + MINUTE_MS, T + 24 * MINUTE_MS, 10))
      pages.push(page.length);
    expect(pages).toEqual([10, 10, 3]);
  });
});
