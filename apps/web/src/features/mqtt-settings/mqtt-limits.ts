import {
  type Generation,
  MQTT_LIMITS_2026,
  MQTT_PUBLISH_INTERVAL_MAX_UI_S,
  MQTT_PUBLISH_INTERVAL_MIN_S,
  MQTT_TOPIC_MAX_UI,
  type MqttConfig,
} from '@dtu/contract';

/**
 * The values of the MQTT page on every generation it writes: 2024.05.03 has
 * `mqtt_verbose_logging`, the 2026 generations `mqtt_clientid` instead (the answer's keys say which).
 */
export type MqttValues = Omit<MqttConfig, 'mqtt_verbose_logging'> & {
  mqtt_verbose_logging?: boolean;
  mqtt_clientid?: string;
};

export interface MqttFormLimits {
  /** Bytes of each topic field. */
  topicMax: number;
  /** Seconds. */
  publishMin: number;
  publishMax: number;
  /** The Home Assistant prefix must end with `/` (7018, 2026 only). */
  hassTrailingSlash: boolean;
}

/** The limits of the page on `generation`; the page is shown only where it writes. */
export function mqttFormLimits(generation: Generation | undefined): MqttFormLimits {
  if (generation === 'onbattery-2026.03.31' || generation === 'opendtu-v26.3.30') {
    return { ...MQTT_LIMITS_2026[generation], hassTrailingSlash: true };
  }
  return {
    // The base, LWT and Home Assistant topics share the UI limit of 32 bytes.
    topicMax: MQTT_TOPIC_MAX_UI,
    publishMin: MQTT_PUBLISH_INTERVAL_MIN_S,
    publishMax: MQTT_PUBLISH_INTERVAL_MAX_UI_S,
    hassTrailingSlash: false,
  };
}
