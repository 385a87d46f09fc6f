import type { PowerLimiterConfig, PowerLimiterInverterInfo, PowerLimiterMetadata } from '@dtu/contract';

/** No inverter chosen (the device sends `"0"`, the form uses `""` after clearing). */
export const NO_INVERTER = '';

export function selectedInverter(
  config: PowerLimiterConfig,
  metadata: PowerLimiterMetadata,
): PowerLimiterInverterInfo | undefined {
  return metadata.inverters[config.inverter_serial];
}

/** Passthrough needs a charge controller feeding the battery and an inverter that is not solar-fed. */
export function canUseSolarPassthrough(config: PowerLimiterConfig, metadata: PowerLimiterMetadata): boolean {
  return metadata.charge_controller_enabled && !config.is_inverter_solar_powered;
}

export function canUseSocThresholds(config: PowerLimiterConfig, metadata: PowerLimiterMetadata): boolean {
  return metadata.battery_enabled && !config.is_inverter_solar_powered;
}

export function canUseVoltageThresholds(config: PowerLimiterConfig): boolean {
  return !config.is_inverter_solar_powered;
}

/** The polling and command switches of an inverter, as the limiter metadata of every generation lists them. */
export type InverterCommunication = Pick<
  PowerLimiterInverterInfo,
  'poll_enable' | 'poll_enable_night' | 'command_enable' | 'command_enable_night'
>;

/**
 * The limiter drives the inverter by day, and (unless the sun feeds it) by night: it must be
 * polled and commanded then.
 */
export function meetsInverterRequirements(inverter: InverterCommunication, night = true): boolean {
  const day = inverter.poll_enable && inverter.command_enable;
  return day && (!night || (inverter.poll_enable_night && inverter.command_enable_night));
}

/** 2024.05.03: the chosen inverter, when there is one, misses a requirement. */
export const unmetRequirement = (inverter: PowerLimiterInverterInfo | undefined): boolean =>
  inverter !== undefined && !meetsInverterRequirements(inverter);

/**
 * Old configurations stored a slot index instead of a serial: map such a value to the inverter
 * in that slot; a serial that matches nothing is cleared so the user must choose again.
 */
function resolveSerial(serial: string, metadata: PowerLimiterMetadata): string {
  if (serial === NO_INVERTER || serial in metadata.inverters) return serial;
  const position = Number(serial);
  const match = Object.entries(metadata.inverters).find(([, inverter]) => inverter.pos === position);
  return match ? match[0] : NO_INVERTER;
}

/**
 * Brings the values in line with what the device and the chosen inverter allow. Returns the same
 * object when nothing had to change, so it can run after every edit without re-render loops.
 */
export function applyLimiterRules(
  config: PowerLimiterConfig,
  metadata: PowerLimiterMetadata,
): PowerLimiterConfig {
  const next = { ...config };
  next.inverter_serial = resolveSerial(config.inverter_serial, metadata);
  const inverter = selectedInverter(next, metadata);
  if (!inverter || inverter.channels <= 1 || next.inverter_channel_id >= inverter.channels) {
    next.inverter_channel_id = 0;
  }
  if (!canUseSolarPassthrough(next, metadata)) next.solar_passthrough_enabled = false;
  // Object.is: an emptied number field holds NaN, which must count as unchanged.
  const changed = (Object.keys(next) as (keyof PowerLimiterConfig)[]).some(
    (key) => !Object.is(next[key], config[key]),
  );
  return changed ? next : config;
}
