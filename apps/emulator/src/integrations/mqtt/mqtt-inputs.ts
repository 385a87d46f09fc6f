import { BATTERY_PROVIDER, POWER_METER_SOURCE } from '@dtu/contract';
import type { Device } from '../../device/device.ts';
import type { ExternalInputs } from '../external-inputs.ts';
import { jsonPath } from '../http-meter/json-path.ts';
import { parseFloatPayload } from './payload-parse.ts';
import { topicMatch } from './topic-match.ts';

const SOC_MAX = 100;
const VOLTAGE_MAX_V = 65;

/** One subscribed input: its topic, where the number sits in the payload, its unit factor. */
export interface InputSpec {
  topic: string;
  /** JSON path into the payload (`''`: the payload is the number). */
  path: string;
  /** Factor to the DTU's unit (W, V), negative for an inverted sign. */
  scale: number;
  /** Only this exact string matches (2024.05.03's meter quirk); else MQTT filter matching. */
  exact: boolean;
}

/** Where a generation takes its meter and MQTT battery readings from. */
export interface MqttInputSpecs {
  /** The meter's three phase inputs (empty topics: not subscribed). */
  meter(device: Device): InputSpec[];
  battery(device: Device): { soc: InputSpec; voltage: InputSpec };
}

const plain = (topic: string, exact: boolean): InputSpec => ({ topic, path: '', scale: 1, exact });

/**
 * 2024.05.03 (docs/firmware/onbattery-2024.05.03/mqtt.md §5): meter topics as configured at boot (a meter save reboots), matched by
 * exact string equality (a wildcard topic never matches); the MQTT battery's SoC and voltage
 * topics as filters, per the current battery settings. Plain numbers only.
 */
export const MQTT_INPUTS_2024: MqttInputSpecs = {
  meter: (device) => {
    const pm = device.config.powermeter;
    if (!pm.enabled || pm.source !== POWER_METER_SOURCE.Mqtt) return [];
    const topics = [pm.mqtt_topic_powermeter_1, pm.mqtt_topic_powermeter_2, pm.mqtt_topic_powermeter_3];
    return topics.map((topic) => plain(topic, true));
  },
  battery: (device) => {
    const b = device.config.battery;
    const active = b.enabled && b.provider === BATTERY_PROVIDER.Mqtt;
    return {
      soc: plain(active ? b.mqtt_topic : '', false),
      voltage: plain(active ? b.mqtt_voltage_topic : '', false),
    };
  },
};

/** The subscription filters of `specs`. */
export function inputFilters(specs: readonly InputSpec[]): string[] {
  return specs.map((spec) => spec.topic).filter((topic) => topic !== '');
}

/**
 * The number one input carries, in the DTU's unit: the payload itself or the value at the JSON
 * path (a number, or a string holding one), times the spec's factor; undefined when there is none.
 */
export function readInput(spec: InputSpec, payload: string): number | undefined {
  let value: number | undefined;
  if (spec.path === '') value = parseFloatPayload(payload);
  else {
    let root: unknown;
    try {
      root = JSON.parse(payload);
    } catch {
      return undefined;
    }
    const found = jsonPath(root, spec.path);
    if (!found.found) return undefined;
    if (typeof found.value === 'number') value = found.value;
    else if (typeof found.value === 'string') value = parseFloatPayload(found.value);
  }
  return value === undefined ? undefined : value * spec.scale;
}

const matches = (spec: InputSpec, topic: string) =>
  spec.topic !== '' && (spec.exact ? spec.topic === topic : topicMatch(spec.topic, topic));

/**
 * Feeds the external inputs from one message; out-of-range or unparsable values are ignored.
 * Returns whether the message was an input.
 */
export function handleInputMessage(
  device: Device,
  inputs: ExternalInputs,
  meter: readonly InputSpec[],
  battery: { soc: InputSpec; voltage: InputSpec },
  topic: string,
  payload: string,
): boolean {
  let used = false;
  meter.forEach((spec, phase) => {
    if (!matches(spec, topic)) return;
    used = true;
    const watts = readInput(spec, payload);
    if (watts !== undefined && Number.isFinite(watts))
      inputs.setMeterPhase(phase as 0 | 1 | 2, watts, device.now());
  });
  if (matches(battery.soc, topic)) {
    used = true;
    const soc = readInput(battery.soc, payload);
    if (soc !== undefined && soc >= 0 && soc <= SOC_MAX)
      inputs.batterySoc = { value: soc, atMs: device.now() };
  }
  if (matches(battery.voltage, topic)) {
    used = true;
    const volts = readInput(battery.voltage, payload);
    if (volts !== undefined && volts >= 0 && volts <= VOLTAGE_MAX_V) {
      inputs.batteryVoltage = { value: volts, atMs: device.now() };
    }
  }
  return used;
}
