import {
  LIMITER_LOWER_LIMIT_PER_CHANNEL_W,
  LIMITER_NEW_UPPER_LIMIT_MIN_W,
  LIMITER_POWER_SOURCE,
  type LimiterInverter2026,
  type LimiterInverterInfo2026,
  type PowerLimiter2026,
  type PowerLimiterMetadata2026,
} from '@dtu/contract';
import { meetsInverterRequirements } from './limiter-rules.ts';

/*
 * OnBattery 2026.03.31: the limiter governs any of the listed inverters. Nothing here changes a
 * loaded value by itself: a save posts back what the page loaded (the firmware takes the whole
 * object, every missing key at its default), its inverter list completed as the vendor's app
 * writes it (`withEveryInverter`).
 */

export const governedInverters = (config: PowerLimiter2026) =>
  config.inverters.filter((inverter) => inverter.is_governed);

export const governedBy = (config: PowerLimiter2026, source: number) =>
  governedInverters(config).filter((inverter) => inverter.power_source === source);

/** The limiter is on and governs at least one inverter: its other settings matter. */
export const limiterActive = (config: PowerLimiter2026) =>
  config.enabled && governedInverters(config).length > 0;

export const inverterInfo = (metadata: PowerLimiterMetadata2026, serial: string) =>
  metadata.inverters.find((info) => info.serial === serial);

/** Below this lower limit (W) the inverter may not produce reliably. */
export const lowerLimitMinimumW = (info: LimiterInverterInfo2026 | undefined) =>
  (info?.channels ?? 1) * LIMITER_LOWER_LIMIT_PER_CHANNEL_W;

/** The metadata's inverters in display order (the govern switches). */
export const inDisplayOrder = (metadata: PowerLimiterMetadata2026) =>
  [...metadata.inverters].sort((a, b) => a.order - b.order);

/** The settings a newly listed inverter starts with: battery-fed, behind the meter, a safe window. */
function newLimiterInverter(info: LimiterInverterInfo2026): LimiterInverter2026 {
  return {
    serial: info.serial,
    is_governed: false,
    is_behind_power_meter: true,
    power_source: LIMITER_POWER_SOURCE.Battery,
    use_overscaling_to_compensate_shading: false,
    allow_standby: true,
    lower_power_limit: lowerLimitMinimumW(info),
    upper_power_limit: Math.max(info.max_power, LIMITER_NEW_UPPER_LIMIT_MIN_W),
  };
}

/**
 * Governs the inverter or stops governing it. An inverter the limiter does not list yet is
 * appended (the firmware's list has no gaps); the other entries keep their place.
 */
export function withGoverned(
  config: PowerLimiter2026,
  info: LimiterInverterInfo2026,
  governed: boolean,
): PowerLimiter2026 {
  const listed = config.inverters.some((inverter) => inverter.serial === info.serial);
  const inverters = listed ? config.inverters : [...config.inverters, newLimiterInverter(info)];
  return {
    ...config,
    inverters: inverters.map((inverter) =>
      inverter.serial === info.serial ? { ...inverter, is_governed: governed } : inverter,
    ),
  };
}

/**
 * The inverters as the vendor's app writes them: every inverter the device lists, in its order,
 * each with its settings (one not listed yet at the defaults, not governed). An entry for an
 * inverter the device no longer has is kept only while governed: the page shows it as gone and
 * offers to remove it (the vendor's app drops it without a word).
 */
export function withEveryInverter(
  config: PowerLimiter2026,
  metadata: PowerLimiterMetadata2026,
): PowerLimiter2026 {
  const listed = inDisplayOrder(metadata).map(
    (info) =>
      config.inverters.find((inverter) => inverter.serial === info.serial) ?? newLimiterInverter(info),
  );
  return { ...config, inverters: [...listed, ...goneInverters(config, metadata)] };
}

/** Governed inverters the device no longer lists (deleted since). */
export const goneInverters = (config: PowerLimiter2026, metadata: PowerLimiterMetadata2026) =>
  governedInverters(config).filter((inverter) => inverterInfo(metadata, inverter.serial) === undefined);

/** Drops an inverter from the limiter's list. */
export const withoutInverter = (config: PowerLimiter2026, serial: string): PowerLimiter2026 => ({
  ...config,
  inverters: config.inverters.filter((inverter) => inverter.serial !== serial),
});

/** Replaces one listed inverter's settings. */
export const withInverter = (config: PowerLimiter2026, next: LimiterInverter2026): PowerLimiter2026 => ({
  ...config,
  inverters: config.inverters.map((inverter) => (inverter.serial === next.serial ? next : inverter)),
});

/**
 * A governed inverter is not polled or commanded when the limiter needs it: by day always, by
 * night unless the sun feeds it.
 */
export function unmetGovernedRequirement(config: PowerLimiter2026, metadata: PowerLimiterMetadata2026) {
  return governedInverters(config).some((inverter) => {
    const info = inverterInfo(metadata, inverter.serial);
    return (
      info !== undefined &&
      !meetsInverterRequirements(info, inverter.power_source !== LIMITER_POWER_SOURCE.Solar)
    );
  });
}
