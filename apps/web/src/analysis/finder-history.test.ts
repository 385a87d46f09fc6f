import { describe, expect, it } from 'vitest';
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
} from '../history/records.ts';
import { dayExclusion, finderInverter, voltageSamples } from './finder-history.ts';

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
