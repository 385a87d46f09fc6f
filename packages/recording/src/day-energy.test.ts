import { describe, expect, it } from 'vitest';
import { BAR_SLICE_DAYS, dayBars, dayBarsInSlices, todayOfNightRunners } from './day-energy.ts';
import { DAY_MS, dayFromKey, MINUTE_MS } from './device-time.ts';
import type { CounterDay, DayRecord } from './records.ts';

function counter(
  key: string,
  offsetMin: number,
  firstMinute: number,
  lastMinute: number,
  startWh: number,
  ydAtFirst: number,
  yd: number,
  producingAtEnd = false,
): CounterDay {
  const midnight = dayFromKey(key) * DAY_MS - offsetMin * MINUTE_MS;
  return {
    fT: midnight + firstMinute * MINUTE_MS,
    lT: midnight + lastMinute * MINUTE_MS,
    fYt: startWh + ydAtFirst,
    lYt: startWh + yd,
    pre: ydAtFirst,
    yd,
    off: 0,
    raw: yd,
    pk: 500,
    pkT: midnight + 720 * MINUTE_MS,
    lP: producingAtEnd,
  };
}

function day(key: string, c: CounterDay, cov: number, offsetMin = 60): DayRecord {
  return { d: key, o: offsetMin, cov, inv: { '1161': { ...c, n: 'Roof', ch: [c] } } };
}

/** `count` consecutive days from 2024-01-01 (some seen to their end, some not, one gap). */
function days(count: number): DayRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const key = new Date(Date.UTC(2024, 0, 1 + i + (i > count / 2 ? 3 : 0))).toISOString().slice(0, 10);
    return day(key, counter(key, 60, 300, i % 3 ? 1439 : 900, 1_000 * i, 0, 800 + i), 600, 60);
  });
}

describe('day bars in slices', () => {
  it('gives what dayBars gives, pausing after every slice of days in each of its two passes', async () => {
    const records = days(BAR_SLICE_DAYS * 2 + 5);
    let pauses = 0;
    const bars = await dayBarsInSlices(records, { pause: async () => void pauses++ });
    expect(bars).toEqual(dayBars(records));
    expect(bars?.some((bar) => bar.days > 1)).toBe(true);
    expect(pauses).toBe(4);
  });

  it('stops when the days it works on are no longer wanted', async () => {
    let pauses = 0;
    const bars = await dayBarsInSlices(days(BAR_SLICE_DAYS * 3), {
      pause: async () => void pauses++,
      alive: () => pauses < 2,
    });
    expect(bars).toBeUndefined();
    expect(pauses).toBe(2);
  });
});

