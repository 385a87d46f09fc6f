import { type DayRecord, inputKey, inverterKey, minuteOfDay, POWER, type SampleRecord } from '@dtu/recording';
import { seriesColumn } from '../../history/stored-layout.ts';

/** One column of the day: label, value per minute of the day (undefined = not observed), unit. */
export type Column = [label: string, values: (number | undefined)[], unit: string];

export const SLOTS = 1440;

/** The minute of the day of each record, once per array of records: every column of a day shares it. */
const minutesOf = new WeakMap<readonly SampleRecord[], Int16Array>();

function recordMinutes(records: readonly SampleRecord[]): Int16Array {
  let minutes = minutesOf.get(records);
  if (!minutes) {
    minutes = new Int16Array(records.length);
    for (let r = 0; r < records.length; r++) {
      const record = records[r] as SampleRecord;
      minutes[r] = minuteOfDay(record.t, record.o);
    }
    minutesOf.set(records, minutes);
  }
  return minutes;
}

function fill(
  records: readonly SampleRecord[],
  step: number,
  key: string,
  field: number,
): (number | undefined)[] {
  const values: (number | undefined)[] = new Array(SLOTS).fill(undefined);
  const span = Math.max(1, Math.round(step / 60_000));
  const column = seriesColumn(records, key, field);
  const minutes = recordMinutes(records);
  // Index loops: the first drawing of a day runs this before the engine has optimised it.
  for (let r = 0; r < records.length; r++) {
    const v = column[r];
    if (v === undefined || !Number.isFinite(v)) continue;
    const start = minutes[r] as number;
    const end = Math.min(SLOTS, start + span);
    for (let m = start; m < end; m++) values[m] = v;
  }
  return values;
}

/** Stacked power: one column per inverter, or one per input on demand; names from the day summary. */
export function powerColumns(
  day: DayRecord,
  records: readonly SampleRecord[],
  step: number,
  perInput: boolean,
): Column[] {
  return Object.entries(day.inv).flatMap(([serial, inv]): Column[] =>
    perInput
      ? inv.ch.map((_, input) => [
          `${inv.n} ${input + 1}`,
          fill(records, step, inputKey(serial, input), POWER),
          'W',
        ])
      : [[inv.n, fill(records, step, inverterKey(serial), POWER), 'W']],
  );
}

export function siteSeries(
  records: readonly SampleRecord[],
  step: number,
  field: number,
): (number | undefined)[] | undefined {
  const values = fill(records, step, 'site', field);
  return values.some((v) => v !== undefined) ? values : undefined;
}
