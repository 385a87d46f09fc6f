import { BATTERY_PROVIDER, POWER_METER_SOURCE } from '@dtu/contract';
import type { Device } from '../../device/device.ts';
import type { ExternalInputs } from '../external-inputs.ts';
import { parseFloatPayload } from './payload-parse.ts';
import { topicMatch } from './topic-match.ts';

const SOC_MAX = 100;
const VOLTAGE_MAX_V = 65;

/** Power-meter topics as configured at boot (a meter save reboots, mqtt.md §5.1). */
export function meterTopics(device: Device): string[] {
  const pm = device.config.powermeter;
  if (!pm.enabled || pm.source !== POWER_METER_SOURCE.Mqtt) return [];
  return [pm.mqtt_topic_powermeter_1, pm.mqtt_topic_powermeter_2, pm.mqtt_topic_powermeter_3];
}

/** The MQTT battery's SoC and voltage filters, per the current battery settings (mqtt.md §5.2). */
export function batteryTopics(device: Device): { soc: string; voltage: string } {
  const b = device.config.battery;
  const active = b.enabled && b.provider === BATTERY_PROVIDER.Mqtt;
  return { soc: active ? b.mqtt_topic : '', voltage: active ? b.mqtt_voltage_topic : '' };
}

/**
 * Feeds the external inputs from one message: meter topics by exact string equality (a wildcard
 * topic never matches), battery topics by MQTT filter matching; out-of-range or unparsable
 * values are ignored. Returns whether the message was an input.
 */
export function handleInputMessage(
  device: Device,
  inputs: ExternalInputs,
  bootMeterTopics: readonly string[],
  topic: string,
  payload: string,
): boolean {
  let used = false;
  bootMeterTopics.forEach((configured, phase) => {
    if (configured === '' || configured !== topic) return;
    used = true;
    const watts = parseFloatPayload(payload);
    if (watts !== undefined && Number.isFinite(watts))
      inputs.setMeterPhase(phase as 0 | 1 | 2, watts, device.now());
  });
  const battery = batteryTopics(device);
  if (battery.soc !== '' && topicMatch(battery.soc, topic)) {
    used = true;
    const soc = parseFloatPayload(payload);
    if (soc !== undefined && soc >= 0 && soc <= SOC_MAX)
      inputs.batterySoc = { value: soc, atMs: device.now() };
  }
  if (battery.voltage !== '' && topicMatch(battery.voltage, topic)) {
    used = true;
    const volts = parseFloatPayload(payload);
    if (volts !== undefined && volts >= 0 && volts <= VOLTAGE_MAX_V) {
      inputs.batteryVoltage = { value: volts, atMs: device.now() };
    }
  }
  return used;
}
