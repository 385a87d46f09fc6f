import { minuteOfDay } from '@dtu/recording/device-time.ts';
import { type DayRecord, inputKey, inverterKey, POWER, type SampleRecord } from '@dtu/recording/records.ts';
import { seriesColumn } from '../../history/stored-layout.ts';

/** One column of the day: label, value per minute of the day (undefined = not observed), unit. */
export type Column = [label: string, values: (number | undefined)[], unit: string];

export const SLOTS = 1440;

function fill(
  records: readonly SampleRecord[],
  step: number,
  key: string,
  field: number,
): (number | undefined)[] {
  const values: (number | undefined)[] = new Array(SLOTS).fill(undefined);
  const span = Math.max(1, Math.round(step / 60_000));
  const column = seriesColumn(records, key, field);
  for (const [r, record] of records.entries()) {
    const v = column[r];
    if (v === undefined || !Number.isFinite(v)) continue;
    const start = minuteOfDay(record.t, record.o);
    for (let m = start; m < Math.min(SLOTS, start + span); m++) values[m] = v;
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
