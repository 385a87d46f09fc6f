import {
  arrayAt,
  hexSerial,
  isJsonObject,
  type Json,
  objectAt,
  readBool,
  readFloat,
  readInt,
  readIp,
  readText,
  readUint,
  roundedFloat,
  serialText,
} from './json-read.ts';
import {
  type Battery2026,
  GRID_CHARGER_PROVIDER,
  type GridCharger2026,
  type HttpRequest2026,
  LIMITER_SLOTS,
  type LimiterInverter2026,
  METER_VALUES,
  type OnBattery2026Sections,
  POWER_SOURCE,
  type PowerLimiter2026,
  type PowerMeter2026,
  SOLAR_CHARGER_PROVIDER,
  type SolarCharger2026,
} from './sections.ts';

/**
 * The `deserialize…Config` functions of `src/Configuration.cpp @ 2026.03.31`, each followed by the
 * matching `serialize…Config`: what the firmware holds after reading `source`, in the shape it
 * writes and answers. Every key the source lacks (or holds with another type) takes its default,
 * which is why these also serve the settings POSTs that check only two keys.
 */
const TOPIC = 256;
const JSON_PATH = 256;
const enumValue = (source: Json, key: string, fallback: number) => readInt(source, key, 32, fallback);

export function readHttpRequest(source: Json): HttpRequest2026 {
  return {
    url: readText(source, 'url', 1024),
    auth_type: enumValue(source, 'auth_type', 0),
    username: readText(source, 'username', 64),
    password: readText(source, 'password', 64),
    header_key: readText(source, 'header_key', 64),
    header_value: readText(source, 'header_value', 256),
    timeout: readUint(source, 'timeout', 16, 1000),
  };
}

export function readSolarCharger(source: Json): SolarCharger2026 {
  const mqtt = objectAt(source, 'mqtt');
  return {
    enabled: readBool(source, 'enabled', false),
    provider: readUint(source, 'provider', 8, SOLAR_CHARGER_PROVIDER.VeDirect),
    publish_updates_only: readBool(source, 'publish_updates_only', true),
    mqtt: {
      // Read without a fallback: anything but `true` is false.
      calculate_output_power: mqtt.calculate_output_power === true,
      power_topic: readText(mqtt, 'power_topic', TOPIC),
      power_path: readText(mqtt, 'power_path', JSON_PATH),
      power_unit: enumValue(mqtt, 'power_unit', 1),
      voltage_topic: readText(mqtt, 'voltage_topic', TOPIC),
      voltage_path: readText(mqtt, 'voltage_path', JSON_PATH),
      voltage_unit: enumValue(mqtt, 'voltage_unit', 0),
      current_topic: readText(mqtt, 'current_topic', TOPIC),
      current_path: readText(mqtt, 'current_path', JSON_PATH),
      current_unit: enumValue(mqtt, 'current_unit', 0),
    },
  };
}

function readMeterHttpJson(source: Json): PowerMeter2026['http_json'] {
  const values = arrayAt(source, 'values');
  return {
    polling_interval: readUint(source, 'polling_interval', 32, 10),
    individual_requests: readBool(source, 'individual_requests', false),
    values: Array.from({ length: METER_VALUES }, (_, i) => {
      const value = isJsonObject(values[i]) ? values[i] : {};
      return {
        http_request: readHttpRequest(objectAt(value, 'http_request')),
        // The first value is always on.
        enabled: i === 0 ? true : readBool(value, 'enabled', false),
        json_path: readText(value, 'json_path', JSON_PATH),
        unit: enumValue(value, 'unit', 0),
        sign_inverted: readBool(value, 'sign_inverted', false),
      };
    }),
  };
}

/** The meter's nested parts; `enabled` and `source` as the caller read them. */
export function readPowerMeter(source: Json, enabled: boolean, meterSource: number): PowerMeter2026 {
  const mqttValues = arrayAt(objectAt(source, 'mqtt'), 'values');
  const sdm = objectAt(source, 'serial_sdm');
  const sml = objectAt(source, 'http_sml');
  const udp = objectAt(source, 'udp_victron');
  return {
    enabled,
    source: meterSource,
    mqtt: {
      values: Array.from({ length: METER_VALUES }, (_, i) => {
        const value = isJsonObject(mqttValues[i]) ? mqttValues[i] : {};
        return {
          topic: readText(value, 'topic', TOPIC),
          json_path: readText(value, 'json_path', JSON_PATH),
          unit: enumValue(value, 'unit', 0),
          sign_inverted: readBool(value, 'sign_inverted', false),
        };
      }),
    },
    serial_sdm: {
      address: readUint(sdm, 'address', 32, 1),
      polling_interval: readUint(sdm, 'polling_interval', 32, 10),
    },
    http_json: readMeterHttpJson(objectAt(source, 'http_json')),
    http_sml: {
      polling_interval: readUint(sml, 'polling_interval', 32, 10),
      http_request: readHttpRequest(objectAt(sml, 'http_request')),
    },
    udp_victron: {
      polling_interval_ms: readUint(udp, 'polling_interval_ms', 16, 10_000),
      ip_address: readIp(udp, 'ip_address'),
    },
  };
}

