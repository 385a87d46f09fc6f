import type { LiveAcChannel, LiveDcChannel, LiveInvChannel, ValueObject } from '@dtu/contract';
import type { LiveInverter } from '../live/livedata-types.ts';

/** Test data for the live-view component tests (not imported by the app). */
const value = (v: number, u: string, d: number): ValueObject => ({ v, u, d });

export function acChannel(powerW: number): LiveAcChannel {
  return {
    Power: value(powerW, 'W', 1),
    Voltage: value(230.04, 'V', 1),
    Current: value(powerW / 230, 'A', 2),
    Frequency: value(50.01, 'Hz', 2),
    PowerFactor: value(1, '', 3),
    ReactivePower: value(0.3, 'var', 1),
  };
}

export function dcChannel(name: string, powerW: number, maxPowerW = 0): LiveDcChannel {
  return {
    name: { u: name },
    Power: value(powerW, 'W', 1),
    Voltage: value(33.2, 'V', 1),
    Current: value(powerW / 33.2, 'A', 2),
    YieldDay: value(1234, 'Wh', 0),
    YieldTotal: value(1543.2114, 'kWh', 3),
    ...(maxPowerW > 0
      ? { Irradiation: { ...value((powerW / maxPowerW) * 100, '%', 3), max: maxPowerW } }
      : {}),
  };
}

export function invChannel(): LiveInvChannel {
  return {
    'Power DC': value(461.8, 'W', 1),
    YieldDay: value(2421, 'Wh', 0),
    YieldTotal: value(3041.278, 'kWh', 3),
    Temperature: value(38.2, '°C', 1),
    Efficiency: value(95.301, '%', 3),
  };
}

export function liveInverter(serial: string, extra: Partial<LiveInverter> = {}): LiveInverter {
  return {
    serial,
    name: `Inverter ${serial.slice(-2)}`,
    order: 0,
    data_age: 2,
    poll_enabled: true,
    reachable: true,
    producing: true,
    limit_relative: 100,
    limit_absolute: 800,
    ...extra,
  };
}

export function detailedInverter(serial: string, extra: Partial<LiveInverter> = {}): LiveInverter {
  return liveInverter(serial, {
    AC: { '0': acChannel(440.1) },
    DC: { '0': dcChannel('South', 236.4, 410), '1': dcChannel('West', 225.4, 410) },
    INV: { '0': invChannel() },
    events: 3,
    ...extra,
  });
}
