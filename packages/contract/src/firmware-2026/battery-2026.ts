/**
 * The battery settings of OnBattery 2026.03.31 (`src/WebApi_battery.cpp`, `serializeBatteryConfig`
 * / `deserializeBatteryConfig` in `src/Configuration.cpp`). The POST checks only `enabled` (bool)
 * and `provider` (uint8, else 1005); every other key it lacks takes its default, so a page sends
 * back the whole object it loaded (docs/firmware/onbattery-2026.03.31.md §7.11).
 */

/** `provider` (`src/battery/Controller.cpp`). */
export const BATTERY_PROVIDER_2026 = {
  PylontechCan: 0,
  JkBmsSerial: 1,
  Mqtt: 2,
  VictronSmartShunt: 3,
  PytesCan: 4,
  SbsCan: 5,
  JbdBmsSerial: 6,
  ZendureMqtt: 7,
} as const;

/** The providers read through `serial` (interface and polling interval). */
export const BATTERY_SERIAL_PROVIDERS_2026: readonly number[] = [
  BATTERY_PROVIDER_2026.JkBmsSerial,
  BATTERY_PROVIDER_2026.JbdBmsSerial,
];

/** The providers whose battery reports a discharge current limit the limiter can use. */
export const BATTERY_REPORTED_LIMIT_PROVIDERS_2026: readonly number[] = [
  BATTERY_PROVIDER_2026.PylontechCan,
  BATTERY_PROVIDER_2026.Mqtt,
  BATTERY_PROVIDER_2026.PytesCan,
  BATTERY_PROVIDER_2026.SbsCan,
];

/** `mqtt.voltage_unit`: the factor of the received number (`BatteryVoltageUnit`). */
export const BATTERY_VOLTAGE_UNIT_2026 = { V: 0, dV: 1, cV: 2, mV: 3 } as const;
/** `mqtt.current_unit`, `mqtt.discharge_current_limit_unit` (`BatteryAmperageUnit`). */
export const BATTERY_CURRENT_UNIT_2026 = { A: 0, mA: 1 } as const;

/** %, the discharge current limit applies below this state of charge. */
export const BATTERY_LIMIT_BELOW_SOC_MAX = 100;
/** V, the discharge current limit applies below this voltage. */
export const BATTERY_LIMIT_BELOW_VOLTAGE_MAX_V = 60;

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

/** Topics (≤ 256 bytes), JSON paths (≤ 256 bytes) and units of the MQTT provider. */
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

/** GET `/api/battery/config` (admin; `/status` read-only, same body) and the POST `data` body. */
export interface Battery2026 {
  enabled: boolean;
  /** `BATTERY_PROVIDER_2026`. */
  provider: number;
  enable_discharge_current_limit: boolean;
  /** A. */
  discharge_current_limit: number;
  /** %, default 100. */
  discharge_current_limit_below_soc: number;
  /** V, default 60. */
  discharge_current_limit_below_voltage: number;
  use_battery_reported_discharge_current_limit: boolean;
  zendure: BatteryZendure2026;
  mqtt: BatteryMqtt2026;
  /** `interface` as `JKBMS_INTERFACE` (0 UART, 1 transceiver); `polling_interval` s, 2–90. */
  serial: { interface: number; polling_interval: number };
}

/** `zendure.control_mode`: full control, settings written once at start, or only read. */
export const ZENDURE_CONTROL_MODE = { Full: 0, Once: 1, ReadOnly: 2 } as const;
/** `zendure.output_control`: set from outside (the limiter), a fixed limit, or a day/night schedule. */
export const ZENDURE_OUTPUT_CONTROL = { External: 0, Fixed: 1, Schedule: 2 } as const;
/** `zendure.device_type` (`BatteryZendureDeviceType`), by product name. */
export const ZENDURE_DEVICE_TYPES = [
  'Hub 1200',
  'Hub 2000',
  'AIO 2400',
  'Ace 1500',
  'Hyper 2000 A',
  'Hyper 2000 B',
];
/** `zendure.device_id`: the device's 8-character id. */
export const ZENDURE_DEVICE_ID_LENGTH = 8;
/** The ranges of the numeric `zendure` keys (webapp `BatteryAdminView.vue` @ 2026.03.31): [min, max]. */
export const ZENDURE_RANGES = {
  /** s */
  polling_interval: [10, 120],
  /** W, in steps of 100 */
  max_output: [100, 1200],
  /** % */
  soc_min: [0, 60],
  /** % */
  soc_max: [40, 100],
  /** h */
  charge_through_interval: [0, 8766],
  /** % */
  charge_through_reset: [25, 100],
  /** W (also `output_limit_day`, `output_limit_night`) */
  output_limit: [0, 1200],
  /** minutes (also `sunset_offset`) */
  sunrise_offset: [-360, 360],
} as const;