function readLimiterInverter(source: Json): LimiterInverter2026 & { used: boolean } {
  const serial = hexSerial(source.serial);
  return {
    used: serial !== 0n,
    serial: serialText(serial),
    is_governed: readBool(source, 'is_governed', false),
    is_behind_power_meter: readBool(source, 'is_behind_power_meter', true),
    power_source: enumValue(source, 'power_source', POWER_SOURCE.Battery),
    use_overscaling_to_compensate_shading: readBool(source, 'use_overscaling_to_compensate_shading', false),
    allow_standby: readBool(source, 'allow_standby', true),
    lower_power_limit: readUint(source, 'lower_power_limit', 16, 10),
    upper_power_limit: readUint(source, 'upper_power_limit', 16, 800),
  };
}

/** The used slots up to the first unused one: what `serializePowerLimiterConfig` lists. */
export function listedInverters(slots: readonly (LimiterInverter2026 & { used: boolean })[]) {
  const listed: LimiterInverter2026[] = [];
  for (const { used, ...slot } of slots) {
    if (!used) break;
    listed.push(slot);
  }
  return listed;
}

export function readPowerLimiter(source: Json): PowerLimiter2026 {
  const inverters = arrayAt(source, 'inverters');
  const slots = Array.from({ length: LIMITER_SLOTS }, (_, i) =>
    readLimiterInverter(isJsonObject(inverters[i]) ? inverters[i] : {}),
  );
  const rounded = (key: string, fallback: number) => roundedFloat(readFloat(source, key, fallback));
  return {
    enabled: readBool(source, 'enabled', false),
    solar_passthrough_enabled: readBool(source, 'solar_passthrough_enabled', false),
    conduction_losses: readUint(source, 'conduction_losses', 8, 3),
    battery_always_use_at_night: readBool(source, 'battery_always_use_at_night', false),
    target_power_consumption: readInt(source, 'target_power_consumption', 16, 0),
    target_power_consumption_hysteresis: readUint(source, 'target_power_consumption_hysteresis', 16, 0),
    base_load_limit: readUint(source, 'base_load_limit', 16, 100),
    ignore_soc: readBool(source, 'ignore_soc', true),
    battery_soc_start_threshold: readUint(source, 'battery_soc_start_threshold', 16, 80),
    battery_soc_stop_threshold: readUint(source, 'battery_soc_stop_threshold', 16, 20),
    voltage_start_threshold: rounded('voltage_start_threshold', 50),
    voltage_stop_threshold: rounded('voltage_stop_threshold', 49),
    voltage_load_correction_factor: readFloat(source, 'voltage_load_correction_factor', 0.001),
    full_solar_passthrough_soc: readUint(source, 'full_solar_passthrough_soc', 16, 100),
    full_solar_passthrough_start_voltage: rounded('full_solar_passthrough_start_voltage', 66),
    full_solar_passthrough_stop_voltage: rounded('full_solar_passthrough_stop_voltage', 66),
    inverter_serial_for_dc_voltage: serialText(hexSerial(source.inverter_serial_for_dc_voltage)),
    inverter_channel_id_for_dc_voltage: readUint(source, 'inverter_channel_id_for_dc_voltage', 8, 0),
    inverter_restart_hour: readUint(source, 'inverter_restart_hour', 8, 0),
    total_upper_power_limit: readUint(source, 'total_upper_power_limit', 16, 800),
    inverters: listedInverters(slots),
  };
}

