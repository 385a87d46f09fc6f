import type { PowerLimiterConfig, PowerLimiterMetadata } from '@dtu/contract';

/** Test data: the documented defaults with one two-channel inverter selected. */
export const LIMITER_CONFIG: PowerLimiterConfig = {
  enabled: true,
  verbose_logging: false,
  solar_passthrough_enabled: true,
  solar_passthrough_losses: 3,
  battery_always_use_at_night: false,
  is_inverter_behind_powermeter: true,
  is_inverter_solar_powered: false,
  inverter_serial: '18973055014520',
  inverter_channel_id: 0,
  target_power_consumption: 0,
  target_power_consumption_hysteresis: 0,
  lower_power_limit: 10,
  base_load_limit: 100,
  upper_power_limit: 800,
  ignore_soc: false,
  battery_soc_start_threshold: 80,
  battery_soc_stop_threshold: 20,
  voltage_start_threshold: 50,
  voltage_stop_threshold: 49,
  voltage_load_correction_factor: 0.001,
  inverter_restart_hour: -1,
  full_solar_passthrough_soc: 100,
  full_solar_passthrough_start_voltage: 100,
  full_solar_passthrough_stop_voltage: 100,
};

export function limiterMetadata(overrides: Partial<PowerLimiterMetadata> = {}): PowerLimiterMetadata {
  return {
    power_meter_enabled: true,
    battery_enabled: true,
    charge_controller_enabled: true,
    inverters: {
      '18973055014520': {
        pos: 0,
        name: 'Garage',
        type: 'HM-800',
        channels: 2,
        poll_enable: true,
        poll_enable_night: true,
        command_enable: true,
        command_enable_night: true,
      },
    },
    ...overrides,
  };
}
