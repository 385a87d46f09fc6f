import { type InverterState, inverterState } from '../live/inverter-state.ts';
import type { LiveInverter } from '../live/livedata-types.ts';

export interface InputFigures {
  /** 0-based input number. */
  index: number;
  /** The configured string name; empty when none was set. */
  name: string;
  powerW: number;
  /** Configured max power of the input in W; 0 when not set. */
  wp: number;
  /** powerW / wp, or undefined without a configured max power. */
  ratio?: number;
  yieldDayWh: number;
}

export interface InverterFigures {
  serial: string;
  name: string;
  state: InverterState;
  /** Undefined until the device sent the inverter's channel data. */
  acPowerW?: number;
  yieldDayWh?: number;
  inputs: InputFigures[];
}

/** What the overview shows of one inverter, from the live data the device sent (no detail yet: no inputs). */
export function inverterFigures(inverter: LiveInverter): InverterFigures {
  const inputs = Object.entries(inverter.DC ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([key, dc]): InputFigures => {
      const wp = dc.Irradiation?.max ?? 0;
      return {
        index: Number(key),
        name: dc.name.u,
        powerW: dc.Power.v,
        wp,
        ratio: wp > 0 ? dc.Power.v / wp : undefined,
        yieldDayWh: dc.YieldDay.v,
      };
    });
  return {
    serial: inverter.serial,
    name: inverter.name,
    state: inverterState(inverter),
    acPowerW: inverter.AC?.['0']?.Power.v,
    yieldDayWh: inverter.INV?.['0']?.YieldDay.v,
    inputs,
  };
}