export function readBattery(source: Json): Battery2026 {
  const z = objectAt(source, 'zendure');
  const mqtt = objectAt(source, 'mqtt');
  const serial = objectAt(source, 'serial');
  const u8 = (from: Json, key: string, fallback: number) => readUint(from, key, 8, fallback);
  const u16 = (from: Json, key: string, fallback: number) => readUint(from, key, 16, fallback);
  return {
    enabled: readBool(source, 'enabled', false),
    provider: u8(source, 'provider', 0),
    enable_discharge_current_limit: readBool(source, 'enable_discharge_current_limit', false),
    discharge_current_limit: readFloat(source, 'discharge_current_limit', 0),
    discharge_current_limit_below_soc: readFloat(source, 'discharge_current_limit_below_soc', 100),
    discharge_current_limit_below_voltage: readFloat(source, 'discharge_current_limit_below_voltage', 60),
    use_battery_reported_discharge_current_limit: readBool(
      source,
      'use_battery_reported_discharge_current_limit',
      false,
    ),
    zendure: {
      device_type: u8(z, 'device_type', 0),
      device_id: readText(z, 'device_id', 8),
      polling_interval: u8(z, 'polling_interval', 15),
      soc_min: u8(z, 'soc_min', 7),
      soc_max: u8(z, 'soc_max', 98),
      bypass_mode: u8(z, 'bypass_mode', 0),
      max_output: u16(z, 'max_output', 800),
      auto_shutdown: readBool(z, 'auto_shutdown', true),
      output_limit: u16(z, 'output_limit', 800),
      output_control: u8(z, 'output_control', 1),
      output_limit_day: u16(z, 'output_limit_day', 0),
      output_limit_night: u16(z, 'output_limit_night', 800),
      sunrise_offset: readInt(z, 'sunrise_offset', 16, 90),
      sunset_offset: readInt(z, 'sunset_offset', 16, -90),
      charge_through_enable: readBool(z, 'charge_through_enable', true),
      charge_through_interval: u16(z, 'charge_through_interval', 200),
      buzzer_enable: readBool(z, 'buzzer_enable', false),
      control_mode: u8(z, 'control_mode', 0),
      charge_through_reset: u8(z, 'charge_through_reset', 75),
    },
    mqtt: {
      soc_topic: readText(mqtt, 'soc_topic', TOPIC),
      soc_json_path: readText(mqtt, 'soc_json_path', JSON_PATH),
      voltage_topic: readText(mqtt, 'voltage_topic', TOPIC),
      voltage_json_path: readText(mqtt, 'voltage_json_path', JSON_PATH),
      voltage_unit: enumValue(mqtt, 'voltage_unit', 0),
      current_topic: readText(mqtt, 'current_topic', TOPIC),
      current_json_path: readText(mqtt, 'current_json_path', JSON_PATH),
      current_unit: enumValue(mqtt, 'current_unit', 0),
      discharge_current_limit_topic: readText(mqtt, 'discharge_current_limit_topic', TOPIC),
      discharge_current_limit_json_path: readText(mqtt, 'discharge_current_limit_json_path', JSON_PATH),
      discharge_current_limit_unit: enumValue(mqtt, 'discharge_current_limit_unit', 0),
    },
    serial: { interface: u8(serial, 'interface', 0), polling_interval: u8(serial, 'polling_interval', 5) },
  };
}

export function readGridCharger(source: Json): GridCharger2026 {
  const can = objectAt(source, 'can');
  const huawei = objectAt(source, 'huawei');
  const trucki = objectAt(source, 'trucki');
  const rounded = (from: Json, key: string, fallback: number) => roundedFloat(readFloat(from, key, fallback));
  return {
    enabled: readBool(source, 'enabled', false),
    provider: enumValue(source, 'provider', GRID_CHARGER_PROVIDER.Huawei),
    auto_power_enabled: readBool(source, 'auto_power_enabled', false),
    auto_power_batterysoc_limits_enabled: readBool(source, 'auto_power_batterysoc_limits_enabled', false),
    emergency_charge_enabled: readBool(source, 'emergency_charge_enabled', false),
    voltage_limit: rounded(source, 'voltage_limit', 42),
    enable_voltage_limit: rounded(source, 'enable_voltage_limit', 42),
    lower_power_limit: readFloat(source, 'lower_power_limit', 150),
    upper_power_limit: readFloat(source, 'upper_power_limit', 2000),
    stop_batterysoc_threshold: readUint(source, 'stop_batterysoc_threshold', 8, 95),
    target_power_consumption: readFloat(source, 'target_power_consumption', 0),
    can: {
      hardware_interface: enumValue(can, 'hardware_interface', 0),
      controller_frequency: readUint(can, 'controller_frequency', 32, 8_000_000),
    },
    huawei: {
      offline_voltage: rounded(huawei, 'offline_voltage', 48),
      offline_current: rounded(huawei, 'offline_current', 0),
      input_current_limit: rounded(huawei, 'input_current_limit', 0),
      fan_online_full_speed: readBool(huawei, 'fan_online_full_speed', false),
      fan_offline_full_speed: readBool(huawei, 'fan_offline_full_speed', false),
    },
    trucki: { ip_address: readIp(trucki, 'ip_address'), password: readText(trucki, 'password', 64) },
  };
}

/** The five sections as `read()` leaves them for a parsed `config.json` (any layout). */
export function readSections(raw: unknown): OnBattery2026Sections {
  const meter = objectAt(raw, 'powermeter');
  return {
    solarcharger: readSolarCharger(objectAt(raw, 'solarcharger')),
    powermeter: readPowerMeter(meter, readBool(meter, 'enabled', false), readUint(meter, 'source', 8, 0)),
    powerlimiter: readPowerLimiter(objectAt(raw, 'powerlimiter')),
    battery: readBattery(objectAt(raw, 'battery')),
    gridcharger: readGridCharger(objectAt(raw, 'gridcharger')),
  };
}

/** The OnBattery sections of a fresh 2026.03.31 device (`read()` without a file). */
export function onBattery2026ConfigDefaults(): OnBattery2026Sections {
  return readSections({});
}
