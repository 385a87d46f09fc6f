/**
 * The dynamic power limiter settings of OnBattery 2026.03.31 (`src/WebApi_powerlimiter.cpp`,
 * `serializePowerLimiterConfig` / `deserializePowerLimiterConfig` in `src/Configuration.cpp`,
 * defaults from `include/defaults.h`). The POST takes this whole object and checks nothing: every
 * key it lacks takes its default, so a page sends back everything it loaded
 * (docs/firmware/onbattery-2026.03.31.md §7.9).
 */

import type { PowerLimiterConfig } from '../settings/powerlimiter.ts';

/** `inverters[].power_source` (`PowerLimiterInverterConfig::InverterPowerSource`). */
export const LIMITER_POWER_SOURCE = { Battery: 0, Solar: 1, SmartBuffer: 2 } as const;

/** Limiter inverter slots (`INV_MAX_COUNT`): the list holds at most this many entries. */
export const LIMITER_INVERTER_SLOTS = 10;

/**
 * W per DC input below which a lower limit makes the inverter misbehave: the page warns under
 * `channels ×` this and offers it for a newly governed inverter.
 */
export const LIMITER_LOWER_LIMIT_PER_CHANNEL_W = 13;

/** Upper limit offered for a newly governed inverter whose maximum power is not known yet. */
export const LIMITER_NEW_UPPER_LIMIT_MIN_W = 300;

/** One limiter slot, per inverter. */
export interface LimiterInverter2026 {
  /** Hex text as the firmware formats it (`%0x%08x`); a slot with serial 0 ends the list. */
  serial: string;
  is_governed: boolean;
  /** Default true. */
  is_behind_power_meter: boolean;
  /** `LIMITER_POWER_SOURCE`; default battery. */
  power_source: number;
  /** Only for inverters without power distribution logic (`pdl_supported` false). */
  use_overscaling_to_compensate_shading: boolean;
  /** Smart buffer only; default true. */
  allow_standby: boolean;
  /** W, 16-bit; default 10. */
  lower_power_limit: number;
  /** W, 16-bit; default 800. */
  upper_power_limit: number;
}

/** The keys 2026.03.31 kept from 2024.05.03, with the same meaning (`PowerLimiterConfig`). */
type KeptFrom2024 =
  | 'enabled'
  | 'solar_passthrough_enabled'
  | 'battery_always_use_at_night'
  | 'target_power_consumption'
  | 'target_power_consumption_hysteresis'
  | 'base_load_limit'
  | 'ignore_soc'
  | 'battery_soc_start_threshold'
  | 'battery_soc_stop_threshold'
  | 'voltage_start_threshold'
  | 'voltage_stop_threshold'
  | 'voltage_load_correction_factor'
  | 'full_solar_passthrough_soc'
  | 'full_solar_passthrough_start_voltage'
  | 'full_solar_passthrough_stop_voltage';

/** GET `/api/powerlimiter/config` (admin, = `/status`) and the POST `data` body. */
export interface PowerLimiter2026 extends Pick<PowerLimiterConfig, KeptFrom2024> {
  /** %, 8-bit, UI 0–10; default 3 (was `solar_passthrough_losses`). */
  conduction_losses: number;
  /** Hex text (`"000000000"` for none): a governed battery-powered inverter. */
  inverter_serial_for_dc_voltage: string;
  inverter_channel_id_for_dc_voltage: number;
  /** 0–23 (8-bit; no "off" any more); default 0. */
  inverter_restart_hour: number;
  /** W, the sum of all governed inverters; default 800. */
  total_upper_power_limit: number;
  /** Only the used slots, in slot order, 0–10 entries. */
  inverters: LimiterInverter2026[];
}

/** One configured inverter in `/api/powerlimiter/metadata` of 2026.03.31. */
export interface LimiterInverterInfo2026 {
  /** Hex text, as in the config's `inverters[].serial`. */
  serial: string;
  /** Config slot. */
  pos: number;
  /** Display order. */
  order: number;
  name: string;
  poll_enable: boolean;
  poll_enable_night: boolean;
  command_enable: boolean;
  command_enable_night: boolean;
  /** W; 0 until the inverter's device info arrived. */
  max_power: number;
  type: string;
  channels: number;
  /** Power distribution logic: such inverters need no overscaling. */
  pdl_supported: boolean;
}

/** GET `/api/powerlimiter/metadata` (admin) of 2026.03.31. */
export interface PowerLimiterMetadata2026 {
  power_meter_enabled: boolean;
  battery_enabled: boolean;
  /** The solar charger is enabled. */
  charge_controller_enabled: boolean;
  inverters: LimiterInverterInfo2026[];
}
