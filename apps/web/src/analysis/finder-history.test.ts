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