describe('day bars', () => {
  it('gives consecutive days the exact YieldTotal difference, even when a day was seen only partly', () => {
    const bars = dayBars([
      // Seen from 10:00 (1.2 kWh already made) to 14:00 only.
      day('2024-05-01', counter('2024-05-01', 120, 600, 840, 100_000, 1_200, 3_000, true), 240, 120),
      day('2024-05-02', counter('2024-05-02', 120, 0, 1439, 105_000, 0, 4_000), 1440, 120),
    ]);
    expect(bars.map((b) => [b.from, b.days, b.wh, b.source])).toEqual([
      ['2024-05-01', 1, 5_000, 'total'],
      ['2024-05-02', 1, 4_000, 'day'],
    ]);
    expect(bars[0]?.coverage).toBeCloseTo(240 / 1440);
    expect(bars[0]?.inputs['1161:0']).toBe(5_000);
  });

  it('takes a day without inverter readings as unrecorded: the days around it merge', () => {
    const empty: DayRecord = { d: '2024-05-02', o: 120, cov: 3, inv: {} };
    const bars = dayBars([
      day('2024-05-01', counter('2024-05-01', 120, 600, 840, 100_000, 1_200, 3_000, true), 240, 120),
      empty,
      day('2024-05-04', counter('2024-05-04', 120, 0, 600, 112_400, 0, 900, true), 600, 120),
    ]);
    expect(bars.map((b) => [b.from, b.to, b.wh, b.source])).toEqual([
      ['2024-05-01', '2024-05-03', 12_400, 'total'],
      ['2024-05-04', '2024-05-04', 900, 'day'],
    ]);
  });

  it('merges a day not seen to its end with the unrecorded days after it into one bar', () => {
    const bars = dayBars([
      day('2024-05-01', counter('2024-05-01', 120, 600, 840, 100_000, 1_200, 3_000, true), 240, 120),
      day('2024-05-04', counter('2024-05-04', 120, 0, 600, 112_400, 0, 900, true), 600, 120),
    ]);
    expect(bars[0]).toMatchObject({
      from: '2024-05-01',
      to: '2024-05-03',
      days: 3,
      wh: 12_400,
      source: 'total',
    });
  });

  it('closes a day seen to its end by YieldDay and gives the gap its own bar', () => {
    const bars = dayBars([
      day('2024-05-01', counter('2024-05-01', 120, 300, 1400, 100_000, 0, 5_000), 1100, 120),
      day('2024-05-04', counter('2024-05-04', 120, 0, 600, 112_400, 0, 900, true), 600, 120),
    ]);
    expect(bars.map((b) => [b.from, b.to, b.wh, b.coverage])).toEqual([
      ['2024-05-01', '2024-05-01', 5_000, 1100 / 1440],
      ['2024-05-02', '2024-05-03', 7_400, 0],
      ['2024-05-04', '2024-05-04', 900, 600 / 1440],
    ]);
  });

  it('keeps days apart across the autumn DST change (a 25-hour day)', () => {
    // 27 October 2024, Berlin: the day starts at CEST (+120) and ends at CET (+60).
    const bars = dayBars([
      day('2024-10-27', counter('2024-10-27', 120, 0, 1490, 200_000, 0, 2_000), 1500, 120),
      day('2024-10-28', counter('2024-10-28', 60, 0, 100, 202_000, 0, 0, false), 100, 60),
    ]);
    expect(bars.map((b) => [b.from, b.wh, b.source])).toEqual([
      ['2024-10-27', 2_000, 'total'],
      ['2024-10-28', 0, 'day'],
    ]);
  });

  describe('an inverter fed by the battery (it runs at night; its YieldDay never resets)', () => {
    const o = 120;
    // YieldTotal rises 200 Wh an hour around the clock; YieldDay is a running count since long ago.
    const rate = 200 / 60;
    const runner = (key: string, first: number, last: number): DayRecord => {
      const midnight = dayFromKey(key) * DAY_MS - o * MINUTE_MS;
      const at = (minute: number) =>
        1_000_000 + ((midnight + minute * MINUTE_MS - Date.UTC(2026, 5, 21)) / MINUTE_MS) * rate;
      const c: CounterDay = {
        fT: midnight + first * MINUTE_MS,
        lT: midnight + last * MINUTE_MS,
        fYt: at(first),
        lYt: at(last),
        // The firmware's YieldDay: 40 kWh and counting, never reset.
        pre: 40_000,
        yd: 40_000 + (last - first) * rate,
        off: 0,
        raw: 40_000 + (last - first) * rate,
        pk: 300,
        pkT: midnight,
        lP: true,
        fP: true,
      };
      return { d: key, o, cov: last - first + 1, inv: { B: { ...c, n: 'Battery', ch: [] } } };
    };

    it('takes each day from YieldTotal across the midnights it saw, and never calls a partial day exact', () => {
      const bars = dayBars([
        runner('2026-06-21', 300, 1439), // from 05:00
        runner('2026-06-22', 0, 1439),
        runner('2026-06-23', 0, 1439),
        runner('2026-06-24', 0, 840), // browser closed at 14:00
        runner('2026-06-25', 600, 1439), // back at 10:00
      ]);
      expect(bars.map((b) => [b.from, Math.round(b.wh), b.source])).toEqual([
        ['2026-06-21', Math.round(1139 * rate), 'seen'],
        ['2026-06-22', 4_800, 'total'],
        ['2026-06-23', 4_800, 'total'],
        ['2026-06-24', Math.round(840 * rate), 'seen'],
        ['2026-06-25', Math.round(839 * rate), 'seen'],
      ]);
    });

    it("gives the overview today's energy of such an inverter, at least where midnight was missed", () => {
      const seenMidnight = [runner('2026-06-23', 0, 1439), runner('2026-06-24', 0, 600)];
      expect(todayOfNightRunners(seenMidnight, '2026-06-24')).toEqual({
        B: { wh: 600 * rate, atLeast: false },
      });
      const missed = [runner('2026-06-22', 0, 1439), runner('2026-06-24', 300, 600)];
      expect(todayOfNightRunners(missed, '2026-06-24')).toEqual({ B: { wh: 300 * rate, atLeast: true } });
      expect(todayOfNightRunners(seenMidnight, '2026-06-25')).toEqual({});
    });

    it('does not trust a YieldDay larger than the peak power could make since midnight, even without a night seen', () => {
      const day = runner('2026-06-24', 600, 840);
      const inv = { ...day.inv.B!, fP: false, lP: false };
      const bars = dayBars([{ ...day, inv: { B: inv } }]);
      expect(bars.map((b) => [Math.round(b.wh), b.source])).toEqual([[Math.round(240 * rate), 'seen']]);
    });
  });
});
