import type { ApiResponse } from '@dtu/contract';
import {
  CODE,
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

const text = (data: Record<string, unknown>, key: string) => asString(data[key]);
const bytes = (data: Record<string, unknown>, key: string) => byteLength(text(data, key));
const hasSpace = (data: Record<string, unknown>, key: string) => text(data, key).includes(' ');

/**
 * The MQTT checks of settings.md §2.4 in the firmware's order; they only run while
 * `mqtt_enabled` is true. Answers the first failure, or undefined when all pass.
 */
export function mqttValidate(data: Record<string, unknown>): ApiResponse | undefined {
  const hostname = bytes(data, 'mqtt_hostname');
  if (hostname < 1 || hostname > MQTT_HOSTNAME_MAX) {
    return respond(CODE.MqttHostnameLength, { max: MQTT_HOSTNAME_MAX });
  }
  if (bytes(data, 'mqtt_username') > MQTT_USERNAME_MAX) {
    return respond(CODE.MqttUsernameLength, { max: MQTT_USERNAME_MAX });
  }
  if (bytes(data, 'mqtt_password') > MQTT_PASSWORD_MAX) {
    return respond(CODE.MqttPasswordLength, { max: MQTT_PASSWORD_MAX });
  }
  if (bytes(data, 'mqtt_topic') > MQTT_TOPIC_MAX)
    return respond(CODE.MqttTopicLength, { max: MQTT_TOPIC_MAX });
  if (hasSpace(data, 'mqtt_topic')) return respond(CODE.MqttTopicCharacter);
  if (!text(data, 'mqtt_topic').endsWith('/')) return respond(CODE.MqttTopicFinalSlash);
  const port = asUint32(data.mqtt_port);
  if (port === 0 || port > MQTT_PORT_MAX) return respond(CODE.MqttPort);
  const certificates = ['mqtt_root_ca_cert', 'mqtt_client_cert', 'mqtt_client_key'];
  if (certificates.some((key) => bytes(data, key) > MQTT_CERT_MAX)) {
    return respond(CODE.MqttCertificateLength, { max: MQTT_CERT_MAX });
  }
  if (bytes(data, 'mqtt_lwt_topic') > MQTT_LWT_TOPIC_MAX) {
    return respond(CODE.MqttLwtTopicLength, { max: MQTT_LWT_TOPIC_MAX });
  }
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
  if (interval < MQTT_PUBLISH_INTERVAL_MIN_S || interval > MQTT_PUBLISH_INTERVAL_MAX_S) {
    return respond(CODE.MqttPublishInterval, {
      min: MQTT_PUBLISH_INTERVAL_MIN_S,
      max: MQTT_PUBLISH_INTERVAL_MAX_S,
    });
  }
  if (asBool(data.mqtt_hass_enabled)) {
    if (bytes(data, 'mqtt_hass_topic') > MQTT_HASS_TOPIC_MAX) {
      return respond(CODE.MqttHassTopicLength, { max: MQTT_HASS_TOPIC_MAX });
    }
    if (hasSpace(data, 'mqtt_hass_topic')) return respond(CODE.MqttHassTopicCharacter);
  }
  return undefined;
}
