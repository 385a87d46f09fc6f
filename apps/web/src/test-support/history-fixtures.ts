import type { ValueObject } from '@dtu/contract';
import { recordBytes } from '@dtu/recording';
import { keySetBytes, keySetOf } from '../history/stored-layout.ts';
import type { LiveInverter } from '../live/livedata-types.ts';
import { EMPTY_LIVEDATA, type LivedataState, mergeLivedata } from '../live/merge-livedata.ts';

/** Test data for the history tests (not imported by the app). */
const value = (v: number, u: string, d = 1): ValueObject => ({ v, u, d });

export interface InverterReading {
  power: number;
  yieldDayWh: number;
  yieldTotalKwh: number;
  producing?: boolean;
  /** The firmware's flags: unreachable keeps the last values; `data_age` in seconds. */
  reachable?: boolean;
  dataAgeS?: number;
  inputs?: { power: number; yieldDayWh: number; yieldTotalKwh: number }[];
}

export function inverterMessage(serial: string, r: InverterReading): LiveInverter {
  const inputs = r.inputs ?? [{ power: r.power, yieldDayWh: r.yieldDayWh, yieldTotalKwh: r.yieldTotalKwh }];
  return {
    serial,
    name: `Roof ${serial.slice(-2)}`,
    order: 0,
    data_age: r.dataAgeS ?? 1,
    poll_enabled: true,
    reachable: r.reachable ?? true,
    producing: r.producing ?? r.power > 0,
    limit_relative: 100,
    limit_absolute: 800,
    AC: {
      '0': {
        Power: value(r.power, 'W'),
        Voltage: value(230, 'V'),
        Current: value(r.power / 230, 'A', 2),
        Frequency: value(50, 'Hz', 2),
        PowerFactor: value(1, '', 3),
        ReactivePower: value(0, 'var'),
      },
    },
    DC: Object.fromEntries(
      inputs.map((input, i) => [
        String(i),
        {
          name: { u: `String ${i}` },
          Power: value(input.power, 'W'),
          Voltage: value(32, 'V'),
          Current: value(input.power / 32, 'A', 2),
          YieldDay: value(input.yieldDayWh, 'Wh', 0),
          YieldTotal: value(input.yieldTotalKwh, 'kWh', 3),
        },
      ]),
    ),
    INV: {
      '0': {
        'Power DC': value(r.power, 'W'),
        YieldDay: value(r.yieldDayWh, 'Wh', 0),
        YieldTotal: value(r.yieldTotalKwh, 'kWh', 3),
        Temperature: value(30, '°C'),
        Efficiency: value(95, '%', 3),
      },
    },
  };
}

/** A live state after one inverter message (a new object each call, like the socket's merge). */
export function liveState(
  serial: string,
  r: InverterReading,
  base: LivedataState = EMPTY_LIVEDATA,
): LivedataState {
  return mergeLivedata(base, { inverters: [inverterMessage(serial, r)] }, 0);
}

/**
 * A small history as the v2 storage wrote it (each record a `SampleRecord` as is): minutes and
 * quarters of two local inverters with two inputs each, a remote device's inverter, the site,
 * NaN values, inverter values that only a Float64 keeps, key sets that change (an inverter
 * missing, another key order) and a gap. Deterministic: the v3 migration test compares its
 * exports with the ones the v2 code wrote (`v2-history.backup.json`, `v2-history.csv`).
 */
export function v2History(): {
  min: import('@dtu/recording').SampleRecord[];
  q: import('@dtu/recording').SampleRecord[];
  names: Record<string, string>;
} {
  const MIN = 60_000;
  const start = Date.UTC(2024, 5, 20, 9);
  const record = (t: number, c: number, k: number, keys: 'all' | 'noRemote' | 'reordered') => {
    const inv = (base: number) =>
      Float64Array.of(
        base + k / 3,
        base + k / 7 + 10,
        230 + k / 11,
        50.01,
        31.7,
        k * 1.1,
        1_234_567.891 + k / 9,
        100,
        1,
        k % 4 === 0 ? 0.5 : 1,
      );
    const input = (p: number) => Float32Array.of(p + k / 3, p + 1, 31.4 + k / 13, p / 31.4, k * 0.55);
    const site = Float32Array.of(-120.5 + k, 55.5, Number.NaN, 0, 2, 800);
    const s: Record<string, import('@dtu/recording').Series> = {};
    if (keys === 'reordered') s.site = site;
    s['i:114100000001'] = inv(200);
    s['c:114100000001:0'] = input(100);
    s['c:114100000001:1'] = input(90);
    s['i:138200000002'] = inv(400);
    s['c:138200000002:0'] = Float32Array.of(Number.NaN, Number.NaN, 30, Number.NaN, k);
    s['c:138200000002:1'] = input(180);
    if (keys !== 'noRemote') s['i:dtu2:81/116100000003'] = inv(50);
    if (keys !== 'reordered') s.site = site;
    return { t, o: 120, c, s };
  };
  const min = [];
  for (let k = 0; k < 40; k++) {
    // A gap of 12 minutes after the 20th minute.
    const t = start + (k < 20 ? k : k + 12) * MIN;
    min.push(record(t, 1, k, k % 9 === 5 ? 'noRemote' : k % 13 === 7 ? 'reordered' : 'all'));
  }
  const q = [];
  for (let k = 0; k < 12; k++)
    q.push(record(start - 2 * 86_400_000 + k * 15 * MIN, k === 3 ? 7 : 15, k, k === 5 ? 'noRemote' : 'all'));
  return {
    min,
    q,
    names: { '114100000001': 'Roof =1', '138200000002': 'Barn', 'dtu2:81/116100000003': 'Shed (dtu2:81)' },
  };
}

/** Our count of what storing `records` takes (`recordBytes`), each key set once (`stored-layout.ts`). */
export function storedBytesOf(records: readonly import('@dtu/recording').SampleRecord[]): number {
  const sets = new Map(records.map((record) => [keySetOf(record).sig, keySetOf(record)]));
  return (
    records.reduce((n, record) => n + recordBytes(record), 0) +
    [...sets.values()].reduce((n, set) => n + keySetBytes(set), 0)
  );
}
