import type { ApiResponse } from '@dtu/contract';
import {
  CODE,
  CODE_2026,
  MQTT_CERT_MAX,
  MQTT_HASS_TOPIC_MAX,
  MQTT_HOSTNAME_MAX,
  MQTT_LWT_QOS_MAX,
  MQTT_LWT_TOPIC_MAX,
  MQTT_LWT_VALUE_MAX,
  MQTT_PASSWORD_MAX,
  MQTT_PORT_MAX,
  MQTT_PUBLISH_INTERVAL_MAX_S,
  MQTT_PUBLISH_INTERVAL_MIN_S,
  MQTT_TOPIC_MAX,
  MQTT_USERNAME_MAX,
} from '@dtu/contract';
import { byteLength } from '../../device/utf8-bytes.ts';
import { asBool, asString, asUint8, asUint32 } from '../../http/coerce.ts';
import { respond } from '../../http/envelope.ts';

/** What a firmware generation changes in the MQTT checks (2026: client id, 7018, other limits). */
export interface MqttLimits {
  /** Check `mqtt_clientid` (≤ 64 bytes → 7017) right after the host name. */
  clientIdMax?: number;
  topicMax: number;
  publishMin: number;
  publishMax: number;
  /** The Home Assistant topic must end with `/` (7018). */
  hassTopicSlash: boolean;
}

export const MQTT_LIMITS_2024: MqttLimits = {
  topicMax: MQTT_TOPIC_MAX,
  publishMin: MQTT_PUBLISH_INTERVAL_MIN_S,
  publishMax: MQTT_PUBLISH_INTERVAL_MAX_S,
  hassTopicSlash: false,
};

const text = (data: Record<string, unknown>, key: string) => asString(data[key]);
const bytes = (data: Record<string, unknown>, key: string) => byteLength(text(data, key));
const hasSpace = (data: Record<string, unknown>, key: string) => text(data, key).includes(' ');

/**
 * The MQTT checks of docs/firmware/onbattery-2024.05.03/settings.md §2.4 in the firmware's order; they only run while
 * `mqtt_enabled` is true. Answers the first failure, or undefined when all pass.
 */
export function mqttValidate(
  data: Record<string, unknown>,
  limits: MqttLimits = MQTT_LIMITS_2024,
): ApiResponse | undefined {
  const hostname = bytes(data, 'mqtt_hostname');
  if (hostname < 1 || hostname > MQTT_HOSTNAME_MAX) {
    return respond(CODE.MqttHostnameLength, { max: MQTT_HOSTNAME_MAX });
  }
  const clientIdMax = limits.clientIdMax;
  if (clientIdMax !== undefined && bytes(data, 'mqtt_clientid') > clientIdMax)
    return respond(CODE_2026.MqttClientIdLength, { max: clientIdMax });
  if (bytes(data, 'mqtt_username') > MQTT_USERNAME_MAX) {
    return respond(CODE.MqttUsernameLength, { max: MQTT_USERNAME_MAX });
  }
  if (bytes(data, 'mqtt_password') > MQTT_PASSWORD_MAX) {
    return respond(CODE.MqttPasswordLength, { max: MQTT_PASSWORD_MAX });
  }
  const topicMax = limits.topicMax;
  if (bytes(data, 'mqtt_topic') > topicMax) return respond(CODE.MqttTopicLength, { max: topicMax });
  if (hasSpace(data, 'mqtt_topic')) return respond(CODE.MqttTopicCharacter);
  if (!text(data, 'mqtt_topic').endsWith('/')) return respond(CODE.MqttTopicFinalSlash);
  const port = asUint32(data.mqtt_port);
  if (port === 0 || port > MQTT_PORT_MAX) return respond(CODE.MqttPort);
  const certificates = ['mqtt_root_ca_cert', 'mqtt_client_cert', 'mqtt_client_key'];
  if (certificates.some((key) => bytes(data, key) > MQTT_CERT_MAX)) {
    return respond(CODE.MqttCertificateLength, { max: MQTT_CERT_MAX });
  }
  const lwtMax = Math.min(MQTT_LWT_TOPIC_MAX, topicMax);
  if (bytes(data, 'mqtt_lwt_topic') > lwtMax) return respond(CODE.MqttLwtTopicLength, { max: lwtMax });
  if (hasSpace(data, 'mqtt_lwt_topic')) return respond(CODE.MqttLwtTopicCharacter);
  if (bytes(data, 'mqtt_lwt_online') > MQTT_LWT_VALUE_MAX) {
    return respond(CODE.MqttLwtOnlineLength, { max: MQTT_LWT_VALUE_MAX });
  }
  if (bytes(data, 'mqtt_lwt_offline') > MQTT_LWT_VALUE_MAX) {
    return respond(CODE.MqttLwtOfflineLength, { max: MQTT_LWT_VALUE_MAX });
  }
  if (asUint8(data.mqtt_lwt_qos) > MQTT_LWT_QOS_MAX)
    return respond(CODE.MqttLwtQos, { max: MQTT_LWT_QOS_MAX });
  const interval = asUint32(data.mqtt_publish_interval);
  if (interval < limits.publishMin || interval > limits.publishMax) {
    return respond(CODE.MqttPublishInterval, { min: limits.publishMin, max: limits.publishMax });
  }
  if (asBool(data.mqtt_hass_enabled)) {
    const hassMax = Math.min(MQTT_HASS_TOPIC_MAX, topicMax);
    if (bytes(data, 'mqtt_hass_topic') > hassMax) return respond(CODE.MqttHassTopicLength, { max: hassMax });
    if (hasSpace(data, 'mqtt_hass_topic')) return respond(CODE.MqttHassTopicCharacter);
    if (limits.hassTopicSlash && !text(data, 'mqtt_hass_topic').endsWith('/'))
      return respond(CODE_2026.MqttHassTopicTrailingSlash);
  }
  return undefined;
}
