import { z } from 'zod';
import { BATTERY_MQTT_TOPIC_MAX } from '../limits.ts';
import { uint8 } from './primitives.ts';

/** GET `/api/battery/config` and `/api/battery/status`. */
export const batteryConfigSchema = z.strictObject({
  enabled: z.boolean(),
  verbose_logging: z.boolean(),
  provider: uint8(),
  jkbms_interface: uint8(),
  jkbms_polling_interval: uint8(),
  mqtt_soc_topic: z.string().max(BATTERY_MQTT_TOPIC_MAX),
  mqtt_voltage_topic: z.string().max(BATTERY_MQTT_TOPIC_MAX),
});
