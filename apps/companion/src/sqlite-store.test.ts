import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DayRecord, recordBytes, type SampleRecord } from '@dtu/recording';
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

  it('counts the sample bytes as the browser does: an overwrite replaces, a prune subtracts', async () => {
    const store = openSqliteStore(file());
    const size = recordBytes(minute(0));
    expect(await store.write({ min: [minute(0), minute(1)] })).toBe(2 * size);
    expect(await store.write({ min: [minute(1, 7)] })).toBe(2 * size);
    expect(await store.write({ q: [minute(0)], prune: [T0 + 60_000] })).toBe(2 * size);
    expect(await store.samples('min', 0, Number.MAX_SAFE_INTEGER)).toEqual([minute(1, 7)]);
    expect(await store.meta('bytes')).toBe(2 * size);
    store.close();
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
