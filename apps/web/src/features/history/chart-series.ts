import { minuteOfDay } from '../../history/device-time.ts';
import { type DayRecord, inputKey, inverterKey, POWER, type SampleRecord } from '../../history/records.ts';

/** One drawn series of the day curve: power per minute of the day (undefined = not observed). */
export interface CurveSeries {
  key: string;
  label: string;
  values: (number | undefined)[];
}

export const SLOTS = 1440;

function fill(
  records: readonly SampleRecord[],
  step: number,
  key: string,
  field: number,
): (number | undefined)[] {
  const values: (number | undefined)[] = new Array(SLOTS).fill(undefined);
  const span = Math.max(1, Math.round(step / 60_000));
  for (const record of records) {
    const v = record.s[key]?.[field];
    if (v === undefined || !Number.isFinite(v)) continue;
    const start = minuteOfDay(record.t, record.o);
    for (let m = start; m < Math.min(SLOTS, start + span); m++) values[m] = v;
  }
  return values;
}

/** Stacked series: one per inverter, or one per input on demand; names from the day summary. */
export function powerSeries(
  day: DayRecord,
  records: readonly SampleRecord[],
  step: number,
  perInput: boolean,
): CurveSeries[] {
  const out: CurveSeries[] = [];
  for (const [serial, inv] of Object.entries(day.inv)) {
    if (!perInput) {
      out.push({ key: serial, label: inv.n, values: fill(records, step, inverterKey(serial), POWER) });
      continue;
    }
    inv.ch.forEach((_, input) => {
      const values = fill(records, step, inputKey(serial, input), POWER);
      out.push({ key: `${serial}:${input}`, label: `${inv.n} ${input + 1}`, values });
    });
  }
  return out;
}

export function siteSeries(
  records: readonly SampleRecord[],
  step: number,
  field: number,
): (number | undefined)[] | undefined {
  const values = fill(records, step, 'site', field);
  return values.some((v) => v !== undefined) ? values : undefined;
}
