/**
 * The power meter settings of OpenDTU-OnBattery 2026.03.31 (`src/WebApi_powermeter.cpp`,
 * `include/Configuration.h`; docs/firmware/onbattery-2026.03.31.md §7.10): one nested section
 * per provider, all of them posted back whichever is in use. Applied without a reboot.
 */

/** `powermeter.source` (`include/powermeter/Provider.h`); 0–5 as at 2024.05.03. */
export const METER_SOURCE_2026 = {
  Mqtt: 0,
  SdmSinglePhase: 1,
  SdmThreePhase: 2,
  HttpJson: 3,
  SerialSml: 4,
  SmaHomeManager: 5,
  HttpSml: 6,
  UdpVictron: 7,
} as const;
/** Value slots of the MQTT and HTTP+JSON providers (`POWERMETER_*_MAX_VALUES`). */
export const METER_VALUES = 3;
/** Polling interval of the SDM, HTTP+JSON and HTTP+SML providers, seconds (the firmware's own form). */
export const METER_POLLING_MIN_S = 1;
export const METER_POLLING_MAX_S = 15;
/** Victron UDP polling interval, ms (the firmware's own form: 0.1–15 s). */
export const METER_UDP_POLLING_MIN_MS = 100;
export const METER_UDP_POLLING_MAX_MS = 15_000;
/** Topic and JSON path lengths of the meter's values, bytes. */
export const METER_TOPIC_MAX_2026 = 256;
export const METER_JSON_PATH_MAX_2026 = 256;

/** An HTTP request of the meter (`HttpRequestConfig`); the field limits are those of 2024.05.03. */
export interface HttpRequest2026 {
  /** `http://` or `https://`, max 1024 bytes. */
  url: string;
  /** 0 none, 1 Basic, 2 Digest (`HTTP_AUTH_TYPE`). */
  auth_type: number;
  username: string;
  password: string;
  header_key: string;
  header_value: string;
  /** ms, 1–65535. */
  timeout: number;
}

/** One MQTT value: topic, optional JSON path, unit (`POWER_METER_UNIT`) and sign. */
export interface MeterMqttValue2026 {
  topic: string;
  json_path: string;
  unit: number;
  sign_inverted: boolean;
}

/** One HTTP+JSON value; the first is always enabled. */
export interface MeterHttpJsonValue2026 {
  http_request: HttpRequest2026;
  enabled: boolean;
  json_path: string;
  unit: number;
  sign_inverted: boolean;
}

/** GET and POST `/api/powermeter/config` (admin); `/api/powermeter/status` (read-only) is the same body. */
export interface PowerMeter2026 {
  enabled: boolean;
  /** `METER_SOURCE_2026`. */
  source: number;
  mqtt: { values: MeterMqttValue2026[] };
  /** Seconds. */
  serial_sdm: { address: number; polling_interval: number };
  /** Seconds; `values` has `METER_VALUES` entries. */
  http_json: { polling_interval: number; individual_requests: boolean; values: MeterHttpJsonValue2026[] };
  /** Seconds. */
  http_sml: { polling_interval: number; http_request: HttpRequest2026 };
  udp_victron: { polling_interval_ms: number; ip_address: string };
}

/** POST `/api/powermeter/testhttpjsonrequest` `data`: answered `{type, message}`, no code. */
export type MeterHttpJsonTest2026 = Pick<PowerMeter2026, 'http_json'>;
/** POST `/api/powermeter/testhttpsmlrequest` `data`. */
export type MeterHttpSmlTest2026 = Pick<PowerMeter2026, 'http_sml'>;
