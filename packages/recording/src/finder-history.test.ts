import { describe, expect, it } from 'vitest';
import { dayExclusion, finderInverter, finderWindow, voltageSamples } from './finder-history.ts';
import {
  type DayRecord,
  INPUT,
  INPUT_FIELDS,
  INV,
  INV_FIELDS,
  inputKey,
  inverterKey,
  type SampleRecord,
  SITE,
  SITE_FIELDS,
} from './records.ts';
import week from './test-data/week-house-roof.json';
import { findWeakInputs } from './weak-inputs.ts';

const SERIAL = '114100000001';

function quarter(
  t: number,
  inv: { limitPct: number; producing: boolean },
  limiterState = -1,
  volts = [31, 31],
): SampleRecord {
  const series = new Float64Array(INV_FIELDS).fill(Number.NaN);
  series[INV.limitPct] = inv.limitPct;
  series[INV.producing] = inv.producing ? 1 : 0;
  const site = new Float32Array(SITE_FIELDS).fill(Number.NaN);
  site[SITE.limiterState] = limiterState;
  const s: SampleRecord['s'] = { [inverterKey(SERIAL)]: series, site };
  volts.forEach((v, i) => {
    const input = new Float32Array(INPUT_FIELDS);
    input[INPUT.power] = 200;
    input[INPUT.voltage] = v;
    s[inputKey(SERIAL, i)] = input;
  });
  return { t, o: 60, c: 15, s };
}

const free = { limitPct: 100, producing: true };

describe('dayExclusion', () => {
  it('keeps a day fed freely and leaves out one limited for more than a tenth of its production', () => {
    const day = Array.from({ length: 20 }, (_, i) => quarter(i, free));
    expect(dayExclusion(SERIAL, false, day)).toBeUndefined();
    day.push(
      quarter(21, { limitPct: 50, producing: true }),
      quarter(22, { limitPct: 50, producing: true }),
      quarter(23, { limitPct: 50, producing: true }),
    );
    expect(dayExclusion(SERIAL, false, day)).toBe('limited');
  });

  it('calls a day governed when the limiter drives this inverter through its production', () => {
    const day = Array.from({ length: 10 }, (_, i) => quarter(i, free, 3));
    expect(dayExclusion(SERIAL, true, day)).toBe('governed');
    expect(dayExclusion(SERIAL, false, day)).toBeUndefined();
  });
});

describe('voltageSamples', () => {
  it('takes only moments without a limit', () => {
    const records = [
      quarter(0, free, -1, [31, 20]),
      quarter(1, { limitPct: 40, producing: true }, -1, [31, 20]),
    ];
    expect(voltageSamples(SERIAL, 2, records)).toEqual([{ w: [200, 200], v: [31, 20] }]);
  });
});

describe('finderInverter', () => {
  it('hands the recorded days and the different-tilt marks to the finder', () => {
    const day = { d: '2024-06-21', o: 0, cov: 900, inv: { [SERIAL]: { ch: [{ yd: 1800 }, { yd: 1700 }] } } };
    const inv = finderInverter(
      { serial: SERIAL, wp: [400, 400], governed: false, tilt: [true, false] },
      [day as unknown as DayRecord],
      [],
    );
    expect(inv.tilt).toEqual([true, false]);
    expect(inv.days).toEqual([{ date: '2024-06-21', wh: [1800, 1700], skip: undefined }]);
  });
});

