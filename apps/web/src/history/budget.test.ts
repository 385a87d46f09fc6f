import 'fake-indexeddb/auto';
import {
  createFlusher,
  DAY_MS,
  MINUTE_MS,
  QUARTER_MS,
  recordBytes,
  type SampleRecord,
  thinToBudget,
} from '@dtu/recording';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { historyDb, openDatabase } from './storage.ts';

const START = Date.UTC(2024, 4, 1);
const sample = (t: number, c = 1): SampleRecord => ({
  t,
  o: 0,
  c,
  s: { 'i:1161': Float64Array.from([t / MINUTE_MS, 1, 230, 50, 30, 100, 1000, 100, 1, 1]) },
});
/** An hour of minute records at 10:00 of each of `days` days. */
const minutes = (days: number) =>
  Array.from({ length: days * 60 }, (_, i) =>
    sample(START + Math.floor(i / 60) * DAY_MS + 10 * 3_600_000 + (i % 60) * MINUTE_MS),
  );
const all = Number.MAX_SAFE_INTEGER;

describe('storage budget', () => {
  it('thins the finest tier first: the oldest minutes, rolled into quarters first, never the newest days', async () => {
    const db = historyDb(await openDatabase(new IDBFactory()));
    // Day 0 already has its quarters (from the rollup); days 1…9 do not (an imported backup).
    const rolled = [0, 1, 2, 3].map((i) => sample(START + 10 * 3_600_000 + i * QUARTER_MS, 15));
    let bytes = await db.write({ min: minutes(10), q: rolled });
    const minute = recordBytes(sample(START));
    // Room for 4.5 days of minutes next to the quarters: the oldest 6 days go, oldest first.
    const budget = bytes - 5.5 * 60 * minute;
    bytes = await thinToBudget(db, bytes, budget, 3);
    expect(bytes).toBeLessThanOrEqual(budget);
    expect(bytes).toBe(await db.meta('bytes'));
    const left = await db.samples('min', 0, all);
    expect(left[0]?.t).toBe(START + 6 * DAY_MS + 10 * 3_600_000);
    expect(left).toHaveLength(4 * 60);
    const quarters = await db.samples('q', 0, all);
    // Day 0's stored quarters stay as they were; days 1…5 were rolled before their minutes went.
    expect(quarters).toHaveLength(6 * 4);
    const brief = (list: SampleRecord[]) => list.map((q) => [q.t, q.c, q.s['i:1161']?.[0]]);
    expect(brief(quarters.slice(0, 4))).toEqual(brief(rolled));
    expect(quarters[4]).toMatchObject({ t: START + DAY_MS + 10 * 3_600_000, c: 15 });
  });

  it('keeps the newest days of minutes and thins quarters only after the minutes, day summaries never', async () => {
    const db = historyDb(await openDatabase(new IDBFactory()));
    const old = Array.from({ length: 100 }, (_, i) => sample(START - 200 * DAY_MS + i * DAY_MS, 15));
    await db.write({ q: old, day: [{ d: '2023-10-14', o: 0, cov: 1, inv: {} }] });
    const bytes = await db.write({ min: minutes(5) });
    // A budget nothing reaches: every minute but the newest 3 days and every quarter beyond the newest 62 days.
    const after = await thinToBudget(db, bytes, 1, 3);
    const left = await db.samples('min', 0, all);
    // The newest minute is day 4 at 10:59: 3 × 24 h before it, from the quarter it falls in.
    expect(left[0]?.t).toBe(START + DAY_MS + 10 * 3_600_000 + 45 * MINUTE_MS);
    const quarters = await db.samples('q', 0, all);
    const newest = quarters.at(-1)?.t ?? 0;
    expect(quarters[0]?.t).toBeGreaterThanOrEqual(newest - 62 * DAY_MS - QUARTER_MS);
    expect(quarters.some((q) => q.t === START - 200 * DAY_MS)).toBe(false);
    expect(await db.days()).toHaveLength(1);
    expect(after).toBe(await db.meta('bytes'));
  });

  it('does nothing under the budget', async () => {
    const db = historyDb(await openDatabase(new IDBFactory()));
    const bytes = await db.write({ min: minutes(10) });
    expect(await thinToBudget(db, bytes, bytes, 3)).toBe(bytes);
    expect(await db.samples('min', 0, all)).toHaveLength(600);
  });

  it('is kept by every flush of the recorder', async () => {
    const db = historyDb(await openDatabase(new IDBFactory()));
    await db.write({ min: minutes(9) });
    const today = { d: '2024-05-10', o: 0, cov: 1, inv: {} };
    const next = sample(START + 9 * DAY_MS + 10 * 3_600_000);
    const reported = await new Promise<number>((resolve, reject) => {
      createFlusher(db, {
        collect: () => ({ minutes: [next], days: [today], names: {}, dayEnded: false }),
        now: () => undefined,
        written: resolve,
        failed: reject,
        budgetBytes: 61 * recordBytes(next),
      }).flush();
    });
    // Over budget: the minutes of days 0 and 1 went (as quarters); the newest 7 days stay even so.
    expect(reported).toBe(await db.meta('bytes'));
    const left = await db.samples('min', 0, all);
    expect(left).toHaveLength(7 * 60 + 1);
    expect(left[0]?.t).toBe(START + 2 * DAY_MS + 10 * 3_600_000);
    expect(await db.samples('q', 0, all)).toHaveLength(8);
  });
});
