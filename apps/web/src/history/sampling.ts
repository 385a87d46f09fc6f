import type { ValueObject } from '@dtu/contract';
import type { LiveInverter } from '../live/livedata-types.ts';
import type { LivedataState } from '../live/merge-livedata.ts';
import type { CounterSample } from './counters.ts';

function num(value: ValueObject | undefined, kilo = false): number {
  if (!value || typeof value.v !== 'number') return Number.NaN;
  return kilo && value.u === 'kWh' ? value.v * 1000 : value.v;
}

/** Values of one detailed inverter message in the record's field orders. */
export interface InverterSample {
  inverter: number[];
  inputs: number[][];
  names: string[];
  counter: Omit<CounterSample, 't' | 'minute'>;
  inputCounters: Omit<CounterSample, 't' | 'minute'>[];
}

export function sampleInverter(inv: LiveInverter): InverterSample | undefined {
  const ac = inv.AC?.['0'];
  const stats = inv.INV?.['0'];
  if (!ac || !stats) return undefined;
  const power = num(ac.Power);
  const yt = num(stats.YieldTotal, true);
  const yd = num(stats.YieldDay);
  const inputKeys = Object.keys(inv.DC ?? {}).sort((a, b) => Number(a) - Number(b));
  const inputs: number[][] = [];
  const inputCounters: InverterSample['inputCounters'] = [];
  const names: string[] = [];
  for (const key of inputKeys) {
    const dc = inv.DC?.[key];
    if (!dc) continue;
    const p = num(dc.Power);
    inputs[Number(key)] = [p, p, num(dc.Voltage), num(dc.Current), num(dc.YieldDay)];
    inputCounters[Number(key)] = {
      yt: num(dc.YieldTotal, true),
      yd: num(dc.YieldDay),
      p,
      producing: inv.producing,
    };
    names[Number(key)] = dc.name?.u ?? '';
  }
  return {
    inverter: [
      power,
      power,
      num(ac.Voltage),
      num(ac.Frequency),
      num(stats.Temperature),
      yd,
      yt,
      inv.limit_relative,
      inv.reachable ? 1 : 0,
      inv.producing ? 1 : 0,
    ],
    inputs,
    names,
    counter: { yt, yd, p: power, producing: inv.producing },
    inputCounters,
  };
}

/** The limiter as the charge-controller stream reports it, when that stream is open. */
export interface LimiterSample {
  state: number;
  limitW: number;
}

/** Site values: meter, SoC, charge controller, charger power, limiter. */
export function sampleSite(state: LivedataState, limiter: LimiterSample | undefined): number[] {
  return [
    state.power_meter?.enabled ? num(state.power_meter.Power) : Number.NaN,
    state.battery?.enabled ? num(state.battery.soc) : Number.NaN,
    state.vedirect?.enabled ? num(state.vedirect.total?.Power) : Number.NaN,
    state.huawei?.enabled ? num(state.huawei.Power) : Number.NaN,
    limiter ? limiter.state : Number.NaN,
    limiter ? limiter.limitW : Number.NaN,
  ];
}
