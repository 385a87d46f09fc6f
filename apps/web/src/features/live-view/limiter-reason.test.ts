import type { GovernedInverter, LimiterRules } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { limiterReason } from './limiter-reason.ts';

const config: LimiterRules = {
  solar_passthrough_enabled: true,
  conduction_losses: 3,
  ignore_soc: false,
  battery_soc_start_threshold: 60,
  battery_soc_stop_threshold: 20,
  voltage_start_threshold: 50,
  voltage_stop_threshold: 49,
  full_solar_passthrough_soc: 100,
  full_solar_passthrough_start_voltage: 100,
  target_power_consumption: 0,
  target_power_consumption_hysteresis: 10,
};
const inverter: GovernedInverter = {
  serial: '114184512347',
  powerSource: 'battery',
  lower_power_limit: 10,
  upper_power_limit: 800,
};

describe('limiterReason', () => {
  it('names the stop threshold the battery reached, by SoC or by voltage when SoC is ignored', () => {
    expect(limiterReason({ state: 1, socPercent: 18, config, inverter })).toEqual({
      key: 'stop',
      unit: '%',
      values: { level: 18, stop: 20, start: 60 },
    });
    expect(
      limiterReason({
        state: 1,
        socPercent: 18,
        batteryVoltageV: 48.6,
        config: { ...config, ignore_soc: true },
        inverter,
      }),
    ).toEqual({ key: 'stop', unit: 'V', values: { level: 48.6, stop: 49, start: 50 } });
  });

  it('computes the passed-through solar power after losses', () => {
    expect(limiterReason({ state: 2, socPercent: 45, solarW: 412, config, inverter })).toEqual({
      key: 'passthrough',
      values: { solar: 412, losses: 3, available: 400 },
    });
    expect(limiterReason({ state: 2, socPercent: 100, solarW: 412, config, inverter }).key).toBe(
      'fullPassthrough',
    );
  });

  it('explains battery discharge with the target and bounds, and the states without settings', () => {
    expect(limiterReason({ state: 3, config, inverter })).toEqual({
      key: 'discharge',
      values: { target: 0, hysteresis: 10, lower: 10, upper: 800 },
    });
    expect(limiterReason({ state: -1 }).key).toBe('off');
    expect(limiterReason({ state: 0, config, inverter }).key).toBe('inactive');
    expect(limiterReason({ state: 3 }).key).toBe('state');
    expect(limiterReason({ state: 3, config }).key).toBe('state');
    expect(limiterReason({ state: 2, config, inverter: { ...inverter, powerSource: 'solar' } })).toEqual({
      key: 'solarPowered',
      values: { upper: 800 },
    });
  });
});
