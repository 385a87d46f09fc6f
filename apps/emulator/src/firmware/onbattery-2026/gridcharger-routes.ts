import {
  type ApiResponse,
  GRID_CHARGER_NOT_SUPPORTED_MESSAGE,
  HUAWEI_CURRENT_A,
  HUAWEI_INPUT_CURRENT_A,
  HUAWEI_OFFLINE_VOLTAGE_V,
  HUAWEI_ONLINE_VOLTAGE_V,
} from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { COMMON, success, warning } from '../../http/envelope.ts';
import { getJson, postData } from '../../http/respond.ts';
import { HUAWEI_MODE, type HuaweiCharger } from '../../onbattery/huawei-charger.ts';
import type { OnBattery2026Config } from './config-access.ts';
import { fitsInt, type Json, objectAt } from './json-read.ts';
import { readGridCharger } from './read-sections.ts';
import { GRID_CHARGER_PROVIDER } from './sections.ts';

/** `include/WebApi_errors.h @ 2026.03.31`: the R48xx codes reuse the generic 1002/1003. */
const VOLTAGE_OUT_OF_RANGE = 1002;
const CURRENT_OUT_OF_RANGE = 1003;
const NOT_SUPPORTED = GRID_CHARGER_NOT_SUPPORTED_MESSAGE;
/** `include/gridcharger/huawei/Provider.h @ 2026.03.31`. */
const HUAWEI = {
  online: { voltage: HUAWEI_ONLINE_VOLTAGE_V, current: HUAWEI_CURRENT_A },
  offline: { voltage: HUAWEI_OFFLINE_VOLTAGE_V, current: HUAWEI_CURRENT_A },
  inputCurrent: HUAWEI_INPUT_CURRENT_A,
} as const;

const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isBool = (v: unknown) => typeof v === 'boolean';
const isText = (v: unknown) => typeof v === 'string';

/** Arduino's `String(float)`: two decimals. */
function outOfRange(key: string, [min, max]: readonly [number, number], code: number): ApiResponse {
  return warning(`${key} out of range [${min.toFixed(2)}, ${max.toFixed(2)}]`, code, { min, max });
}

function configTyped(data: Json): boolean {
  const can = objectAt(data, 'can');
  const huawei = objectAt(data, 'huawei');
  const trucki = objectAt(data, 'trucki');
  return (
    isBool(data.enabled) &&
    fitsInt(data.provider, 8, false) &&
    fitsInt(can.controller_frequency, 32, false) &&
    isBool(data.auto_power_enabled) &&
    isBool(data.emergency_charge_enabled) &&
    [huawei.offline_voltage, huawei.offline_current, huawei.input_current_limit].every(isNumber) &&
    isBool(huawei.fan_online_full_speed) &&
    isBool(huawei.fan_offline_full_speed) &&
    isText(trucki.ip_address) &&
    isText(trucki.password) &&
    [data.voltage_limit, data.lower_power_limit, data.upper_power_limit].every(isNumber)
  );
}

function rangeFailure(huawei: Json): ApiResponse | undefined {
  const checks = [
    ['offline_voltage', HUAWEI.offline.voltage, VOLTAGE_OUT_OF_RANGE],
    ['offline_current', HUAWEI.offline.current, CURRENT_OUT_OF_RANGE],
    ['input_current_limit', HUAWEI.inputCurrent, CURRENT_OUT_OF_RANGE],
  ] as const;
  for (const [key, range, code] of checks) {
    const value = Math.fround(huawei[key] as number);
    if (value < range[0] || value > Math.fround(range[1])) return outOfRange(key, range, code);
  }
  return undefined;
}

/**
 * The grid charger of 2026.03.31 (`src/WebApi_gridcharger.cpp`): settings (no reboot), the Huawei
 * online limits and production switch, driven on the simulated Huawei rectifier.
 */
export function registerGridChargerRoutes(
  app: FastifyInstance,
  device: Device,
  config: OnBattery2026Config,
  charger: () => HuaweiCharger,
): void {
  getJson(app, '/api/gridcharger/config', 'admin', device, () => config.read().gridcharger);
  postData(app, '/api/gridcharger/config', 'admin', device, async (data) => {
    if (!configTyped(data)) return { ...COMMON.missing(), message: 'Values are missing or of wrong type!' };
    const failed = rangeFailure(objectAt(data, 'huawei'));
    if (failed) return failed;
    const ok = await config.save((s) => {
      s.gridcharger = readGridCharger(data);
    });
    return ok ? COMMON.saved() : COMMON.writeFailed();
  });
  const huaweiActive = () => {
    const g = config.read().gridcharger;
    return g.enabled && g.provider === GRID_CHARGER_PROVIDER.Huawei;
  };
  postData(app, '/api/gridcharger/limit', 'admin', device, (data) => {
    const settings = [
      ['voltage', HUAWEI.online.voltage, VOLTAGE_OUT_OF_RANGE],
      ['current', HUAWEI.online.current, CURRENT_OUT_OF_RANGE],
    ] as const;
    for (const [key, range, code] of settings) {
      const value = data[key];
      // A key that is not a number is skipped.
      if (!isNumber(value)) continue;
      const v = Math.fround(value as number);
      if (v < range[0] || v > Math.fround(range[1])) return outOfRange(key, range, code);
      if (!huaweiActive()) return warning(NOT_SUPPORTED, 1002);
      if (key === 'voltage') charger().online.voltageV = v;
      else charger().online.currentA = v;
    }
    return success('Limits applied!', 1001);
  });
  postData(app, '/api/gridcharger/power', 'admin', device, (data) => {
    if (!isBool(data.power)) return { ...COMMON.missing(), message: 'Value missing!' };
    if (!huaweiActive()) return warning(NOT_SUPPORTED, 1002);
    charger().mode = data.power ? HUAWEI_MODE.On : HUAWEI_MODE.Off;
    return success(`Power production ${data.power ? 'en' : 'dis'}abled!`, 1001);
  });
}
