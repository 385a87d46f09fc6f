import { z } from 'zod';
import {
  MQTT_CERT_INFO_MAX,
  MQTT_CERT_MAX,
  MQTT_HASS_TOPIC_MAX,
  MQTT_HOSTNAME_MAX,
  MQTT_LWT_TOPIC_MAX,
  MQTT_LWT_VALUE_MAX,
  MQTT_PASSWORD_MAX,
  MQTT_TOPIC_MAX,
  MQTT_USERNAME_MAX,
} from '../limits.ts';
import { intRange, uint16 } from './primitives.ts';

/** GET `/api/mqtt/config` (values as stored, so only buffer sizes bound them). */
export const mqttConfigSchema = z.strictObject({
  mqtt_enabled: z.boolean(),
  mqtt_verbose_logging: z.boolean(),
  mqtt_hostname: z.string().max(MQTT_HOSTNAME_MAX),
  mqtt_port: uint16(),
  mqtt_username: z.string().max(MQTT_USERNAME_MAX),
  mqtt_password: z.string().max(MQTT_PASSWORD_MAX),
  mqtt_topic: z.string().max(MQTT_TOPIC_MAX),
  mqtt_retain: z.boolean(),
  mqtt_tls: z.boolean(),
  mqtt_root_ca_cert: z.string().max(MQTT_CERT_MAX),
  mqtt_tls_cert_login: z.boolean(),
  mqtt_client_cert: z.string().max(MQTT_CERT_MAX),
  mqtt_client_key: z.string().max(MQTT_CERT_MAX),
  mqtt_lwt_topic: z.string().max(MQTT_LWT_TOPIC_MAX),
  mqtt_lwt_online: z.string().max(MQTT_LWT_VALUE_MAX),
  mqtt_lwt_offline: z.string().max(MQTT_LWT_VALUE_MAX),
  mqtt_lwt_qos: intRange(0, 255),
  mqtt_publish_interval: uint16(),
  mqtt_clean_session: z.boolean(),
  mqtt_hass_enabled: z.boolean(),
  mqtt_hass_expire: z.boolean(),
  mqtt_hass_retain: z.boolean(),
  mqtt_hass_topic: z.string().max(MQTT_HASS_TOPIC_MAX),
  mqtt_hass_individualpanels: z.boolean(),
});

const certInfo = z.string().max(MQTT_CERT_INFO_MAX);

/** GET `/api/mqtt/status`: no secrets, full LWT topic. */
export const mqttStatusSchema = z.strictObject({
  mqtt_enabled: z.boolean(),
  mqtt_verbose_logging: z.boolean(),
  mqtt_hostname: z.string(),
  mqtt_port: uint16(),
  mqtt_username: z.string(),
  mqtt_topic: z.string(),
  mqtt_connected: z.boolean(),
  mqtt_retain: z.boolean(),
  mqtt_tls: z.boolean(),
  mqtt_root_ca_cert_info: certInfo,
  mqtt_tls_cert_login: z.boolean(),
  mqtt_client_cert_info: certInfo,
  mqtt_lwt_topic: z.string().max(MQTT_TOPIC_MAX + MQTT_LWT_TOPIC_MAX),
  mqtt_publish_interval: uint16(),
  mqtt_clean_session: z.boolean(),
  mqtt_hass_enabled: z.boolean(),
  mqtt_hass_expire: z.boolean(),
  mqtt_hass_retain: z.boolean(),
  mqtt_hass_topic: z.string(),
  mqtt_hass_individualpanels: z.boolean(),
});
