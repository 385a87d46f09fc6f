/**
 * The OnBattery sections of `config.json` at OpenDTU-OnBattery 2026.03.31, exactly as the firmware
 * writes them (`src/Configuration.cpp` `write` and the `serialize…Config` functions) and as the
 * settings GETs answer them. Defaults from `include/defaults.h` and the `deserialize…Config`
 * fallbacks. See docs/firmware/onbattery-2026.03.31.md §7.9–§7.13 and §9.
 */
import type { Battery2026, PowerLimiter2026 } from '@dtu/contract';

// The limiter and battery shapes are the web app's too: they live in the contract.
export type {
  Battery2026,
  BatteryMqtt2026,
  BatteryZendure2026,
  LimiterInverter2026,
  PowerLimiter2026,
} from '@dtu/contract';
export { LIMITER_INVERTER_SLOTS as LIMITER_SLOTS, LIMITER_POWER_SOURCE as POWER_SOURCE } from '@dtu/contract';

/** `solarcharger.provider` (`include/Configuration.h` `SolarChargerProviderType`). */
export const SOLAR_CHARGER_PROVIDER = { VeDirect: 0, Mqtt: 1 } as const;
/** `gridcharger.provider` (`GridChargerProviderType`). */
export const GRID_CHARGER_PROVIDER = { Huawei: 0, Trucki: 1 } as const;
/** `powermeter.source` (`include/powermeter/Provider.h`); 0–5 as at 2024.05.03. */
export const METER_SOURCE_2026 = { HttpJson: 3, HttpSml: 6, UdpVictron: 7 } as const;
/** Meter value slots (`POWERMETER_*_MAX_VALUES`). */
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
