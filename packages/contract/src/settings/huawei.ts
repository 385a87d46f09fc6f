/** GET `/api/huawei/config` (read-only), the AC charger; also the POST `data` body. */
export interface HuaweiConfig {
  enabled: boolean;
  verbose_logging: boolean;
  /** CAN controller crystal in Hz: 8000000 or 16000000. */
  can_controller_frequency: number;
  auto_power_enabled: boolean;
  auto_power_batterysoc_limits_enabled: boolean;
  emergency_charge_enabled: boolean;
  /** V, UI 42–58.5 step 0.01 (truncated to 2 decimals). */
  voltage_limit: number;
  /** V, UI 42–58.5 step 0.01 (truncated to 2 decimals). */
  enable_voltage_limit: number;
  /** W, UI 50–3000. */
  lower_power_limit: number;
  /** W, UI 100–3000. */
  upper_power_limit: number;
  /** %, UI 2–100. */
  stop_batterysoc_threshold: number;
  /** W, UI −3000…3000. */
  target_power_consumption: number;
}
