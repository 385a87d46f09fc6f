import { parseHexSerial } from '@dtu/contract';
import type { Device } from '../../device/device.ts';
import type { LiveSimulation } from '../../live/simulation.ts';
import { parseIntPayload } from './payload-parse.ts';

/** The six settings subscribed as `P+/cmd/<setting>` (docs/firmware/onbattery-2024.05.03/mqtt.md §3.1). */
export const INVERTER_SETTINGS = [
  'limit_persistent_relative',
  'limit_persistent_absolute',
  'limit_nonpersistent_relative',
  'limit_nonpersistent_absolute',
  'power',
  'restart',
] as const;

export function inverterFilters(prefix: string, settings: readonly string[] = INVERTER_SETTINGS): string[] {
  return settings.map((setting) => `${prefix}+/cmd/${setting}`);
}

/** A generation's inverter commands: the subscribed settings and how one message is handled. */
export interface InverterCommands {
  readonly settings: readonly string[];
  handle(
    sim: LiveSimulation,
    device: Device,
    currentPrefix: string,
    topic: string,
    payload: string,
    retained: boolean,
  ): void;
}

/** 2024.05.03 (docs/firmware/onbattery-2024.05.03/mqtt.md §3.1). */
export const INVERTER_COMMANDS_2024: InverterCommands = {
  settings: INVERTER_SETTINGS,
  handle: (sim, _device, prefix, topic, payload, retained) =>
    handleInverterCommand(sim, prefix, topic, payload, retained),
};

/**
 * One inverter command: the current prefix length is cut off (the firmware's quirk when the
 * prefix changed since boot), the serial read as hex, the payload as a decimal integer; the
 * command then takes the same path as `POST /api/limit/config` and `/api/power/config`.
 */
export function handleInverterCommand(
  sim: LiveSimulation,
  currentPrefix: string,
  topic: string,
  payload: string,
  retained: boolean,
): void {
  const [serialText = '', cmd, setting] = topic.slice(currentPrefix.length).split('/');
  if (cmd !== 'cmd') return;
  const inv = sim.find(parseHexSerial(serialText));
  if (!inv) return;
  const value = parseIntPayload(payload);
  if (value < 0) return;
  switch (setting) {
    case 'limit_persistent_relative':
      sim.limit(inv, { kind: 'limit', value: Math.min(value, 100), relative: true, persistent: true });
      return;
    case 'limit_persistent_absolute':
      sim.limit(inv, { kind: 'limit', value, relative: false, persistent: true });
      return;
    case 'limit_nonpersistent_relative':
      if (retained) return;
      sim.limit(inv, {
        kind: 'limit',
        value: Math.min(value, 100),
        relative: true,
        persistent: false,
      });
      return;
    case 'limit_nonpersistent_absolute':
      if (retained) return;
      sim.limit(inv, { kind: 'limit', value, relative: false, persistent: false });
      return;
    case 'power':
      sim.power(inv, { kind: 'power', action: value > 0 ? 'on' : 'off' });
      return;
    case 'restart':
      if (retained || value !== 1) return;
      sim.power(inv, { kind: 'power', action: 'restart' });
      return;
  }
}
