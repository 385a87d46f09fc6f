/** One element of `http_phases` (exactly three in a GET answer). */
export interface PowerMeterHttpPhase {
  /** 1, 2 or 3; output only. */
  index: number;
  /** Forced true for phase 1. */
  enabled: boolean;
  /** Must start with `http://` or `https://`, max 1024 bytes. */
  url: string;
  /** 0 none, 1 Basic, 2 Digest (see `HTTP_AUTH_TYPE`). */
  auth_type: number;
  /** Max 64 bytes. */
  username: string;
  /** Clear text, max 64 bytes. */
  password: string;
  /** Max 64 bytes. */
  header_key: string;
  /** Max 256 bytes. */
  header_value: string;
  /** ms, 1–65535. */
  timeout: number;
  /** Slash-separated path, `[n]` for array elements; max 256 bytes. */
  json_path: string;
  /** 0 W, 1 mW, 2 kW (see `POWER_METER_UNIT`). */
  unit: number;
  sign_inverted: boolean;
}

/** GET `/api/powermeter/config` (admin) and `/api/powermeter/status` (public). */
export interface PowerMeterConfig {
  enabled: boolean;
  verbose_logging: boolean;
  /** 0 MQTT, 1 SDM 1-phase, 2 SDM 3-phase, 3 HTTP+JSON, 4 SML, 5 SMA HM2 (see `POWER_METER_SOURCE`). */
  source: number;
  /** Seconds; not editable in the UI but must be posted back. */
  interval: number;
  mqtt_topic_powermeter_1: string;
  mqtt_topic_powermeter_2: string;
  mqtt_topic_powermeter_3: string;
  sdmbaudrate: number;
  /** Modbus address, 8-bit. */
  sdmaddress: number;
  http_individual_requests: boolean;
  http_phases: PowerMeterHttpPhase[];
}

/** `/api/powermeter/status` has the same body as the config GET. */
export type PowerMeterStatus = PowerMeterConfig;

/**
 * POST `/api/powermeter/testhttprequest` `data`: one phase object. `url`, `auth_type`,
 * `username`, `password`, `header_key`, `header_value`, `timeout` and `json_path` are required.
 */
export type PowerMeterTestRequest = Omit<
  PowerMeterHttpPhase,
  'index' | 'enabled' | 'unit' | 'sign_inverted'
> &
  Partial<Pick<PowerMeterHttpPhase, 'index' | 'enabled' | 'unit' | 'sign_inverted'>>;
