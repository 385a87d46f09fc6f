import { describe, expect, it } from 'vitest';
import { limitAbsoluteW, percentOfMaxPower, shortestFloat32, storedLimitPercent } from './limit-figures.ts';

describe('the DTU limit figures', () => {
  it('keeps the relative limit in 0.1 % steps, cut like an unsigned 16-bit count', () => {
    expect(storedLimitPercent(33.3)).toBe(Math.fround(33.3));
    expect(storedLimitPercent(12.59)).toBe(Math.fround(12.5));
    expect(storedLimitPercent(-1)).toBe(0);
  });

  it('derives the relative limit of an absolute one from the max power', () => {
    expect(percentOfMaxPower(100, 800)).toBe(12.5);
    // 50 / 800 = 6.25 %, cut to 6.2 %.
    expect(percentOfMaxPower(50, 800)).toBe(Math.fround(6.2));
    expect(percentOfMaxPower(50, 2000)).toBe(2.5);
  });

  it('prints limit_absolute without double-precision artefacts', () => {
    for (const maxPowerW of [300, 350, 400, 600, 800, 1000, 1500, 1600, 2000, 2250]) {
      const absolute = limitAbsoluteW(percentOfMaxPower(50, maxPowerW), maxPowerW);
      expect(String(absolute), `${maxPowerW} W`).toMatch(/^\d+(\.\d{1,2})?$/);
      expect(absolute).toBeLessThanOrEqual(50);
      expect(absolute).toBeGreaterThan(49);
    }
    expect(limitAbsoluteW(percentOfMaxPower(50, 2000), 2000)).toBe(50);
    expect(limitAbsoluteW(Math.fround(6.2), 800)).toBe(49.6);
    expect(limitAbsoluteW(100, 0)).toBe(-1);
  });

  it('prints the shortest decimal of a 32-bit float', () => {
    expect(shortestFloat32(Math.fround(229.9))).toBe(229.9);
    expect(shortestFloat32(0.1 + 0.2)).toBe(0.3);
    expect(shortestFloat32(49.99999999999999)).toBe(50);
  });
});
