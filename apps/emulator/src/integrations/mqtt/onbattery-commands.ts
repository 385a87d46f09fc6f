import type { ConfigFile } from '@dtu/contract';
import type { Device } from '../../device/device.ts';
import { HUAWEI_MODE } from '../../onbattery/huawei-charger.ts';
import type { OnBatteryLink } from '../onbattery-link.ts';
import { parseFloatPayload } from './payload-parse.ts';

type Limiter = ConfigFile['powerlimiter'];

/** Limiter threshold commands and the config key each one writes; `int` ones are truncated (docs/firmware/onbattery-2024.05.03/mqtt.md §3.3). */
const THRESHOLDS: Record<string, { key: keyof Limiter; int: boolean }> = {
  'threshold/soc/start': { key: 'battery_soc_start_threshold', int: true },
  'threshold/soc/stop': { key: 'battery_soc_stop_threshold', int: true },
  'threshold/soc/full_solar_passthrough': { key: 'full_solar_passthrough_soc', int: true },
  'threshold/voltage/start': { key: 'voltage_start_threshold', int: false },
  'threshold/voltage/stop': { key: 'voltage_stop_threshold', int: false },
  'threshold/voltage/full_solar_passthrough_start': {
    key: 'full_solar_passthrough_start_voltage',
    int: false,
  },
  'threshold/voltage/full_solar_passthrough_stop': { key: 'full_solar_passthrough_stop_voltage', int: false },
};

export const LIMITER_COMMANDS = ['mode', ...Object.keys(THRESHOLDS)];
export const HUAWEI_COMMANDS = [
  'limit_online_voltage',
  'limit_online_current',
  'limit_offline_voltage',
  'limit_offline_current',
  'mode',
];

/** The command's number, or undefined (logged) when the payload is none. */
function commandValue(device: Device, topic: string, payload: string): number | undefined {
  const value = parseFloatPayload(payload);
  if (value === undefined) device.log(`MQTT: ${topic}: cannot parse "${payload}"`);
  return value;
}

/** `powerlimiter/cmd/<name>`: runtime mode, or a threshold written to the config when it changed. */
export function handleLimiterCommand(
  device: Device,
  link: OnBatteryLink,
  name: string,
  payload: string,
): void {
  const value = commandValue(device, `powerlimiter/cmd/${name}`, payload);
  if (value === undefined) return;
  if (name === 'mode') {
    const mode = Math.trunc(value);
    if (!device.config.powerlimiter.enabled) return;
    if (mode !== 0 && mode !== 1 && mode !== 2) return;
    link.dplMode = mode;
    return;
  }
  const threshold = THRESHOLDS[name];
  if (!threshold) return;
  const next = threshold.int ? Math.trunc(value) : value;
  if (device.config.powerlimiter[threshold.key] === next) return;
  void device.save((draft) => {
    (draft.powerlimiter as unknown as Record<string, number>)[threshold.key] = next;
  });
}

/** `huawei/cmd/<name>` (docs/firmware/onbattery-2024.05.03/mqtt.md §3.2); discarded while the charger is disabled. */
export function handleHuaweiCommand(
  device: Device,
  link: OnBatteryLink,
  name: string,
  payload: string,
): void {
  const value = commandValue(device, `huawei/cmd/${name}`, payload);
  if (value === undefined) return;
  const charger = link.system()?.installation.charger;
  if (!device.config.huawei.enabled || !charger) return;
  if (name === 'mode') {
    const mode = Math.trunc(value);
    if (mode < HUAWEI_MODE.Off || mode > HUAWEI_MODE.Internal) {
      device.log(`MQTT: huawei/cmd/mode: invalid mode ${mode}`);
      return;
    }
    if (mode === HUAWEI_MODE.Internal && !device.config.huawei.auto_power_enabled) return;
    if (charger.mode === HUAWEI_MODE.Internal && mode !== HUAWEI_MODE.Internal) charger.online.currentA = 0;
    charger.mode = mode;
    return;
  }
  if (charger.mode === HUAWEI_MODE.Internal || value < 0) return;
  if (name === 'limit_online_voltage') charger.online.voltageV = value;
  else if (name === 'limit_online_current') charger.online.currentA = value;
  else if (name === 'limit_offline_voltage') charger.offline.voltageV = value;
  else if (name === 'limit_offline_current') charger.offline.currentA = value;
}
