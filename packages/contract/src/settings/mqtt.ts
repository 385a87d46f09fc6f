/** The publish interval and Home Assistant options: the last keys of the config and the status. */
export interface MqttPublishOptions {
  /** Seconds; server 5–65535, UI 5–86400. */
  mqtt_publish_interval: number;
  mqtt_clean_session: boolean;
  mqtt_hass_enabled: boolean;
  mqtt_hass_expire: boolean;
  mqtt_hass_retain: boolean;
  /** No spaces; server max 256, UI 32. */
  mqtt_hass_topic: string;
  mqtt_hass_individualpanels: boolean;
}

/**
 * GET `/api/mqtt/config` (admin), keys in emitted order (`MqttPublishOptions` last); also the
 * POST `data` body.
 */
export interface MqttConfig extends MqttPublishOptions {
  mqtt_enabled: boolean;
  mqtt_verbose_logging: boolean;
  /** 1–128 bytes when enabled. */
  mqtt_hostname: string;
  /** 1–65535. */
  mqtt_port: number;
  /** Max 64 bytes; empty means anonymous. */
  mqtt_username: string;
  /** Clear text, max 64 bytes. */
  mqtt_password: string;
  /** Base topic, must end with `/`, no spaces; server max 256, UI 32. */
  mqtt_topic: string;
  mqtt_retain: boolean;
  mqtt_tls: boolean;
  /** PEM, max 2560. Not required on POST (missing → `"null"`). */
  mqtt_root_ca_cert: string;
  mqtt_tls_cert_login: boolean;
  /** PEM, max 2560. */
  mqtt_client_cert: string;
  /** PEM, max 2560. */
  mqtt_client_key: string;
  /** Raw LWT sub-topic, e.g. `"dtu/status"`; no spaces; server max 256, UI 32. */
  mqtt_lwt_topic: string;
  /** Max 20 bytes. */
  mqtt_lwt_online: string;
  /** Max 20 bytes. */
  mqtt_lwt_offline: string;
  /** 0, 1 or 2. */
  mqtt_lwt_qos: number;
}

/** POST `/api/mqtt/config` `data`: every config key except the root CA is required. */
export type MqttConfigRequest = Omit<MqttConfig, 'mqtt_root_ca_cert'> & { mqtt_root_ca_cert?: string };

/**
 * GET `/api/mqtt/status` (read-only), keys in emitted order (`MqttPublishOptions` last). No secrets,
 * no LWT values.
 */
export interface MqttStatus extends MqttPublishOptions {
  mqtt_enabled: boolean;
  mqtt_verbose_logging: boolean;
  mqtt_hostname: string;
  mqtt_port: number;
  mqtt_username: string;
  mqtt_topic: string;
  /** Live connection state. */
  mqtt_connected: boolean;
  mqtt_retain: boolean;
  mqtt_tls: boolean;
  /** Multi-line certificate description (`\n`-separated, max 1023 chars) or `""`. */
  mqtt_root_ca_cert_info: string;
  mqtt_tls_cert_login: boolean;
  mqtt_client_cert_info: string;
  /** Full LWT topic = base topic + LWT sub-topic, e.g. `"solar/dtu/status"`. */
  mqtt_lwt_topic: string;
}
