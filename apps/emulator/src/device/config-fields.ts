import {
  BATTERY_MQTT_TOPIC_MAX,
  HOSTNAME_MAX,
  INVERTER_NAME_MAX,
  MQTT_CERT_MAX,
  MQTT_HASS_TOPIC_MAX,
  MQTT_HOSTNAME_MAX,
  MQTT_LWT_TOPIC_MAX,
  MQTT_LWT_VALUE_MAX,
  MQTT_PASSWORD_MAX,
  MQTT_TOPIC_MAX,
  MQTT_USERNAME_MAX,
  NTP_SERVER_MAX,
  NTP_TIMEZONE_DESCR_MAX,
  NTP_TIMEZONE_MAX,
  PASSWORD_MAX,
  PIN_MAPPING_NAME_MAX,
  POWER_METER_HEADER_KEY_MAX,
  POWER_METER_HEADER_VALUE_MAX,
  POWER_METER_JSON_PATH_MAX,
  POWER_METER_MQTT_TOPIC_MAX,
  POWER_METER_PASSWORD_MAX,
  POWER_METER_URL_MAX,
  POWER_METER_USERNAME_MAX,
  SSID_MAX,
} from '@dtu/contract';

/**
 * How the firmware stores each numeric and string value of `config.json` (docs/firmware/onbattery-2024.05.03/settings.md §3
 * "Buffer" columns, §4). Paths name array elements `[]`. Numbers not listed are floats.
 */
type IntKind = 'u8' | 'i8' | 'u16' | 'u32' | 'i32' | 'u64';

const INT_RANGE: Record<IntKind, readonly [number, number]> = {
  u8: [0, 0xff],
  i8: [-0x80, 0x7f],
  u16: [0, 0xffff],
  u32: [0, 0xffffffff],
  i32: [-0x80000000, 0x7fffffff],
  // Serials: 12 hex digits in practice; beyond 2^53 a double no longer holds an exact integer.
  u64: [0, Number.MAX_SAFE_INTEGER],
};

const INT_FIELDS: Record<string, IntKind> = {
  'cfg.version': 'u32',
  'cfg.save_count': 'u32',
  'wifi.aptimeout': 'u32',
  'ntp.sunsettype': 'u8',
  'mqtt.port': 'u32',
  'mqtt.publish_interval': 'u32',
  'mqtt.lwt.qos': 'u8',
  'dtu.serial': 'u64',
  'dtu.poll_interval': 'u32',
  'dtu.nrf_pa_level': 'u8',
  'dtu.cmt_pa_level': 'i8',
  'dtu.cmt_frequency': 'u32',
  'dtu.cmt_country_mode': 'u8',
  'device.display.rotation': 'u8',
  'device.display.contrast': 'u8',
  'device.display.language': 'u8',
  'device.display.diagram_duration': 'u32',
  'device.display.diagram_mode': 'u8',
  'device.led[].brightness': 'u8',
  'inverters[].serial': 'u64',
  'inverters[].order': 'u8',
  'inverters[].reachable_threshold': 'u8',
  'inverters[].channel[].max_power': 'u16',
  'powermeter.interval': 'u32',
  'powermeter.source': 'u8',
  'powermeter.sdmbaudrate': 'u32',
  'powermeter.sdmaddress': 'u8',
  'powermeter.http_phases[].auth_type': 'u8',
  'powermeter.http_phases[].timeout': 'u16',
  'powermeter.http_phases[].unit': 'u8',
  'powerlimiter.solar_passtrough_losses': 'u8',
  'powerlimiter.interval': 'u32',
  'powerlimiter.inverter_id': 'u64',
  'powerlimiter.inverter_channel_id': 'u8',
  'powerlimiter.target_power_consumption': 'i32',
  'powerlimiter.target_power_consumption_hysteresis': 'i32',
  'powerlimiter.lower_power_limit': 'i32',
  'powerlimiter.base_load_limit': 'i32',
  'powerlimiter.upper_power_limit': 'i32',
  'powerlimiter.battery_soc_start_threshold': 'u32',
  'powerlimiter.battery_soc_stop_threshold': 'u32',
  'powerlimiter.inverter_restart_hour': 'i8',
  'powerlimiter.full_solar_passthrough_soc': 'u32',
  'battery.provider': 'u8',
  'battery.jkbms_interface': 'u8',
  'battery.jkbms_polling_interval': 'u8',
  'huawei.can_controller_frequency': 'u32',
  'huawei.stop_batterysoc_threshold': 'u32',
};

