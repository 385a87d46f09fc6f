/** GET `/api/powerlimiter/config` (admin) and `/api/powerlimiter/status` (public); POST `data`. */
export interface PowerLimiterConfig {
  enabled: boolean;
  verbose_logging: boolean;
  solar_passthrough_enabled: boolean;
  /** %, UI 0–10 (8-bit). */
  solar_passthrough_losses: number;
  battery_always_use_at_night: boolean;
  is_inverter_behind_powermeter: boolean;
  is_inverter_solar_powered: boolean;
  /** Serial in **decimal** as a string (`"0"` when none). */
  inverter_serial: string;
  inverter_channel_id: number;
  /** W, may be negative. */
  target_power_consumption: number;
  /** W. */
  target_power_consumption_hysteresis: number;
  /** W, UI min 10. */
  lower_power_limit: number;
  /** W, UI min lower + 1. */
  base_load_limit: number;
  /** W, UI min base + 1. */
  upper_power_limit: number;
  ignore_soc: boolean;
  /** %, 0–100. */
  battery_soc_start_threshold: number;
  /** %, 0–100. */
  battery_soc_stop_threshold: number;
  /** V, UI 16–66 step 0.01. */
  voltage_start_threshold: number;
  /** V, UI 16–66 step 0.01. */
  voltage_stop_threshold: number;
  /** UI step 0.0001. */
  voltage_load_correction_factor: number;
  /** −1 = off, else 0–23. */
  inverter_restart_hour: number;
  /** %, 0–100. */
  full_solar_passthrough_soc: number;
  /** V. */
  full_solar_passthrough_start_voltage: number;
  /** V. */
  full_solar_passthrough_stop_voltage: number;
}

/** `/api/powerlimiter/status` has the same body as the config GET. */
export type PowerLimiterStatus = PowerLimiterConfig;

/** One configured inverter in the limiter metadata. */
export interface PowerLimiterInverterInfo {
  /** Config slot index 0–9 (not the display order). */
  pos: number;
  name: string;
  poll_enable: boolean;
  poll_enable_night: boolean;
  command_enable: boolean;
  command_enable_night: boolean;
  /** Model name (e.g. `HM-800`) or `"Unknown"`. */
  type: string;
  /** Number of DC inputs (1 if unknown). */
  channels: number;
}

/** GET `/api/powerlimiter/metadata` (admin). */
export interface PowerLimiterMetadata {
  power_meter_enabled: boolean;
  battery_enabled: boolean;
  /** VE.Direct enabled. */
  charge_controller_enabled: boolean;
  /** Keyed by the **decimal** serial string; `{}` when no inverters exist. */
  inverters: Record<string, PowerLimiterInverterInfo>;
}
