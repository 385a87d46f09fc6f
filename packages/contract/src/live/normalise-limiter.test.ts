import { describe, expect, it } from 'vitest';
import { LIMITER_POWER_SOURCE } from '../firmware-2026/powerlimiter-2026.ts';
import {
  FACTORY_SETTINGS,
  FIXTURE_INVERTER_SERIAL,
  INDEX_HTML,
  LIMITER_2026_SERIALS,
  powerLimiter2026,
  powerLimiter2026Factory,
  VALID_SETTINGS,
} from '../fixtures/index.ts';
import { governedInverter, normaliseLimiterStatus, runsFromBattery } from './normalise-limiter.ts';

describe('normaliseLimiterStatus', () => {
  it('2024.05.03: the one inverter of the decimal inverter_serial, battery-fed unless solar-powered', () => {
    const view = normaliseLimiterStatus(VALID_SETTINGS.powerlimiter);
    expect(BigInt(`0x${view?.governed[0]?.serial}`).toString(10)).toBe(FIXTURE_INVERTER_SERIAL);
    expect(view?.governed).toEqual([
      { serial: '1b0d16c259', powerSource: 'battery', lower_power_limit: 10, upper_power_limit: 800 },
    ]);
    expect(view?.rules.conduction_losses).toBe(VALID_SETTINGS.powerlimiter.solar_passthrough_losses);
    expect(view?.rules.battery_soc_stop_threshold).toBe(
      VALID_SETTINGS.powerlimiter.battery_soc_stop_threshold,
    );
    const solar = normaliseLimiterStatus({ ...VALID_SETTINGS.powerlimiter, is_inverter_solar_powered: true });
    expect(solar?.governed[0]?.powerSource).toBe('solar');
    expect(runsFromBattery(solar?.governed[0])).toBe(false);
  });

  it('2024.05.03: disabled, or no inverter chosen, governs none', () => {
    expect(normaliseLimiterStatus(FACTORY_SETTINGS.powerlimiter)).toMatchObject({
      enabled: false,
      governed: [],
    });
    expect(
      normaliseLimiterStatus({ ...VALID_SETTINGS.powerlimiter, inverter_serial: '0' })?.governed,
    ).toEqual([]);
  });

  it('2026.03.31: only the slots with is_governed, by hex serial, each with its source and window', () => {
    const view = normaliseLimiterStatus(powerLimiter2026());
    expect(view?.enabled).toBe(true);
    expect(view?.governed).toEqual([
      {
        serial: LIMITER_2026_SERIALS.garage,
        powerSource: 'battery',
        lower_power_limit: 26,
        upper_power_limit: 800,
      },
    ]);
    expect(view?.rules.conduction_losses).toBe(3);
    expect(view?.rules.target_power_consumption).toBe(20);
  });

  it('2026.03.31: several governed inverters, battery- and solar-powered', () => {
    const raw = powerLimiter2026();
    raw.inverters[1] = {
      ...raw.inverters[1]!,
      is_governed: true,
      power_source: LIMITER_POWER_SOURCE.Solar,
      upper_power_limit: 300,
    };
    const view = normaliseLimiterStatus(raw);
    expect(view?.governed.map(({ serial, powerSource }) => [serial, powerSource])).toEqual([
      [LIMITER_2026_SERIALS.garage, 'battery'],
      [LIMITER_2026_SERIALS.balcony, 'solar'],
    ]);
    expect(runsFromBattery(governedInverter(view, LIMITER_2026_SERIALS.garage.toUpperCase()))).toBe(true);
    expect(runsFromBattery(governedInverter(view, LIMITER_2026_SERIALS.balcony))).toBe(false);
    expect(governedInverter(view, '116183712345')).toBeUndefined();
    // A smart buffer runs from the battery bus too.
    raw.inverters[1]!.power_source = LIMITER_POWER_SOURCE.SmartBuffer;
    expect(runsFromBattery(normaliseLimiterStatus(raw)?.governed[1])).toBe(true);
  });

  it('2026.03.31: a disabled limiter governs none, though its slots say is_governed', () => {
    expect(normaliseLimiterStatus({ ...powerLimiter2026(), enabled: false })?.governed).toEqual([]);
    expect(normaliseLimiterStatus(powerLimiter2026Factory())).toMatchObject({ enabled: false, governed: [] });
  });

  it('no limiter in what plain OpenDTU or an unknown shape answers', () => {
    expect(normaliseLimiterStatus(INDEX_HTML)).toBeNull();
    expect(normaliseLimiterStatus(undefined)).toBeNull();
    expect(normaliseLimiterStatus({ enabled: true })).toBeNull();
  });
});
