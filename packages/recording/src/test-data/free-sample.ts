import {
  INPUT,
  INPUT_FIELDS,
  INV,
  INV_FIELDS,
  inputKey,
  inverterKey,
  type SampleRecord,
} from '../records.ts';

/**
 * A sample of a two-input inverter feeding freely at 150 W per input, "West" (input 1) at 2/3 of
 * East's voltage; `c` 15 for a quarter, 1 for a minute; zone +02:00.
 */
export function freeSample(serial: string, t: number, c = 1): SampleRecord {
  const inv = new Float64Array(INV_FIELDS).fill(Number.NaN);
  inv[INV.limitPct] = 100;
  inv[INV.producing] = 1;
  const input = (volts: number) => {
    const series = new Float32Array(INPUT_FIELDS).fill(Number.NaN);
    series[INPUT.power] = 150;
    series[INPUT.voltage] = volts;
    return series;
  };
  const s = {
    [inverterKey(serial)]: inv,
    [inputKey(serial, 0)]: input(38),
    [inputKey(serial, 1)]: input(25),
  };
  return { t, o: 120, c, s };
}
