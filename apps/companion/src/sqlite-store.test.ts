import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { thinToBudget } from '@dtu/recording/budget.ts';
import type { DayRecord, SampleRecord } from '@dtu/recording/records.ts';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openSqliteStore } from './sqlite-store.ts';

const T0 = Date.UTC(2024, 4, 3, 8);
const minute = (i: number, power = 100): SampleRecord => ({
  t: T0 + i * 60_000,
  o: 120,
  c: 1,
  s: { 'i:1141': Float64Array.from([power, Number.NaN]), site: Float32Array.from([0.5]) },
});
const counter = {
  fT: T0,
  lT: T0,
  fYt: 1000,
  lYt: 1000,
  pre: 0,
  yd: 0,
  off: 0,
  raw: 0,
  pk: 0,
  pkT: T0,
  lP: false,
};
const day = (lT: number, lYt: number): DayRecord => ({
  d: '2024-05-03',
  o: 120,
  cov: 1,
  inv: { '1141': { ...counter, lT, lYt, n: 'Roof', ch: [] } },
});
const file = () => join(mkdtempSync(join(tmpdir(), 'sqlite-store-')), 'records.sqlite');

describe('the companion’s SQLite record store', () => {
  it('reads back what it wrote, by key range, around a gap and after a reopen', async () => {
    const path = file();
    const store = openSqliteStore(path);
    const minutes = [0, 1, 2, 30].map((i) => minute(i, i));
    await store.write({ min: minutes, meta: { names: { '1141': 'Roof' } } });
    expect(await store.samples('min', T0 + 60_000, T0 + 31 * 60_000)).toEqual(minutes.slice(1));
    expect(await store.samples('min', T0, T0 + 31 * 60_000, 2)).toEqual(minutes.slice(0, 2));
    const [before, after] = await store.around('min', T0 + 3 * 60_000, T0 + 3 * 60_000);
    expect([before?.t, after?.t]).toEqual([T0 + 2 * 60_000, T0 + 30 * 60_000]);
    store.close();
    const again = openSqliteStore(path);
    expect(await again.samples('min', 0, Number.MAX_SAFE_INTEGER)).toEqual(minutes);
    expect(await again.meta('names')).toEqual({ '1141': 'Roof' });
    again.close();
  });

  it('counts what the file and its log take on disk, and the budget thins that down', async () => {
    const path = file();
    const store = openSqliteStore(path);
    const onDisk = () =>
      [path, `${path}-wal`].reduce((sum, f) => sum + (existsSync(f) ? statSync(f).size : 0), 0);
    // Ten days of minutes of six inputs.
    const wide = (i: number): SampleRecord => ({
      ...minute(i),
      s: Object.fromEntries(
        Array.from({ length: 6 }, (_, k) => [`i:1141:${k}`, Float64Array.from([i, k, 230.5])]),
      ),
    });
    let bytes = 0;
    for (let day = 0; day < 10; day++)
      bytes = await store.write({ min: Array.from({ length: 1440 }, (_, i) => wide(day * 1440 + i)) });
    expect(bytes).toBe(onDisk());
    expect(await store.meta('bytes')).toBe(bytes);
    const budget = Math.round(bytes / 2);
    const after = await thinToBudget(store, bytes, budget, 2);
    expect(after).toBeLessThanOrEqual(budget);
    expect(onDisk()).toBe(after);
    store.close();
  });

  it('gives a file of an earlier start (without auto-vacuum) the means to shrink', async () => {
    const path = file();
    const old = new Database(path);
    old.exec('CREATE TABLE min (t INTEGER PRIMARY KEY, bytes INTEGER NOT NULL, rec TEXT NOT NULL)');
    old.close();
    openSqliteStore(path).close();
    const reopened = new Database(path);
    expect(reopened.pragma('auto_vacuum', { simple: true })).toBe(2);
    reopened.close();
  });

  it('merges a day summary into the stored one, never replacing it with a smaller one', async () => {
    const store = openSqliteStore(file());
    await store.write({ day: [day(T0 + 3_600_000, 2000)] });
    await store.write({ day: [{ ...day(T0 + 60_000, 1010), inv: {} }] });
    const [stored] = await store.days();
    expect(stored?.inv['1141']?.lYt).toBe(2000);
    expect(await store.days('2024-05-04')).toEqual([]);
    store.close();
  });
});
