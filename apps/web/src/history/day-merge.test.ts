import 'fake-indexeddb/auto';
import type { CounterDay, DayRecord } from '@dtu/recording';
import { DAY_MS, dayFromKey, MINUTE_MS, mergeDays } from '@dtu/recording';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { historyDb, openDatabase } from './storage.ts';

const KEY = '2026-06-25';
const midnight = dayFromKey(KEY) * DAY_MS - 120 * MINUTE_MS;

/** A counter seen from `first` to `last` (minutes of the day), YieldTotal rising 5 Wh a minute from 10 kWh. */
function counter(first: number, last: number): CounterDay {
  const yt = (m: number) => 10_000 + 5 * Math.max(0, m - 300);
  return {
    fT: midnight + first * MINUTE_MS,
    lT: midnight + last * MINUTE_MS,
    fYt: yt(first),
    lYt: yt(last),
    pre: yt(first) - 10_000,
    yd: yt(last) - 10_000,
    off: 0,
    raw: yt(last) - 10_000,
    pk: 400 + first,
    pkT: midnight + first * MINUTE_MS,
    lP: last < 1200,
    fP: first > 300,
  };
}

const day = (first: number, last: number, cov = last - first + 1): DayRecord => ({
  d: KEY,
  o: 120,
  cov,
  inv: { '1161': { ...counter(first, last), n: 'Roof', ch: [counter(first, last)] } },
});

describe('mergeDays', () => {
  it('keeps a whole day when a later record holds one sample at 23:59:07 (a backward clock step)', () => {
    const whole = day(0, 1439, 1440);
    const merged = mergeDays(whole, day(1439, 1439, 0));
    expect(merged.cov).toBe(1440);
    expect(merged.inv['1161']).toMatchObject({ fT: whole.inv['1161']!.fT, yd: whole.inv['1161']!.yd });
  });

  it('joins two stretches of one day seen by different tabs, minutes added', () => {
    const merged = mergeDays(day(0, 600), day(720, 1439));
    expect(merged.cov).toBe(601 + 720);
    const inv = merged.inv['1161']!;
    expect([inv.fT, inv.lT]).toEqual([midnight, midnight + 1439 * MINUTE_MS]);
    expect(inv.lYt - inv.fYt).toBe(day(0, 1439).inv['1161']!.lYt - day(0, 1439).inv['1161']!.fYt);
    expect(inv.ch[0]?.fT).toBe(midnight);
  });

  it('lets the recorder continue its own day (same start) and is idempotent', () => {
    expect(mergeDays(day(0, 600), day(0, 700))).toEqual(day(0, 700));
    expect(mergeDays(day(0, 700), day(0, 700))).toEqual(day(0, 700));
  });

  it('is what the storage does with every day it writes', async () => {
    const db = historyDb(await openDatabase(new IDBFactory()));
    await db.write({ day: [day(0, 1439, 1440)] });
    await db.write({ day: [day(1439, 1439, 0)] });
    expect((await db.days())[0]?.cov).toBe(1440);
  });
});
