import { z } from 'zod';
import {
  POWER_METER_HEADER_KEY_MAX,
  POWER_METER_HEADER_VALUE_MAX,
  POWER_METER_HTTP_PHASES,
  POWER_METER_JSON_PATH_MAX,
  POWER_METER_MQTT_TOPIC_MAX,
  POWER_METER_PASSWORD_MAX,
  POWER_METER_URL_MAX,
  POWER_METER_USERNAME_MAX,
} from '../limits.ts';
import { intRange, uint8, uint16, uint32 } from './primitives.ts';

/** One `http_phases` element. */
export const powerMeterHttpPhaseSchema = z.strictObject({
  index: intRange(1, POWER_METER_HTTP_PHASES),
  enabled: z.boolean(),
  url: z.string().max(POWER_METER_URL_MAX),
  auth_type: uint8(),
  username: z.string().max(POWER_METER_USERNAME_MAX),
  password: z.string().max(POWER_METER_PASSWORD_MAX),
  header_key: z.string().max(POWER_METER_HEADER_KEY_MAX),
  header_value: z.string().max(POWER_METER_HEADER_VALUE_MAX),
  timeout: uint16(),
  json_path: z.string().max(POWER_METER_JSON_PATH_MAX),
  unit: uint8(),
  sign_inverted: z.boolean(),
});

const topic = z.string().max(POWER_METER_MQTT_TOPIC_MAX);

/** GET `/api/powermeter/config` and `/api/powermeter/status`. */
export const powerMeterConfigSchema = z
  .strictObject({
    enabled: z.boolean(),
    verbose_logging: z.boolean(),
    source: uint8(),
    interval: uint32(),
    mqtt_topic_powermeter_1: topic,
    mqtt_topic_powermeter_2: topic,
    mqtt_topic_powermeter_3: topic,
    sdmbaudrate: uint32(),
    sdmaddress: uint8(),
    http_individual_requests: z.boolean(),
    http_phases: z.array(powerMeterHttpPhaseSchema).length(POWER_METER_HTTP_PHASES),
  })
  .refine((c) => c.http_phases.every((p, i) => p.index === i + 1), {
    message: 'http_phases must be indexed 1, 2, 3 in order',
    path: ['http_phases'],
  })
  .refine((c) => c.http_phases[0]?.enabled === true, {
    message: 'phase 1 is always enabled',
    path: ['http_phases', 0, 'enabled'],
  });
