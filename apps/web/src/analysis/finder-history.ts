import { DAY_MS, dayKey, dayNumber } from '@dtu/recording/device-time.ts';
import {
  type DayRecord,
  INPUT,
  INV,
  inputKey,
  inverterKey,
  type SampleRecord,
  SITE,
} from '@dtu/recording/records.ts';
import type { DayExclusion, FinderDay, FinderInverter, VoltageSample } from './weak-inputs.ts';

/** A quarter counts as limited below this relative limit (the finder's "< 99 %"). */
const LIMITED_PERCENT = 99;
/** Share of a day's producing quarters that may be limited before the day is left out. */
const LIMITED_SHARE = 0.1;
/** Share of producing quarters with the limiter in charge that makes a day "governed". */
const GOVERNED_SHARE = 0.9;

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
  let producing = 0;
  let limited = 0;
  let steered = 0;
  for (const record of quarters) {
    const inv = record.s[inverterKey(serial)];
    if (!inv || !(inv[INV.producing]! > 0.5)) continue;
    producing += 1;
    if (inv[INV.limitPct]! < LIMITED_PERCENT) limited += 1;
    const site = record.s.site;
    if (governed && site && site[SITE.limiterState]! >= 0) steered += 1;
  }
  if (producing === 0) return undefined;
  if (steered >= GOVERNED_SHARE * producing) return 'governed';
  return limited > LIMITED_SHARE * producing ? 'limited' : undefined;
}

/** Moments the inverter fed freely, for the voltage signature. */
export function voltageSamples(
  serial: string,
  inputs: number,
  records: readonly SampleRecord[],
): VoltageSample[] {
  const samples: VoltageSample[] = [];
  for (const record of records) {
    const inv = record.s[inverterKey(serial)];
    if (!inv || !(inv[INV.limitPct]! >= LIMITED_PERCENT) || !(inv[INV.producing]! > 0.5)) continue;
    const series = Array.from({ length: inputs }, (_, i) => record.s[inputKey(serial, i)]);
    if (series.some((s) => !s)) continue;
    samples.push({
      w: series.map((s) => s![INPUT.power]!),
      v: series.map((s) => s![INPUT.voltage]!),
    });
  }
  return samples;
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
  const byDay: Record<string, SampleRecord[]> = {};
  const rolledUp = new Set<string>();
  for (const record of quarters) {
    const key = dayKey(dayNumber(record.t, record.o));
    if (record.c > 1) rolledUp.add(key);
    byDay[key] = byDay[key] ?? [];
    byDay[key].push(record);
  }
  const ofDay = (key: string) => (byDay[key] ?? []).filter((r) => r.c > 1 || !rolledUp.has(key));
  const finderDays: FinderDay[] = days
    .filter((day) => day.inv[setup.serial])
    .map((day) => ({
      date: day.d,
      wh: setup.wp.map((_, i) => day.inv[setup.serial]!.ch[i]?.yd ?? null),
      skip:
        dayExclusion(setup.serial, setup.governed, ofDay(day.d)) ??
        (day.inv[setup.serial]!.lP ? 'incomplete' : undefined),
    }));
  return {
    serial: setup.serial,
    wp: setup.wp,
    tilt: setup.tilt,
    battery: setup.battery,
    days: finderDays,
    samples: finderDays.slice(-VOLTAGE_DAYS).flatMap((day) =>
      voltageSamples(setup.serial, setup.wp.length, ofDay(day.date)).map((sample) => ({
        ...sample,
        day: day.date,
      })),
    ),
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