/** Stored bytes per string (the firmware copies with `strlcpy` into fixed buffers). */
const STRING_BYTES: Record<string, number> = {
  'wifi.ssid': SSID_MAX,
  'wifi.password': 64,
  'wifi.hostname': HOSTNAME_MAX,
  'ntp.server': NTP_SERVER_MAX,
  'ntp.timezone': NTP_TIMEZONE_MAX,
  'ntp.timezone_descr': NTP_TIMEZONE_DESCR_MAX,
  'mqtt.hostname': MQTT_HOSTNAME_MAX,
  'mqtt.username': MQTT_USERNAME_MAX,
  'mqtt.password': MQTT_PASSWORD_MAX,
  'mqtt.topic': MQTT_TOPIC_MAX,
  'mqtt.lwt.topic': MQTT_LWT_TOPIC_MAX,
  'mqtt.lwt.value_online': MQTT_LWT_VALUE_MAX,
  'mqtt.lwt.value_offline': MQTT_LWT_VALUE_MAX,
  'mqtt.tls.root_ca_cert': MQTT_CERT_MAX,
  'mqtt.tls.client_cert': MQTT_CERT_MAX,
  'mqtt.tls.client_key': MQTT_CERT_MAX,
  'mqtt.hass.topic': MQTT_HASS_TOPIC_MAX,
  'security.password': PASSWORD_MAX,
  'device.pinmapping': PIN_MAPPING_NAME_MAX,
  'inverters[].name': INVERTER_NAME_MAX,
  // A 31-byte buffer with its terminator: 30 usable bytes (docs/firmware/onbattery-2024.05.03/settings.md §3.9).
  'inverters[].channel[].name': 30,
  'powermeter.mqtt_topic_powermeter_1': POWER_METER_MQTT_TOPIC_MAX,
  'powermeter.mqtt_topic_powermeter_2': POWER_METER_MQTT_TOPIC_MAX,
  'powermeter.mqtt_topic_powermeter_3': POWER_METER_MQTT_TOPIC_MAX,
  'powermeter.http_phases[].url': POWER_METER_URL_MAX,
  'powermeter.http_phases[].username': POWER_METER_USERNAME_MAX,
  'powermeter.http_phases[].password': POWER_METER_PASSWORD_MAX,
  'powermeter.http_phases[].header_key': POWER_METER_HEADER_KEY_MAX,
  'powermeter.http_phases[].header_value': POWER_METER_HEADER_VALUE_MAX,
  'powermeter.http_phases[].json_path': POWER_METER_JSON_PATH_MAX,
  'battery.mqtt_topic': BATTERY_MQTT_TOPIC_MAX,
  'battery.mqtt_voltage_topic': BATTERY_MQTT_TOPIC_MAX,
};

/** Cuts `text` to at most `bytes` UTF-8 bytes without leaving half a character behind. */
export function truncateUtf8(text: string, bytes: number): string {
  if (text.length <= bytes / 3) return text;
  const encoded = Buffer.from(text, 'utf8');
  if (encoded.length <= bytes) return text;
  let end = bytes;
  // Step back over continuation bytes so the cut falls on a character boundary.
  while (end > 0 && (encoded[end]! & 0xc0) === 0x80) end--;
  return encoded.subarray(0, end).toString('utf8');
}

/**
 * A number read into the field at `path`: integers are truncated (ArduinoJson's conversion of a
 * float to an integer type), values outside the integer type's range keep the default, as
 * ArduinoJson's range-checked read does. Floats pass through.
 */
export function coerceNumber(path: string, value: number, fallback: number): number {
  const kind = INT_FIELDS[path];
  if (!kind) return value;
  const truncated = Math.trunc(value);
  const [min, max] = INT_RANGE[kind];
  return truncated >= min && truncated <= max ? truncated : fallback;
}

const IP_FIELDS = new Set(['wifi.ip', 'wifi.netmask', 'wifi.gateway', 'wifi.dns1', 'wifi.dns2']);

/** The firmware parses addresses into four bytes; text it cannot parse leaves 0.0.0.0. */
function storedIpv4(text: string): string {
  const octets = text.split('.');
  const valid = /^[0-9.]+$/.test(text) && octets.length === 4 && octets.every((o) => Number(o || 0) <= 255);
  return valid ? octets.map((octet) => String(Number(octet || 0))).join('.') : '0.0.0.0';
}

export function coerceString(path: string, value: string): string {
  if (IP_FIELDS.has(path)) return storedIpv4(value);
  const bytes = STRING_BYTES[path];
  return bytes === undefined ? value : truncateUtf8(value, bytes);
}
