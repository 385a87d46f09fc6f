import type { ConfigFile } from '@dtu/contract';
import {
  POWER_METER_HEADER_KEY_MAX,
  POWER_METER_HEADER_VALUE_MAX,
  POWER_METER_HTTP_PHASES,
  POWER_METER_JSON_PATH_MAX,
  POWER_METER_MQTT_TOPIC_MAX,
  POWER_METER_PASSWORD_MAX,
  POWER_METER_URL_MAX,
  POWER_METER_USERNAME_MAX,
  powerMeterAnswer,
} from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { truncateBytes } from '../../device/utf8-bytes.ts';
import { asBool, asString, asUint8, asUint16, asUint32 } from '../../http/coerce.ts';
import { getJson, postData, saveAnswer } from '../../http/respond.ts';
import { registerPowerMeterTestRoute } from './powermeter-test-route.ts';
import { powerMeterValidate } from './powermeter-validate.ts';

/** Stores every posted key with the coercion rules; phases by array position, at most three. */
function store(draft: ConfigFile, data: Record<string, unknown>): void {
  const meter = draft.powermeter;
  const topic = (key: string) => truncateBytes(asString(data[key]), POWER_METER_MQTT_TOPIC_MAX);
  meter.enabled = asBool(data.enabled);
  meter.verbose_logging = asBool(data.verbose_logging);
  meter.interval = asUint32(data.interval);
  meter.source = asUint8(data.source);
  meter.mqtt_topic_powermeter_1 = topic('mqtt_topic_powermeter_1');
  meter.mqtt_topic_powermeter_2 = topic('mqtt_topic_powermeter_2');
  meter.mqtt_topic_powermeter_3 = topic('mqtt_topic_powermeter_3');
  meter.sdmbaudrate = asUint32(data.sdmbaudrate);
  meter.sdmaddress = asUint8(data.sdmaddress);
  meter.http_individual_requests = asBool(data.http_individual_requests);
  const posted = Array.isArray(data.http_phases) ? data.http_phases.slice(0, POWER_METER_HTTP_PHASES) : [];
  for (const [i, value] of posted.entries()) {
    const p = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    const text = (key: string, max: number) => truncateBytes(asString(p[key]), max);
    meter.http_phases[i] = {
      // Phase 1 cannot be switched off.
      enabled: i === 0 ? true : asBool(p.enabled),
      url: text('url', POWER_METER_URL_MAX),
      auth_type: asUint8(p.auth_type),
      username: text('username', POWER_METER_USERNAME_MAX),
      password: text('password', POWER_METER_PASSWORD_MAX),
      header_key: text('header_key', POWER_METER_HEADER_KEY_MAX),
      header_value: text('header_value', POWER_METER_HEADER_VALUE_MAX),
      timeout: asUint16(p.timeout),
      json_path: text('json_path', POWER_METER_JSON_PATH_MAX),
      unit: asUint8(p.unit),
      sign_inverted: asBool(p.sign_inverted),
    };
  }
}

/**
 * `/api/powermeter/config` (admin), `/api/powermeter/status` (public) and the HTTP test,
 * docs/firmware/onbattery-2024.05.03/settings.md §2.9 and §8. A save that passed validation always reboots, even when the file
 * could not be written.
 */
export function registerPowerMeterRoutes(app: FastifyInstance, device: Device): void {
  getJson(app, '/api/powermeter/config', 'admin', device, () => powerMeterAnswer(device.config));
  getJson(app, '/api/powermeter/status', 'public', device, () => powerMeterAnswer(device.config));
  postData(app, '/api/powermeter/config', 'admin', device, async (data) => {
    const failed = powerMeterValidate(data);
    if (failed) return failed;
    const answer = await saveAnswer(device, (draft) => store(draft, data));
    device.reboot('power meter settings saved');
    return answer;
  });
  registerPowerMeterTestRoute(app, device);
}
