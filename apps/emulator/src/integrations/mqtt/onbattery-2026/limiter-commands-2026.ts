import type { PowerLimiter2026 } from '@dtu/contract';
import type { Device } from '../../../device/device.ts';
import type { OnBatteryLink } from '../../onbattery-link.ts';
import { parseFloatPayload } from '../payload-parse.ts';
import type { OnBatterySettings2026 } from './settings-2026.ts';

type NumberKey = {
  [K in keyof PowerLimiter2026]: PowerLimiter2026[K] extends number ? K : never;
}[keyof PowerLimiter2026];

/** How the firmware stores a command's value: a float, or the truncated int in a 16-bit field. */
type Storage = 'float' | 'uint16' | 'int16';

/** Each setting command and the config value it writes (`include/Configuration.h` types). */
const SETTINGS: Record<string, { key: NumberKey; storage: Storage }> = {
  'threshold/soc/start': { key: 'battery_soc_start_threshold', storage: 'uint16' },
  'threshold/soc/stop': { key: 'battery_soc_stop_threshold', storage: 'uint16' },
  'threshold/soc/full_solar_passthrough': { key: 'full_solar_passthrough_soc', storage: 'uint16' },
  'threshold/voltage/start': { key: 'voltage_start_threshold', storage: 'float' },
  'threshold/voltage/stop': { key: 'voltage_stop_threshold', storage: 'float' },
  'threshold/voltage/full_solar_passthrough_start': {
    key: 'full_solar_passthrough_start_voltage',
    storage: 'float',
  },
  'threshold/voltage/full_solar_passthrough_stop': {
    key: 'full_solar_passthrough_stop_voltage',
    storage: 'float',
  },
  upper_power_limit: { key: 'total_upper_power_limit', storage: 'uint16' },
  target_power_consumption: { key: 'target_power_consumption', storage: 'int16' },
};

/** The ten subtopics of `powerlimiter/cmd/` (`include/MqttHandlePowerLimiter.h` `_subscriptions`). */
export const LIMITER_COMMANDS_2026 = [...Object.keys(SETTINGS), 'mode'];

/** C++'s conversion of an int into the field's 16 bits. */
function stored(value: number, storage: Storage): number {
  if (storage === 'float') return value;
  const bits = ((value % 65536) + 65536) % 65536;
  return storage === 'int16' && bits >= 32768 ? bits - 65536 : bits;
}

/**
 * `powerlimiter/cmd/<name>` of 2026.03.31 (`MqttHandlePowerLimiterClass::onMqttCmd`): the payload
 * is a float (no leading number: ignored); `mode` takes 0, 1 or 2 (truncated) while the limiter
 * is enabled; every other command writes its setting when the value differs (ints truncated and
 * kept in the field's 16 bits) and saves the config, where the settings page reads it back.
 */
export function limiterCommand2026(
  settings: OnBatterySettings2026,
  device: Device,
  link: OnBatteryLink,
  name: string,
  payload: string,
): void {
  const value = parseFloatPayload(payload);
  if (value === undefined) {
    device.log(`MQTT: powerlimiter/cmd/${name}: cannot parse "${payload}"`);
    return;
  }
  if (name === 'mode') {
    const mode = Math.trunc(value);
    if (!device.config.powerlimiter.enabled) return;
    if (mode === 0 || mode === 1 || mode === 2) link.dplMode = mode;
    else device.log(`MQTT: PowerLimiter - unknown mode ${mode}`);
    return;
  }
  const setting = SETTINGS[name];
  if (!setting) return;
  const wanted = setting.storage === 'float' ? value : Math.trunc(value);
  if (settings.read(device).powerlimiter[setting.key] === wanted) return;
  void settings.save(device, (sections) => {
    sections.powerlimiter[setting.key] = stored(wanted, setting.storage);
  });
}
