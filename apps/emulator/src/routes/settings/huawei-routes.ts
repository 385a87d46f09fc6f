import { huaweiAnswer } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { asBool, asFloat, asUint8, asUint32, hasKeys } from '../../http/coerce.ts';
import { COMMON } from '../../http/envelope.ts';
import { getJson, postData, saveAnswer } from '../../http/respond.ts';

const REQUIRED = [
  'enabled',
  'can_controller_frequency',
  'auto_power_enabled',
  'emergency_charge_enabled',
  'voltage_limit',
  'lower_power_limit',
  'upper_power_limit',
] as const;

/**
 * `/api/huawei/config` (GET read-only, POST admin), the AC charger, docs/firmware/onbattery-2024.05.03/settings.md §2.7. No range
 * checks; every accepted save reboots the device about a second after the answer.
 */
export function registerHuaweiRoutes(app: FastifyInstance, device: Device): void {
  getJson(app, '/api/huawei/config', 'readonly', device, () => huaweiAnswer(device.config));
  postData(app, '/api/huawei/config', 'admin', device, async (data) => {
    if (!hasKeys(data, REQUIRED)) return COMMON.missing();
    const answer = await saveAnswer(device, (draft) => {
      const { huawei } = draft;
      huawei.enabled = asBool(data.enabled);
      huawei.verbose_logging = asBool(data.verbose_logging);
      huawei.can_controller_frequency = asUint32(data.can_controller_frequency);
      huawei.auto_power_enabled = asBool(data.auto_power_enabled);
      huawei.auto_power_batterysoc_limits_enabled = asBool(data.auto_power_batterysoc_limits_enabled);
      huawei.emergency_charge_enabled = asBool(data.emergency_charge_enabled);
      huawei.voltage_limit = asFloat(data.voltage_limit);
      huawei.enable_voltage_limit = asFloat(data.enable_voltage_limit);
      huawei.lower_power_limit = asFloat(data.lower_power_limit);
      huawei.upper_power_limit = asFloat(data.upper_power_limit);
      huawei.stop_batterysoc_threshold = asUint8(data.stop_batterysoc_threshold);
      huawei.target_power_consumption = asFloat(data.target_power_consumption);
    });
    device.reboot('AC charger settings saved');
    return answer;
  });
}
