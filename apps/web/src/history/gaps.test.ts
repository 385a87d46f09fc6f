import 'fake-indexeddb/auto';
import { INV, INV_FIELDS, inverterKey, MINUTE_MS, type SampleRecord } from '@dtu/recording';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { clipGap, findGaps } from './gaps.ts';
import { historyDb, openDatabase } from './storage.ts';

const KEY = inverterKey('1161');
const sample = (minute: number, power: number, ytWh: number): SampleRecord => {
  const series = new Float64Array(INV_FIELDS).fill(Number.NaN);
  series[INV.power] = power;
  series[INV.yieldTotalWh] = ytWh;
  return { t: minute * MINUTE_MS, o: 0, c: 1, s: { [KEY]: series } };
};

describe('findGaps', () => {
  it('averages a gap over the time between its samples and never above the peak the series showed', () => {
    // A 1.8 kW inverter; one minute missing, and the counter's step of 211 Wh landing after it.
    const records = [sample(0, 1_700, 10_000), sample(1, 1_750, 10_029), sample(3, 1_760, 10_240)];
    const [gap] = findGaps(records, KEY, MINUTE_MS);
    expect(gap).toMatchObject({ from: 2 * MINUTE_MS, to: 3 * MINUTE_MS, wh: 211 });
    expect(gap!.w).toBeLessThanOrEqual(1_760);
  });

  it('gives a long gap its average power over the whole stretch', () => {
    const [gap] = findGaps([sample(0, 100, 5_000), sample(600, 100, 6_000)], KEY, MINUTE_MS);
    expect(gap!.w).toBeCloseTo(100);
  });
});

describe('clipGap', () => {
  it('keeps the part of a gap inside a day, with its share of the energy', () => {
    const gap = { from: 0, to: 10 * 60 * MINUTE_MS, wh: 1_000, w: 100 };
    expect(clipGap(gap, 4 * 60 * MINUTE_MS, 24 * 60 * MINUTE_MS)).toEqual({
      from: 4 * 60 * MINUTE_MS,
      to: 10 * 60 * MINUTE_MS,
      wh: 600,
      w: 100,
    });
    expect(clipGap(gap, 11 * 60 * MINUTE_MS, 24 * 60 * MINUTE_MS)).toBeUndefined();
  });
});

describe('HistoryDb.around', () => {
  it('finds the samples just outside a stretch however far they are', async () => {
    const db = historyDb(await openDatabase(new IDBFactory()));
    await db.write({ min: [sample(0, 1, 1), sample(3_000, 1, 2), sample(3_001, 1, 3), sample(9_000, 1, 4)] });
    const [before, after] = await db.around('min', 3_000 * MINUTE_MS, 3_002 * MINUTE_MS);
    expect([before?.t, after?.t]).toEqual([0, 9_000 * MINUTE_MS]);
    expect(await db.around('min', 0, 1)).toEqual([
      undefined,
      expect.objectContaining({ t: 3_000 * MINUTE_MS }),
    ]);
  });
});
