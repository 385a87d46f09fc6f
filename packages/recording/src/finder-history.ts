import { DAY_MS, dayFromKey, dayNumber } from './device-time.ts';
import { type DigestBook, digestOf, exclusionOf, samplesOf } from './finder-digest.ts';
import type { DayRecord, SampleRecord } from './records.ts';
import type { DayExclusion, FinderDay, FinderInverter, VoltageSample } from './weak-inputs.ts';

export interface InverterSetup {
  serial: string;
  /** Configured max power per input (W), from the live data. */
  wp: readonly number[];
  /** True when the power limiter drives this inverter. */
  governed: boolean;
  /** Inputs marked "different tilt" (no overcast cross-check). */
  tilt?: readonly boolean[];
  /** The governed inverter is fed by the battery (no test applies). */
  battery?: boolean;
}

/** Days of free-running samples the voltage test looks at, so its evidence outlives midnight. */
export const VOLTAGE_DAYS = 7;

/** Why a recorded day of one inverter tells nothing about its modules, from its 15-minute samples. */
export function dayExclusion(
  serial: string,
  governed: boolean,
  quarters: readonly SampleRecord[],
): DayExclusion | undefined {
  return exclusionOf(digestOf(serial, 0, quarters), governed);
}

/** Moments the inverter fed freely, for the voltage signature. */
export function voltageSamples(
  serial: string,
  inputs: number,
  records: readonly SampleRecord[],
): VoltageSample[] {
  return samplesOf(digestOf(serial, inputs, records), inputs);
}

/**
 * The digests of `days` from their records (`records` may hold quarters and minutes: a day with
 * quarter records takes only those); `rolledUp`: the days whose digest came from quarters, a
 * finished day that can be kept. `inputsOf(serial)`: the inputs the finder looks at.
 */
export function digestDays(
  days: readonly DayRecord[],
  records: readonly SampleRecord[],
  inputsOf: (serial: string, day: DayRecord) => number,
): { book: DigestBook; rolledUp: Set<string> } {
  // By day number: a `YYYY-MM-DD` per record was a Date per record, a good part of the finder's time.
  const byDay = new Map<number, SampleRecord[]>();
  const rolled = new Set<number>();
  for (const record of records) {
    const n = dayNumber(record.t, record.o);
    if (record.c > 1) rolled.add(n);
    const list = byDay.get(n);
    if (list) list.push(record);
    else byDay.set(n, [record]);
  }
  const book: DigestBook = {};
  const rolledUp = new Set<string>();
  for (const day of days) {
    const n = dayFromKey(day.d);
    const ofDay = (byDay.get(n) ?? []).filter((r) => r.c > 1 || !rolled.has(n));
    if (rolled.has(n)) rolledUp.add(day.d);
    book[day.d] = {
      cov: day.cov,
      inv: Object.fromEntries(
        Object.keys(day.inv).map((serial) => [serial, digestOf(serial, inputsOf(serial, day), ofDay)]),
      ),
    };
  }
  return { book, rolledUp };
}

/**
 * The finder's view of one inverter: its recorded days (energy per input) and the free-running
 * samples of its last `VOLTAGE_DAYS` days. A day whose last sample still saw the inverter
 * producing was not seen to its end (a closed browser, today until sunset, an inverter that
 * never sleeps): its energy is partial, so it is `incomplete`, never an overcast day.
 * `quarters` may hold minute records too; a day with quarter records takes only those.
 */
export function finderInverter(
  setup: InverterSetup,
  days: readonly DayRecord[],
  quarters: readonly SampleRecord[],
): FinderInverter {
  return finderInverterOf(setup, days, digestDays(days, quarters, () => setup.wp.length).book);
}

/** `finderInverter` from the days' digests (`digestDays`, or kept ones). */
export function finderInverterOf(
  setup: InverterSetup,
  days: readonly DayRecord[],
  book: DigestBook,
): FinderInverter {
  const digest = (d: string) => book[d]?.inv[setup.serial];
  const finderDays: FinderDay[] = days
    .filter((day) => day.inv[setup.serial])
    .map((day) => {
      const of = digest(day.d);
      return {
        date: day.d,
        wh: setup.wp.map((_, i) => day.inv[setup.serial]!.ch[i]?.yd ?? null),
        skip:
          (of && exclusionOf(of, setup.governed)) ?? (day.inv[setup.serial]!.lP ? 'incomplete' : undefined),
      };
    });
  return {
    serial: setup.serial,
    wp: setup.wp,
    tilt: setup.tilt,
    battery: setup.battery,
    days: finderDays,
    samples: finderDays.slice(-VOLTAGE_DAYS).flatMap((day) => {
      const of = digest(day.date);
      return of ? samplesOf(of, setup.wp.length).map((sample) => ({ ...sample, day: day.date })) : [];
    }),
  };
}

/**
 * The device-time ranges the finder reads for `days` (oldest first): quarters from the day
 * before the first, minutes of the last three days, both up to a day past the last. Taken from
 * the recorded days, never from the browser's clock: stored times are the device's, and the
 * browser may be months away from it (a device without NTP, the emulator's clock in tests).
 */
export function finderWindow(days: readonly Pick<DayRecord, 'd'>[]): {
  quartersFrom: number;
  minutesFrom: number;
  to: number;
} {
  const first = Date.parse(`${days[0]?.d}T00:00:00Z`);
  // Two days past the last day's UTC date cover every zone offset and the day being recorded.
  const to = Date.parse(`${days.at(-1)?.d}T00:00:00Z`) + 2 * DAY_MS;
  return { quartersFrom: first - DAY_MS, minutesFrom: to - 4 * DAY_MS, to };
}
