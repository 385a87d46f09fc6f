/**
 * The stored record shapes. Series are compact typed arrays with fixed field orders (below);
 * a missing value is NaN. Times are device UTC ms, `o` the device zone offset in minutes.
 */

/** Inverter series `i:<serial>` (Float64Array); a remote device's serial is `<host>/<serial>`. */
export const INV = {
  power: 0,
  powerMax: 1,
  acVoltage: 2,
  frequency: 3,
  temperature: 4,
  yieldDayWh: 5,
  yieldTotalWh: 6,
  limitPct: 7,
  reachable: 8,
  producing: 9,
} as const;
export const INV_FIELDS = 10;

/** Input series `c:<serial>:<input index>` (Float32Array). */
export const INPUT = { power: 0, powerMax: 1, voltage: 2, current: 3, yieldDayWh: 4 } as const;
export const INPUT_FIELDS = 5;

/** Site series `site` (Float32Array): limiter state as `DplStatus.PLSTATE`. */
export const SITE = {
  meterW: 0,
  socPct: 1,
  chargeControllerW: 2,
  chargerW: 3,
  limiterState: 4,
  limiterLimitW: 5,
} as const;
export const SITE_FIELDS = 6;

/**
 * The indexes the app reads, as plain numbers the minifier inlines (the objects above stay out
 * of the bundle); the types tie each to its field.
 */
export const POWER: typeof INV.power & typeof INPUT.power = 0;
export const YIELD_TOTAL: typeof INV.yieldTotalWh = 6;
export const METER: typeof SITE.meterW = 0;
export const SOC: typeof SITE.socPct = 1;

export type Series = Float64Array | Float32Array;

/** One observed minute (its existence is the coverage mark) or one 15-minute rollup. */
export interface SampleRecord {
  /** Start of the minute / quarter, device UTC ms. */
  t: number;
  o: number;
  /** Observed minutes inside (1 for a minute record, 1…15 for a rollup). */
  c: number;
  s: Record<string, Series>;
}

/** Energy counters of one inverter or input over one device day. */
export interface CounterDay {
  /** First and last sample with a valid YieldTotal, device UTC ms. */
  fT: number;
  lT: number;
  /** YieldTotal in Wh at those samples. */
  fYt: number;
  lYt: number;
  /** The day's yield before the first sample (Wh), from YieldDay. */
  pre: number;
  /** Effective YieldDay (Wh): restarts added up, a stale yesterday's value removed. */
  yd: number;
  /** Offset added to the raw YieldDay and the last raw value. */
  off: number;
  raw: number;
  /** Peak power (W) and when; `lP` producing at the last sample, `fP` at the first (absent in older records). */
  pk: number;
  pkT: number;
  lP: boolean;
  fP?: boolean;
}

export interface InverterDay extends CounterDay {
  n: string;
  /** Per input, by input index. */
  ch: CounterDay[];
}

/** Summary of one device day. */
export interface DayRecord {
  /** `YYYY-MM-DD` in device local time. */
  d: string;
  o: number;
  /** Observed minutes. */
  cov: number;
  inv: Record<string, InverterDay>;
}

export function inverterKey(serial: string): string {
  return `i:${serial}`;
}

export function inputKey(serial: string, input: number): string {
  return `c:${serial}:${input}`;
}

/**
 * `i:…`/`c:…:n`/`site` → parts. A remote device's serial is `<host>/<serial>` and the host may
 * carry a `:port`, so the input is what follows the last colon.
 */
export function parseSeriesKey(key: string): { serial: string; input?: number } | undefined {
  const rest = key.slice(2);
  const colon = rest.lastIndexOf(':');
  if (key.startsWith('i:')) return { serial: rest };
  if (key.startsWith('c:') && colon > 0)
    return { serial: rest.slice(0, colon), input: Number(rest.slice(colon + 1)) };
  return undefined;
}

/**
 * Our own count of a record's stored size in bytes (`stored-layout.ts`): four numbers, then
 * 8 bytes per inverter value and 4 per input or site value; its keys count once per key set.
 */
export function recordBytes(record: SampleRecord): number {
  let bytes = 32;
  for (const key in record.s) bytes += (key[0] === 'i' ? 8 : 4) * (record.s[key] as Series).length;
  return bytes;
}
