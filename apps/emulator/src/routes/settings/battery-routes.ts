import { BATTERY_MQTT_TOPIC_MAX, batteryAnswer } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { truncateBytes } from '../../device/utf8-bytes.ts';
import { asBool, asString, asUint8, hasKeys } from '../../http/coerce.ts';
import { COMMON } from '../../http/envelope.ts';
import { getJson, postData, saveAnswer } from '../../http/respond.ts';

/**
 * `/api/battery/config` (GET read-only, POST admin) and `/api/battery/status`, docs/firmware/onbattery-2024.05.03/settings.md
 * §2.6. Only `enabled` and `provider` are required; nothing is range-checked, so the other
 * keys take the coercion defaults when absent (topics become "null").
 */
export function registerBatteryRoutes(app: FastifyInstance, device: Device): void {
  getJson(app, '/api/battery/config', 'readonly', device, () => batteryAnswer(device.config));
  getJson(app, '/api/battery/status', 'readonly', device, () => batteryAnswer(device.config));
  postData(app, '/api/battery/config', 'admin', device, (data) => {
    if (!hasKeys(data, ['enabled', 'provider'])) return COMMON.missing();
    return saveAnswer(device, (draft) => {
      draft.battery.enabled = asBool(data.enabled);
      draft.battery.verbose_logging = asBool(data.verbose_logging);
      draft.battery.provider = asUint8(data.provider);
      draft.battery.jkbms_interface = asUint8(data.jkbms_interface);
      draft.battery.jkbms_polling_interval = asUint8(data.jkbms_polling_interval);
      draft.battery.mqtt_topic = truncateBytes(asString(data.mqtt_soc_topic), BATTERY_MQTT_TOPIC_MAX);
      draft.battery.mqtt_voltage_topic = truncateBytes(
        asString(data.mqtt_voltage_topic),
        BATTERY_MQTT_TOPIC_MAX,
      );
    });
  });
}
