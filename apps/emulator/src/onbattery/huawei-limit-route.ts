import {
  type ApiResponse,
  FIRMWARE_MESSAGE,
  RECTIFIER_CURRENT_MAX_A,
  RECTIFIER_CURRENT_MIN_A,
  RECTIFIER_VOLTAGE_MAX_V,
  RECTIFIER_VOLTAGE_MIN_V,
  RECTIFIER_VOLTAGE_OFFLINE_MIN_V,
} from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import { asBool, asFloat } from '../http/coerce.ts';
import { warning } from '../http/envelope.ts';
import { postData, saveAnswer } from '../http/respond.ts';
import type { HuaweiCharger } from './huawei-charger.ts';

const VOLTAGE_TEXT = 'voltage not in range between 42 (online)/48 (offline and 58V !';
const CURRENT_TEXT = 'current must be in range between 0 and 60!';

/**
 * `POST /api/huawei/limit/config` (admin, docs/firmware/onbattery-2024.05.03/live.md §3.16): `online` must be present, then the
 * voltage is checked and applied before the current is checked, so a good voltage with a bad
 * current is set although the answer is 5002. Success writes the config (save count + 1).
 */
export function registerHuaweiLimitRoute(
  app: FastifyInstance,
  device: Device,
  charger: () => HuaweiCharger,
): void {
  postData(app, '/api/huawei/limit/config', 'admin', device, async (data): Promise<ApiResponse> => {
    if (!Object.hasOwn(data, 'online')) return warning(FIRMWARE_MESSAGE.RectifierOnlineMissing, 5003);
    const online = asBool(data.online);
    const target = online ? charger().online : charger().offline;
    if (asBool(data.voltage_valid)) {
      const voltage = asFloat(data.voltage);
      const min = online ? RECTIFIER_VOLTAGE_MIN_V : RECTIFIER_VOLTAGE_OFFLINE_MIN_V;
      if (voltage < min || voltage > RECTIFIER_VOLTAGE_MAX_V) {
        return warning(VOLTAGE_TEXT, 5002, { max: RECTIFIER_VOLTAGE_MAX_V, min });
      }
      target.voltageV = voltage;
    }
    if (asBool(data.current_valid)) {
      const current = asFloat(data.current);
      if (current < RECTIFIER_CURRENT_MIN_A || current > RECTIFIER_CURRENT_MAX_A) {
        return warning(CURRENT_TEXT, 5002, { max: RECTIFIER_CURRENT_MAX_A, min: RECTIFIER_CURRENT_MIN_A });
      }
      target.currentA = current;
    }
    return saveAnswer(device, () => undefined);
  });
}
