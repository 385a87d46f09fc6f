/**
 * The OnBattery sections of `config.json` at OpenDTU-OnBattery 2026.03.31, exactly as the firmware
 * writes them (`src/Configuration.cpp` `write` and the `serialize…Config` functions) and as the
 * settings GETs answer them. Defaults from `include/defaults.h` and the `deserialize…Config`
 * fallbacks. See docs/firmware/onbattery-2026.03.31.md §7.9–§7.13 and §9.
 */

import type { GridCharger2026, PowerMeter2026, SolarCharger2026 } from '@dtu/contract';

/** The meter, solar charger and grid charger sections live in the contract (firmware-2026/). */
export {
  GRID_CHARGER_PROVIDER,
  type GridCharger2026,
  type HttpRequest2026,
  METER_SOURCE_2026,
  METER_VALUES,
  type MeterHttpJsonValue2026,
  type PowerMeter2026,
  SOLAR_CHARGER_PROVIDER,
  type SolarCharger2026,
} from '@dtu/contract';

/** `powerlimiter.inverters[].power_source` (`PowerLimiterInverterConfig::InverterPowerSource`). */
export const POWER_SOURCE = { Battery: 0, Solar: 1, SmartBuffer: 2 } as const;
/** Limiter inverter slots (`INV_MAX_COUNT`). */
export const LIMITER_SLOTS = 10;

export interface LimiterInverter2026 {
  /** Hex text as the firmware formats it; a slot with serial 0 ends the list. */
  serial: string;
  is_governed: boolean;
  is_behind_power_meter: boolean;
  power_source: number;
  use_overscaling_to_compensate_shading: boolean;
  allow_standby: boolean;
  lower_power_limit: number;
  upper_power_limit: number;
}

export interface PowerLimiter2026 {
  enabled: boolean;
  solar_passthrough_enabled: boolean;
  conduction_losses: number;
  battery_always_use_at_night: boolean;
  target_power_consumption: number;
  target_power_consumption_hysteresis: number;
  base_load_limit: number;
  ignore_soc: boolean;
  battery_soc_start_threshold: number;
  battery_soc_stop_threshold: number;
  voltage_start_threshold: number;
  voltage_stop_threshold: number;
  voltage_load_correction_factor: number;
  full_solar_passthrough_soc: number;
  full_solar_passthrough_start_voltage: number;
  full_solar_passthrough_stop_voltage: number;
  inverter_serial_for_dc_voltage: string;
  inverter_channel_id_for_dc_voltage: number;
  inverter_restart_hour: number;
  total_upper_power_limit: number;
  /** Only the used slots, in slot order (`serializePowerLimiterConfig` stops at serial 0). */
  inverters: LimiterInverter2026[];
}

export interface BatteryZendure2026 {
  device_type: number;
  device_id: string;
  polling_interval: number;
  soc_min: number;
  soc_max: number;
  bypass_mode: number;
  max_output: number;
  auto_shutdown: boolean;
  output_limit: number;
  output_control: number;
  output_limit_day: number;
  output_limit_night: number;
  sunrise_offset: number;
  sunset_offset: number;
  charge_through_enable: boolean;
  charge_through_interval: number;
  buzzer_enable: boolean;
  control_mode: number;
  charge_through_reset: number;
}

export interface BatteryMqtt2026 {
  soc_topic: string;
  soc_json_path: string;
  voltage_topic: string;
  voltage_json_path: string;
  voltage_unit: number;
  current_topic: string;
  current_json_path: string;
  current_unit: number;
  discharge_current_limit_topic: string;
  discharge_current_limit_json_path: string;
  discharge_current_limit_unit: number;
}

export interface Battery2026 {
  enabled: boolean;
  provider: number;
  enable_discharge_current_limit: boolean;
  discharge_current_limit: number;
  discharge_current_limit_below_soc: number;
  discharge_current_limit_below_voltage: number;
  use_battery_reported_discharge_current_limit: boolean;
  zendure: BatteryZendure2026;
  mqtt: BatteryMqtt2026;
  serial: { interface: number; polling_interval: number };
}

/** The five OnBattery sections of a 2026.03.31 `config.json`, under their file names. */
export interface OnBattery2026Sections {
  solarcharger: SolarCharger2026;
  powermeter: PowerMeter2026;
  powerlimiter: PowerLimiter2026;
  battery: Battery2026;
  gridcharger: GridCharger2026;
}
