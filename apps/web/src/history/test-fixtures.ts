import type { ValueObject } from '@dtu/contract';
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