describe('finderInverter over several days', () => {
  const DAY = 86_400_000;
  const start = Date.parse('2024-06-21T00:00:00Z');
  const record = (day: string, lP: boolean) =>
    ({
      d: day,
      o: 0,
      cov: 900,
      inv: { [SERIAL]: { lP, ch: [{ yd: 900 }, { yd: 850 }] } },
    }) as unknown as DayRecord;
  const setup = { serial: SERIAL, wp: [400, 400], governed: false };

  it('calls a day incomplete when its last sample still saw the inverter producing (browser closed at 10:04)', () => {
    const inv = finderInverter(setup, [record('2024-06-21', false), record('2024-06-22', true)], []);
    expect(inv.days.map((d) => d.skip)).toEqual([undefined, 'incomplete']);
  });

  it('keeps the voltage evidence of the last days after midnight, a day with quarters without its minutes', () => {
    const noon = (day: number) => start + day * DAY + 12 * 3_600_000;
    const minute = (t: number) => ({ ...quarter(t, free, -1, [31, 20]), o: 0, c: 1 });
    const records = [
      { ...quarter(noon(0), free, -1, [31, 20]), o: 0 },
      // Day 0's minutes were rolled up into its quarter: they do not count twice.
      minute(noon(0) + 60_000),
      { ...quarter(noon(1), free, -1, [31, 20]), o: 0 },
      // Today (day 2) has minutes only.
      minute(noon(2)),
      minute(noon(2) + 60_000),
    ];
    const days = ['2024-06-21', '2024-06-22', '2024-06-23'].map((d) => record(d, false));
    expect(finderInverter(setup, days, records).samples).toHaveLength(4);
    // At 00:30 of a new day without samples yet, the evidence of the days before stays.
    expect(finderInverter(setup, [...days, record('2024-06-24', false)], records).samples).toHaveLength(4);
  });

  it('passes a battery-fed inverter on so that no test applies', () => {
    expect(
      finderInverter({ ...setup, governed: true, battery: true }, [record('2024-06-21', false)], []).battery,
    ).toBe(true);
  });
});

describe('finderInverter and the finder over a recorded simulated week', () => {
  /**
   * House roof's producing samples from IndexedDB of the simulated week (e2e) as the overview
   * opened on day 4 at 15:00: quarters of days 1–3, minutes of day 4; "West 2" (input 3) lost a
   * third of its cells on day 3 at 05:00. Each record is `[t, c, limit %, [[W, V] per input]]`.
   */
  const records: SampleRecord[] = week.records.map(([t, c, limitPct, inputs]) => {
    const inv = new Float64Array(INV_FIELDS).fill(Number.NaN);
    inv[INV.limitPct] = limitPct as number;
    inv[INV.reachable] = 1;
    inv[INV.producing] = 1;
    const s: SampleRecord['s'] = { [inverterKey(week.serial)]: inv };
    (inputs as number[][]).forEach(([w, v], i) => {
      const input = new Float32Array(INPUT_FIELDS).fill(Number.NaN);
      input[INPUT.power] = w!;
      input[INPUT.voltage] = v!;
      s[inputKey(week.serial, i)] = input;
    });
    return { t: t as number, o: week.offsetMin, c: c as number, s };
  });
  const days = week.days.map(
    ({ d, lP, yd }) =>
      ({
        d,
        o: week.offsetMin,
        cov: 0,
        inv: { [week.serial]: { lP, ch: yd.map((wh) => ({ yd: wh })) } },
      }) as unknown as DayRecord,
  );
  const setup = { serial: week.serial, wp: [500, 500, 500, 500], governed: false };

  it('finds the bypassed substring of "West 2" a day and a half after it happened, and nothing else', () => {
    const verdict = findWeakInputs(finderInverter(setup, days, records));
    expect(verdict.findings).toEqual([expect.objectContaining({ input: 3, kind: 'voltage', level: 2 })]);
    expect(verdict.findings[0]!.loss).toBeCloseTo(1 / 3, 1);
  });

  it('found nothing on the days before the fault', () => {
    const before = Date.parse('2026-06-23T05:00:00+02:00');
    const verdict = findWeakInputs(
      finderInverter(
        setup,
        days.slice(0, 3),
        records.filter((r) => r.t < before),
      ),
    );
    expect(verdict.findings).toEqual([]);
  });
});

describe('finderWindow', () => {
  it('reads around the recorded days, wherever the browser clock stands', () => {
    const window = finderWindow([{ d: '2026-06-20' }, { d: '2026-06-24' }]);
    const device = (text: string) => Date.parse(text);
    expect(window.quartersFrom).toBeLessThanOrEqual(device('2026-06-20T00:00:00+14:00'));
    // Day 4's minutes (device zone +02:00) lie inside, up to its last minute.
    expect(window.minutesFrom).toBeLessThanOrEqual(device('2026-06-23T00:00:00-12:00'));
    expect(window.to).toBeGreaterThan(device('2026-06-24T23:59:00-12:00'));
  });
});
