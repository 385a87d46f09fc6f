import type { MqttTopicExtras } from '../../integrations/mqtt/mqtt-topics.ts';
import { onBatteryMqtt2026 } from '../../integrations/mqtt/onbattery-2026/onbattery-mqtt-2026.ts';
import { MQTT_TOPICS_2026 } from '../shared-2026/mqtt-wire-2026.ts';
import { onBattery2026Config, sectionsOf } from './config-access.ts';

/**
 * The MQTT topics of OnBattery 2026.03.31: the 2026 base (heap, CPU temperature, radio statistics)
 * and its own OnBattery topics, which read and write the 2026 sections of the config.
 */
export const MQTT_TOPICS_ONBATTERY_2026: MqttTopicExtras = {
  ...MQTT_TOPICS_2026,
  onBattery: onBatteryMqtt2026({
    read: (device) => sectionsOf(device.config),
    save: (device, change) => onBattery2026Config(device).save(change),
  }),
};
