import { type Generation, type MqttConfig, type MqttFormLimits, mqttLimitsOf } from '@dtu/contract';

/**
 * The values of the MQTT page on every generation it writes: 2024.05.03 has
 * `mqtt_verbose_logging`, the 2026 generations `mqtt_clientid` instead (the answer's keys say which).
 */
export type MqttValues = Omit<MqttConfig, 'mqtt_verbose_logging'> & {
  mqtt_verbose_logging?: boolean;
  mqtt_clientid?: string;
};

export type { MqttFormLimits };

/** The limits of the page on `generation` (its row of the generation table). */
export const mqttFormLimits = (generation: Generation | undefined): MqttFormLimits =>
  mqttLimitsOf(generation ?? 'unknown');
