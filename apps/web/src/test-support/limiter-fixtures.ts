import type { PowerLimiterConfig, PowerLimiterInverterInfo, PowerLimiterMetadata } from '@dtu/contract';
import { FACTORY_SETTINGS, FIXTURE_INVERTER_SERIAL, LIMITER_METADATA } from '@dtu/contract/fixtures';

/** Test data: the documented defaults with one two-channel inverter selected. */
export const LIMITER_CONFIG: PowerLimiterConfig = {
  ...FACTORY_SETTINGS.powerlimiter,
  enabled: true,
  verbose_logging: false,
  inverter_serial: '18973055014520',
};

/** The shared fixture's inverter ("Garage", HM-800, polled and commanded day and night). */
export const LIMITER_INVERTER: PowerLimiterInverterInfo = LIMITER_METADATA.inverters[FIXTURE_INVERTER_SERIAL];

export function limiterMetadata(overrides: Partial<PowerLimiterMetadata> = {}): PowerLimiterMetadata {
  return { ...LIMITER_METADATA, inverters: { '18973055014520': LIMITER_INVERTER }, ...overrides };
}
