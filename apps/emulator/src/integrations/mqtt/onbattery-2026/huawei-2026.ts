import {
  HUAWEI_CURRENT_A,
  HUAWEI_INPUT_CURRENT_A,
  HUAWEI_OFFLINE_VOLTAGE_V,
  HUAWEI_ONLINE_VOLTAGE_V,
} from '@dtu/contract';
import type { Device } from '../../../device/device.ts';
import { HUAWEI_MODE, type HuaweiCharger } from '../../../onbattery/huawei-charger.ts';
import type { OnBatteryLink } from '../../onbattery-link.ts';
import type { Outlet } from '../outlet.ts';
import { flag, payloadFormat } from '../payload-format.ts';
import { parseFloatPayload } from '../payload-parse.ts';

/** The CAN data stop counting as current after this long (the live view's `reachable`). */
const REACHABLE_MS = 10_000;
/** What the simulated R4850G2 says about itself (`readBoardProperties`). */
const BOARD = {
  board_type: 'R4850G2',
  serial: '2102312345DEADBEEF01',
  manufactured: '2021-03-15',
  vendor_name: 'Huawei',
  product_name: 'R4850G2',
  product_description: 'Rectifier',
};

/**
 * `huawei/*` of 2026.03.31 (`src/gridcharger/huawei/Stats.cpp` `mqttPublish`): only data points the
 * unit has sent (nothing but `data_age` before its first answer), the settings it acknowledged
 * under `acks/`, its board properties, `reachable` and `data_age`. The runtime mode is no longer
 * published (the provider keeps it in its own data points, not in the stats).
 */
export function huaweiStatus2026(out: Outlet, device: Device, link: OnBatteryLink): void {
  const charger = link.system()?.installation.charger;
  if (!charger) return;
  const now = device.now();
  if (charger.lastFrameMs !== undefined) {
    for (const [sub, payload] of readings(charger, now - charger.lastFrameMs < REACHABLE_MS)) {
      out.state(`huawei/${sub}`, payload);
    }
  }
  const age =
    charger.lastFrameMs === undefined
      ? device.uptimeSeconds()
      : Math.max(0, Math.floor((now - charger.lastFrameMs) / 1000));
  out.state('huawei/data_age', String(age));
}

function readings(c: HuaweiCharger, reachable: boolean): [string, string][] {
  const n = (v: number) => payloadFormat(v);
  return [
    ['input_voltage', n(c.inputVoltageV)],
    ['input_current', n(c.inputVoltageV > 0 ? c.inputPowerW / c.inputVoltageV : 0)],
    ['input_power', n(c.inputPowerW)],
    ['input_frequency', n(50)],
    ['output_voltage', n(c.outputVoltageV)],
    ['output_current', n(c.outputCurrentA)],
    ['max_output_current', n(c.maxOutputCurrentA)],
    ['output_power', n(c.outputPowerW)],
    ['input_temp', n(c.inputTempC)],
    ['output_temp', n(c.outputTempC)],
    ['efficiency', n(c.efficiency * 100)],
    ['slot_detection/row', '0'],
    ['slot_detection/slot', '1'],
    ['acks/online_voltage', n(c.online.voltageV)],
    ['acks/offline_voltage', n(c.offline.voltageV)],
    ['acks/online_current', n(c.online.currentA)],
    ['acks/offline_current', n(c.offline.currentA)],
    ['acks/production_enabled', flag(c.productionEnabled)],
    ['acks/fan_online_full_speed', flag(c.fanFullSpeed.online)],
    ['acks/fan_offline_full_speed', flag(c.fanFullSpeed.offline)],
    ['acks/input_current_limit', n(c.inputCurrentLimitA)],
    ...Object.entries(BOARD),
    ['reachable', flag(reachable)],
  ];
}

type Range = readonly [number, number];
type Setpoint = 'online' | 'offline';

/**
 * The set-point commands, their ranges (`include/gridcharger/huawei/Provider.h`) and what they
 * set: a field of the online or offline set-point, or the input current limit.
 */
const LIMITS: Record<string, [range: Range, target: Setpoint | 'input', field?: 'voltageV' | 'currentA']> = {
  limit_online_voltage: [HUAWEI_ONLINE_VOLTAGE_V, 'online', 'voltageV'],
  limit_online_current: [HUAWEI_CURRENT_A, 'online', 'currentA'],
  limit_offline_voltage: [HUAWEI_OFFLINE_VOLTAGE_V, 'offline', 'voltageV'],
  limit_offline_current: [HUAWEI_CURRENT_A, 'offline', 'currentA'],
  limit_input_current: [HUAWEI_INPUT_CURRENT_A, 'input'],
};

/** The nine subtopics of `huawei/cmd/` (`include/gridcharger/huawei/Provider.h` `_subscriptions`). */
export const HUAWEI_COMMANDS_2026 = [
  ...Object.keys(LIMITS),
  'mode',
  'production',
  'fan_online_full_speed',
  'fan_offline_full_speed',
];

/**
 * `huawei/cmd/<name>` of 2026.03.31 (`GridChargers::Huawei::Provider::onMqttMessage`), subscribed
 * while the Huawei grid charger runs: a float payload; set-points outside their range are refused,
 * in full internal control only the offline ones apply; modes 0–3 (3 only with auto power);
 * `production` and the fans switch on for a value above 0.
 */
export function huaweiCommand2026(device: Device, link: OnBatteryLink, name: string, payload: string): void {
  const value = parseFloatPayload(payload);
  if (value === undefined) {
    device.log(`MQTT: huawei/cmd/${name}: cannot parse "${payload}"`);
    return;
  }
  const charger = link.system()?.installation.charger;
  if (!device.config.huawei.enabled || !charger) return;
  const limit = LIMITS[name];
  if (limit) {
    const [[min, max], target, field] = limit;
    const v = Math.fround(value);
    if (v < Math.fround(min) || v > Math.fround(max)) {
      device.log(`MQTT: huawei/cmd/${name}: ${value} out of range`);
      return;
    }
    if (charger.mode === HUAWEI_MODE.Internal && target !== 'offline') return;
    if (target === 'input') charger.inputCurrentLimitA = value;
    else if (field) charger[target][field] = value;
    return;
  }
  if (name === 'mode') setMode(device, charger, Math.trunc(value));
  else if (name === 'production') charger.productionEnabled = value > 0;
  else if (name === 'fan_online_full_speed') charger.fanFullSpeed.online = value > 0;
  else if (name === 'fan_offline_full_speed') charger.fanFullSpeed.offline = value > 0;
}

/**
 * `Provider::setMode`: 0 and 1 switch at once (the online current stays), 3 needs auto power, and
 * leaving 3 for 2 zeroes the online current.
 */
function setMode(device: Device, charger: HuaweiCharger, mode: number): void {
  if (mode < HUAWEI_MODE.Off || mode > HUAWEI_MODE.Internal) {
    device.log(`MQTT: huawei/cmd/mode: invalid mode ${mode}`);
    return;
  }
  if (mode === HUAWEI_MODE.Off || mode === HUAWEI_MODE.On) {
    charger.mode = mode;
    return;
  }
  if (mode === HUAWEI_MODE.Internal && !device.config.huawei.auto_power_enabled) return;
  if (charger.mode === HUAWEI_MODE.Internal && mode !== HUAWEI_MODE.Internal) charger.online.currentA = 0;
  charger.mode = mode;
}
