import type { PowerLimiterConfig, PowerLimiterMetadata } from '@dtu/contract';
import { FACTORY_SETTINGS } from '@dtu/contract/fixtures';

/** Test data: the documented defaults with one two-channel inverter selected. */
export const LIMITER_CONFIG: PowerLimiterConfig = {
  ...FACTORY_SETTINGS.powerlimiter,
  enabled: true,
  verbose_logging: false,
  inverter_serial: '18973055014520',
};

export function limiterMetadata(overrides: Partial<PowerLimiterMetadata> = {}): PowerLimiterMetadata {
  return {
    power_meter_enabled: true,
    battery_enabled: true,
    charge_controller_enabled: true,
    inverters: {
      '18973055014520': {
        pos: 0,
        name: 'Garage',
        type: 'HM-800',
        channels: 2,
        poll_enable: true,
        poll_enable_night: true,
        command_enable: true,
        command_enable_night: true,
      },
    },
    ...overrides,
  };
}
