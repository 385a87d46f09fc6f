import type { MqttStatus } from '@dtu/contract';
import {
  MQTT_CERT_MAX,
  MQTT_CLIENTID_MAX,
  MQTT_HASS_TOPIC_MAX,
  MQTT_HOSTNAME_MAX,
  MQTT_LWT_TOPIC_MAX,
  MQTT_LWT_VALUE_MAX,
  MQTT_PASSWORD_MAX,
  MQTT_USERNAME_MAX,
  mqttAnswer,
} from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { truncateBytes } from '../../device/utf8-bytes.ts';
import { asBool, asString, asUint8, asUint32, hasKeys } from '../../http/coerce.ts';
import { COMMON } from '../../http/envelope.ts';
import { getJson, postData, saveAnswer } from '../../http/respond.ts';
import { certificateInfo } from '../../integrations/mqtt/certificate-info.ts';
import { MQTT_LIMITS_2024, type MqttLimits, mqttValidate } from './mqtt-validate.ts';

/** What a firmware generation changes on `/api/mqtt/*`. */
export interface MqttWire {
  /** The "Values are missing!" check: key presence (2024) or strict types (2026). */
  accepts(data: Record<string, unknown>): boolean;
  limits: MqttLimits;
  /**
   * 2026: `mqtt_clientid` after `mqtt_port` in the answers (the stored one in the config, the one
   * in use in the status) and stored from the POST, and no `mqtt_verbose_logging`.
   */
  clientId?: (device: Device, inUse: boolean) => string;
}

/** The 2026 answers: the 2024 keys without the verbose flag, `mqtt_clientid` after `mqtt_port`. */
function withClientId(answer: object, clientId: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answer)) {
    if (key === 'mqtt_verbose_logging') continue;
    out[key] = value;
    if (key === 'mqtt_port') out.mqtt_clientid = clientId;
  }
  return out;
}

function mqttStatusBody(device: Device, connected: boolean): MqttStatus {
  const { mqtt } = device.config;
  return {
    mqtt_enabled: mqtt.enabled,
    mqtt_verbose_logging: mqtt.verbose_logging,
    mqtt_hostname: mqtt.hostname,
    mqtt_port: mqtt.port,
    mqtt_username: mqtt.username,
    mqtt_topic: mqtt.topic,
    mqtt_connected: connected,
    mqtt_retain: mqtt.retain,
    mqtt_tls: mqtt.tls.enabled,
    mqtt_root_ca_cert_info: certificateInfo(mqtt.tls.root_ca_cert),
    mqtt_tls_cert_login: mqtt.tls.certlogin,
    mqtt_client_cert_info: certificateInfo(mqtt.tls.client_cert),
    mqtt_lwt_topic: mqtt.topic + mqtt.lwt.topic,
    mqtt_publish_interval: mqtt.publish_interval,
    mqtt_clean_session: mqtt.clean_session,
    mqtt_hass_enabled: mqtt.hass.enabled,
    mqtt_hass_expire: mqtt.hass.expire,
    mqtt_hass_retain: mqtt.hass.retain,
    mqtt_hass_topic: mqtt.hass.topic,
    mqtt_hass_individualpanels: mqtt.hass.individual_panels,
  };
}

/** Every GET key except the root CA, which reads as "null" when absent. */
export const MQTT_REQUIRED_2024 = [
  'mqtt_enabled',
  'mqtt_verbose_logging',
  'mqtt_hostname',
  'mqtt_port',
  'mqtt_username',
  'mqtt_password',
  'mqtt_topic',
  'mqtt_retain',
  'mqtt_tls',
  'mqtt_tls_cert_login',
  'mqtt_client_cert',
  'mqtt_client_key',
  'mqtt_lwt_topic',
  'mqtt_lwt_online',
  'mqtt_lwt_offline',
  'mqtt_lwt_qos',
  'mqtt_publish_interval',
  'mqtt_clean_session',
  'mqtt_hass_enabled',
  'mqtt_hass_expire',
  'mqtt_hass_retain',
  'mqtt_hass_topic',
  'mqtt_hass_individualpanels',
] as const;

