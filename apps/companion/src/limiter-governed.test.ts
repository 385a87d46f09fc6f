import { FACTORY_SETTINGS, LIMITER_2026_SERIALS, powerLimiter2026 } from '@dtu/contract/fixtures';
import { describe, expect, it } from 'vitest';
import { governedOf, NONE_GOVERNED } from './limiter-governed.ts';

describe('governedOf', () => {
  it("reads 2024.05.03's one governed inverter (decimal serial) and whether the battery feeds it", () => {
    const status = { ...FACTORY_SETTINGS.powerlimiter, enabled: true, inverter_serial: '18973055014520' };
    expect(governedOf({ ...status, is_inverter_solar_powered: false })).toEqual({
      governed: ['114182345678'],
      battery: ['114182345678'],
    });
    expect(governedOf({ ...status, is_inverter_solar_powered: true }).battery).toEqual([]);
    expect(governedOf({ ...status, enabled: false })).toBe(NONE_GOVERNED);
  });

  it("reads 2026.03.31's list: only the governed ones, the battery-powered among them", () => {
    expect(governedOf(powerLimiter2026())).toEqual({
      governed: [LIMITER_2026_SERIALS.garage],
      battery: [LIMITER_2026_SERIALS.garage],
    });
  });

  it('governs nothing on any other answer (plain OpenDTU, a page, nothing)', () => {
    for (const answer of [
      undefined,
      null,
      '<!doctype html>',
      { enabled: true },
      { enabled: true, inverters: [{}] },
    ])
      expect(governedOf(answer)).toEqual(NONE_GOVERNED);
  });
});
