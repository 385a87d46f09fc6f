/**
 * The OnBattery sections of `config.json` at OpenDTU-OnBattery 2026.03.31, exactly as the firmware
 * writes them (`src/Configuration.cpp` `write` and the `serialize…Config` functions) and as the
 * settings GETs answer them. Defaults from `include/defaults.h` and the `deserialize…Config`
 * fallbacks. See docs/firmware/onbattery-2026.03.31.md §7.9–§7.13 and §9.
 */

/** `solarcharger.provider` (`include/Configuration.h` `SolarChargerProviderType`). */
export const SOLAR_CHARGER_PROVIDER = { VeDirect: 0, Mqtt: 1 } as const;
/** `gridcharger.provider` (`GridChargerProviderType`). */
export const GRID_CHARGER_PROVIDER = { Huawei: 0, Trucki: 1 } as const;
/** `powerlimiter.inverters[].power_source` (`PowerLimiterInverterConfig::InverterPowerSource`). */
export const POWER_SOURCE = { Battery: 0, Solar: 1, SmartBuffer: 2 } as const;
/** `powermeter.source` (`include/powermeter/Provider.h`); 0–5 as at 2024.05.03. */
export const METER_SOURCE_2026 = { HttpJson: 3, HttpSml: 6, UdpVictron: 7 } as const;
/** Limiter inverter slots and meter value slots (`INV_MAX_COUNT`, `POWERMETER_*_MAX_VALUES`). */
export const LIMITER_SLOTS = 10;
export const METER_VALUES = 3;

export interface HttpRequest2026 {
  url: string;
  auth_type: number;
  username: string;
  password: string;
  header_key: string;
  header_value: string;
  /** ms */
  timeout: number;
}

export interface SolarCharger2026 {
  enabled: boolean;
  provider: number;
  publish_updates_only: boolean;
  mqtt: {
    calculate_output_power: boolean;
    power_topic: string;
    power_path: string;
    power_unit: number;
    voltage_topic: string;
    voltage_path: string;
    voltage_unit: number;
    current_topic: string;
    current_path: string;
    current_unit: number;
  };
}

export interface MeterHttpJsonValue2026 {
  http_request: HttpRequest2026;
  enabled: boolean;
  json_path: string;
  unit: number;
  sign_inverted: boolean;
}

export interface PowerMeter2026 {
  enabled: boolean;
  source: number;
  mqtt: { values: { topic: string; json_path: string; unit: number; sign_inverted: boolean }[] };
  serial_sdm: { address: number; polling_interval: number };
  http_json: { polling_interval: number; individual_requests: boolean; values: MeterHttpJsonValue2026[] };
  http_sml: { polling_interval: number; http_request: HttpRequest2026 };
  udp_victron: { polling_interval_ms: number; ip_address: string };
}

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

export interface GridCharger2026 {
  enabled: boolean;
  provider: number;
  auto_power_enabled: boolean;
  auto_power_batterysoc_limits_enabled: boolean;
  emergency_charge_enabled: boolean;
  voltage_limit: number;
  enable_voltage_limit: number;
  lower_power_limit: number;
  upper_power_limit: number;
  stop_batterysoc_threshold: number;
  target_power_consumption: number;
  can: { hardware_interface: number; controller_frequency: number };
  huawei: {
    offline_voltage: number;
    offline_current: number;
    input_current_limit: number;
    fan_online_full_speed: boolean;
    fan_offline_full_speed: boolean;
  };
  trucki: { ip_address: string; password: string };
}

/** The five OnBattery sections of a 2026.03.31 `config.json`, under their file names. */
export interface OnBattery2026Sections {
  solarcharger: SolarCharger2026;
  powermeter: PowerMeter2026;
  powerlimiter: PowerLimiter2026;
  battery: Battery2026;
  gridcharger: GridCharger2026;
}