export const MQTT_WIRE_2024: MqttWire = {
  accepts: (data) => hasKeys(data, MQTT_REQUIRED_2024),
  limits: MQTT_LIMITS_2024,
};

async function postMqttConfig(device: Device, data: Record<string, unknown>, wire: MqttWire) {
  if (!wire.accepts(data)) return COMMON.missing();
  if (asBool(data.mqtt_enabled)) {
    const failed = mqttValidate(data, wire.limits);
    if (failed) return failed;
  }
  // With MQTT disabled nothing is checked; values only get cut to their buffers.
  const text = (key: string, max: number) => truncateBytes(asString(data[key]), max);
  return saveAnswer(device, (draft) => {
    const { mqtt } = draft;
    mqtt.enabled = asBool(data.mqtt_enabled);
    if (wire.clientId) Object.assign(mqtt, { clientid: text('mqtt_clientid', MQTT_CLIENTID_MAX) });
    else mqtt.verbose_logging = asBool(data.mqtt_verbose_logging);
    mqtt.hostname = text('mqtt_hostname', MQTT_HOSTNAME_MAX);
    mqtt.port = asUint32(data.mqtt_port);
    mqtt.username = text('mqtt_username', MQTT_USERNAME_MAX);
    mqtt.password = text('mqtt_password', MQTT_PASSWORD_MAX);
    mqtt.topic = text('mqtt_topic', wire.limits.topicMax);
    mqtt.retain = asBool(data.mqtt_retain);
    mqtt.publish_interval = asUint32(data.mqtt_publish_interval);
    mqtt.clean_session = asBool(data.mqtt_clean_session);
    mqtt.tls.enabled = asBool(data.mqtt_tls);
    mqtt.tls.root_ca_cert = text('mqtt_root_ca_cert', MQTT_CERT_MAX);
    mqtt.tls.certlogin = asBool(data.mqtt_tls_cert_login);
    mqtt.tls.client_cert = text('mqtt_client_cert', MQTT_CERT_MAX);
    mqtt.tls.client_key = text('mqtt_client_key', MQTT_CERT_MAX);
    mqtt.lwt.topic = text('mqtt_lwt_topic', Math.min(MQTT_LWT_TOPIC_MAX, wire.limits.topicMax));
    mqtt.lwt.value_online = text('mqtt_lwt_online', MQTT_LWT_VALUE_MAX);
    mqtt.lwt.value_offline = text('mqtt_lwt_offline', MQTT_LWT_VALUE_MAX);
    mqtt.lwt.qos = asUint8(data.mqtt_lwt_qos);
    mqtt.hass.enabled = asBool(data.mqtt_hass_enabled);
    mqtt.hass.expire = asBool(data.mqtt_hass_expire);
    mqtt.hass.retain = asBool(data.mqtt_hass_retain);
    mqtt.hass.topic = text('mqtt_hass_topic', Math.min(MQTT_HASS_TOPIC_MAX, wire.limits.topicMax));
    mqtt.hass.individual_panels = asBool(data.mqtt_hass_individualpanels);
  });
}

/**
 * `/api/mqtt/config` (admin) and `/api/mqtt/status` (read-only), docs/firmware/onbattery-2024.05.03/settings.md §2.4.
 * `connected` reports the live broker connection of the emulator's MQTT client.
 */
export function registerMqttRoutes(
  app: FastifyInstance,
  device: Device,
  connected: () => boolean,
  wire = MQTT_WIRE_2024,
): void {
  const shaped = (answer: object, inUse: boolean) =>
    wire.clientId ? withClientId(answer, wire.clientId(device, inUse)) : answer;
  getJson(app, '/api/mqtt/config', 'admin', device, () => shaped(mqttAnswer(device.config), false));
  postData(app, '/api/mqtt/config', 'admin', device, (data) => postMqttConfig(device, data, wire));
  getJson(app, '/api/mqtt/status', 'readonly', device, () =>
    shaped(mqttStatusBody(device, connected()), true),
  );
}
