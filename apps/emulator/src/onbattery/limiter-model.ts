import type { ConfigFile } from '@dtu/contract';
import type { DplMode } from './limiter-base.ts';
import type { GovernedSet, LimiterInputs } from './limiter-types.ts';
import { PowerLimiter } from './power-limiter.ts';

/** What the rest of the device reads and sets of a limiter, whichever generation's it is. */
export interface Limiter {
  readonly state: number;
  /** The governed total last requested (`PLLIMIT`), W. */
  readonly lastLimitW: number;
  readonly batteryDischargeEnabled: boolean;
  /** Full solar passthrough is on (the battery's thresholds decide, `battery-gate.ts`). */
  readonly fullSolarPassthrough: boolean;
  /** True while the limiter keeps its (battery) inverters switched off. */
  readonly standby: boolean;
  mode: DplMode;
  readonly updateTimeouts: number;
  step(input: LimiterInputs): void;
}

/** A generation's limiter: how it is built and what it governs. Data chosen once at start-up. */
export interface LimiterModel {
  create(): Limiter;
  governed(config: Readonly<ConfigFile>): GovernedSet;
}

/** OnBattery 2024.05.03: one inverter (`powerlimiter.inverter_id`), its settings in the limiter section. */
export const SINGLE_INVERTER_LIMITER: LimiterModel = {
  create: () => new PowerLimiter(),
  governed: ({ powerlimiter: pl }) => ({
    totalUpperW: pl.upper_power_limit,
    inverters:
      pl.inverter_id === 0
        ? []
        : [
            {
              serial: BigInt(pl.inverter_id),
              source: pl.is_inverter_solar_powered ? 'solar' : 'battery',
              behindMeter: pl.is_inverter_behind_powermeter,
              lowerW: pl.lower_power_limit,
              upperW: pl.upper_power_limit,
              allowStandby: true,
            },
          ],
  }),
};
