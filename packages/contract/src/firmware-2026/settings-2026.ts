import { GENERATION_IDS, GENERATIONS, type GenerationId } from '../generations/generation-ids.ts';
import type { DeviceConfig, DeviceDisplayConfig } from '../settings/device.ts';
import type { MqttConfig } from '../settings/mqtt.ts';
import type { NetworkConfig } from '../settings/network.ts';
import type { NtpConfig } from '../settings/ntp.ts';

/** The two 2026 generations (`onbattery-2026.03.31`, `opendtu-v26.3.30`). */
export type Generation2026 = Exclude<GenerationId, 'onbattery-2024.05.03'>;

/**
 * GET `/api/ntp/config` of both 2026 generations, also the POST `data` (all keys typed and
 * required): no `ntp_timezone`; the device looks the POSIX rule up by `ntp_timezone_descr`
 * (1–50 bytes → 9003) in the table of `GET /api/ntp/zones` (`src/WebApi_ntp.cpp` @ v26.3.30).
 */
export type NtpConfig2026 = Omit<NtpConfig, 'ntp_timezone'>;

/** `GET /api/ntp/zones` (read-only): zone name → POSIX TZ string. */
export type NtpZones = Readonly<Record<string, string>>;

/**
 * GET `/api/mqtt/config` of both 2026 generations, also the POST `data`: no
 * `mqtt_verbose_logging`; `mqtt_clientid` (a required string, ≤ 64 bytes → 7017; empty stored
 * as is, the device then connects with its access point's name) after `mqtt_port`; a Home
 * Assistant topic must end with `/` (7018). Checked only while `mqtt_enabled`
 * (`src/WebApi_mqtt.cpp` @ v26.3.30, @ 2026.03.31).
 */
export type MqttConfig2026 = Omit<MqttConfig, 'mqtt_verbose_logging'> & { mqtt_clientid: string };

/** The MQTT limits that differ between the two 2026 trees (`include/Configuration.h`, `src/WebApi_mqtt.cpp`). */
export interface MqttLimits2026 {
  /** Bytes of the base, LWT and Home Assistant topic (7004 / 7009 / 7014). */
  topicMax: number;
  /** Seconds (7013 `param{min,max}`). */
  publishMin: number;
  publishMax: number;
}

/** The MQTT limits of each 2026 generation, from its row of the generation table. */
export const MQTT_LIMITS_2026 = Object.fromEntries(
  GENERATION_IDS.filter((id) => id !== 'onbattery-2024.05.03').map((id) => {
    const { topicMax, publishMin, publishMax } = GENERATIONS[id].mqttLimits;
    return [id, { topicMax, publishMin, publishMax }];
  }),
) as Readonly<Record<Generation2026, MqttLimits2026>>;

/**
 * Network syslog of both 2026 generations, after `mdnsenabled` in `/api/network/config`: checked
 * only when enabled, host name 1–128 bytes → 8007, port 1–65535 → 8008 (`src/WebApi_network.cpp`).
 */
export interface NetworkSyslog2026 {
  syslogenabled: boolean;
  sysloghostname: string;
  syslogport: number;
}

export type NetworkConfig2026 = NetworkConfig & NetworkSyslog2026;

/** `display` of `/api/device/config` on 2026: `language` (0/1/2) became `locale` (`"en"`, `"de"`, `"fr"`). */
export type DeviceDisplayConfig2026 = Omit<DeviceDisplayConfig, 'language'> & { locale: string };

export type DeviceConfig2026 = Omit<DeviceConfig, 'display'> & { display: DeviceDisplayConfig2026 };

/** The display locales the 2026 firmware ships texts for (`src/Display_Graphic.cpp`). */
export const DISPLAY_LOCALES_2026 = ['en', 'de', 'fr'] as const;

/** `GET /api/firmware/status` (read-only, both 2026 generations): whether an `ota_1` slot exists. */
export interface FirmwareStatus2026 {
  ota_supported: boolean;
}
