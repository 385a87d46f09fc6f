/**
 * The grid charger of OpenDTU-OnBattery 2026.03.31 (`src/WebApi_gridcharger.cpp`,
 * `include/gridcharger/huawei/Provider.h`; docs/firmware/onbattery-2026.03.31.md §7.13), which
 * replaces the Huawei settings and commands. Settings apply without a reboot.
 */
import type { HuaweiConfig } from '../settings/huawei.ts';

/** `gridcharger.provider` (`GridChargerProviderType`). */
export const GRID_CHARGER_PROVIDER = { Huawei: 0, Trucki: 1 } as const;
/** `can.hardware_interface`: the MCP2515 needs a crystal frequency, TWAI does not. */
export const GRID_CHARGER_CAN_INTERFACE = { Mcp2515: 0, Twai: 1 } as const;
/** Power range of the automatic control on this generation (the firmware's own form), W. */
export const GRID_CHARGER_LOWER_POWER_MIN_W = 50;
export const GRID_CHARGER_UPPER_POWER_MIN_W = 100;
export const GRID_CHARGER_POWER_MAX_W = 4000;
/** Huawei ranges the firmware checks: `[min, max]`. */
export const HUAWEI_ONLINE_VOLTAGE_V = [41, 58.6] as const;
export const HUAWEI_OFFLINE_VOLTAGE_V = [48, 58.4] as const;
export const HUAWEI_CURRENT_A = [0, 84] as const;
export const HUAWEI_INPUT_CURRENT_A = [0, 40] as const;
/** The Trucki's address is a dotted IPv4 text; its password at most 64 bytes. */
export const TRUCKI_IP_MAX = 15;
export const TRUCKI_PASSWORD_MAX = 64;

/** The automatic-power keys 2026 kept from the 2024.05.03 Huawei settings, same meaning and unit. */
type KeptFrom2024 =
  | 'enabled'
  | 'auto_power_enabled'
  | 'auto_power_batterysoc_limits_enabled'
  | 'emergency_charge_enabled'
  | 'voltage_limit'
  | 'enable_voltage_limit'
  | 'lower_power_limit'
  | 'upper_power_limit'
  | 'stop_batterysoc_threshold'
  | 'target_power_consumption';

/** GET and POST `/api/gridcharger/config` (admin). */
export interface GridCharger2026 extends Pick<HuaweiConfig, KeptFrom2024> {
  /** `GRID_CHARGER_PROVIDER`. */
  provider: number;
  /** Hz for `controller_frequency`. */
  can: { hardware_interface: number; controller_frequency: number };
  /** V, A, A. */
  huawei: {
    offline_voltage: number;
    offline_current: number;
    input_current_limit: number;
    fan_online_full_speed: boolean;
    fan_offline_full_speed: boolean;
  };
  trucki: { ip_address: string; password: string };
}

/**
 * POST `/api/gridcharger/limit` `data`: the Huawei online set points, each optional (a key that
 * is missing is left as it is). Out of range: 1002 (voltage) / 1003 (current) with `param{min,max}`.
 */
export interface GridChargerLimit2026 {
  voltage?: number;
  current?: number;
}

/** POST `/api/gridcharger/power` `data`: production on or off (Huawei only, else 1002). */
export interface GridChargerPower2026 {
  power: boolean;
}

/** The warning (code 1002) of `/limit` and `/power` when the charger is not a Huawei. */
export const GRID_CHARGER_NOT_SUPPORTED_MESSAGE = 'Current provider does not support this feature!';
