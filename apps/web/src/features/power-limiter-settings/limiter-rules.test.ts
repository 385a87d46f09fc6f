import type { PowerLimiterConfig, PowerLimiterInverterInfo, PowerLimiterMetadata } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { LIMITER_CONFIG, LIMITER_INVERTER, limiterMetadata } from '../../test-support/limiter-fixtures.ts';
import { applyLimiterRules, meetsInverterRequirements } from './limiter-rules.ts';

const inverter = (overrides: Partial<PowerLimiterInverterInfo> = {}): PowerLimiterInverterInfo => ({
  ...LIMITER_INVERTER,
  ...overrides,
});

const config = (overrides: Partial<PowerLimiterConfig> = {}): PowerLimiterConfig => ({
  ...LIMITER_CONFIG,
  ...overrides,
});

describe('applyLimiterRules', () => {
  it('returns the very same object when nothing has to change', () => {
    const values = config();
    expect(applyLimiterRules(values, limiterMetadata())).toBe(values);
  });

  it('maps an old slot index to the serial in that slot, else clears it', () => {
    const metadata: PowerLimiterMetadata = limiterMetadata({
      inverters: { '111': inverter({ pos: 0 }), '222': inverter({ pos: 3, name: 'Roof' }) },
    });
    expect(applyLimiterRules(config({ inverter_serial: '3' }), metadata).inverter_serial).toBe('222');
    expect(applyLimiterRules(config({ inverter_serial: '999' }), metadata).inverter_serial).toBe('');
    expect(applyLimiterRules(config({ inverter_serial: '111' }), metadata).inverter_serial).toBe('111');
  });

  it('resets the channel to 0 for single-channel inverters and out-of-range channels', () => {
    const single = limiterMetadata({ inverters: { '18973055014520': inverter({ channels: 1 }) } });
    expect(applyLimiterRules(config({ inverter_channel_id: 1 }), single).inverter_channel_id).toBe(0);
    const dual = limiterMetadata();
    expect(applyLimiterRules(config({ inverter_channel_id: 1 }), dual).inverter_channel_id).toBe(1);
    expect(applyLimiterRules(config({ inverter_channel_id: 5 }), dual).inverter_channel_id).toBe(0);
  });

  it('turns solar passthrough off without a charge controller or with a solar-powered inverter', () => {
    const on = config({ solar_passthrough_enabled: true });
    expect(applyLimiterRules(on, limiterMetadata()).solar_passthrough_enabled).toBe(true);
    expect(
      applyLimiterRules(on, limiterMetadata({ charge_controller_enabled: false })).solar_passthrough_enabled,
    ).toBe(false);
    expect(
      applyLimiterRules({ ...on, is_inverter_solar_powered: true }, limiterMetadata())
        .solar_passthrough_enabled,
    ).toBe(false);
  });
});

describe('meetsInverterRequirements', () => {
  it.each(['poll_enable', 'poll_enable_night', 'command_enable', 'command_enable_night'] as const)(
    'fails without %s',
    (flag) => {
      expect(meetsInverterRequirements(inverter())).toBe(true);
      expect(meetsInverterRequirements(inverter({ [flag]: false }))).toBe(false);
    },
  );
});

describe('applyLimiterRules with an emptied number field', () => {
  it('treats NaN as unchanged so the page does not loop', () => {
    const values = config({ upper_power_limit: Number.NaN });
    expect(applyLimiterRules(values, limiterMetadata())).toBe(values);
  });
});
