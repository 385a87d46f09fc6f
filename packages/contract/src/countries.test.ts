import { describe, expect, it } from 'vitest';
import { CMT_COUNTRIES, countryDefs, isLegalCmtFrequency, isValidCmtFrequency } from './countries.ts';
import { sunsetZenithDeg } from './enums.ts';

describe('CMT countries', () => {
  it('derives the hardware range from the band base', () => {
    for (const c of CMT_COUNTRIES) {
      const base = c.id === 0 ? 860e6 : 900e6;
      expect(c.freq_min).toBe(base + 250000);
      expect(c.freq_max).toBe(base + 254 * 250000);
    }
  });

  it('emits country_def in firmware key order', () => {
    expect(Object.keys(countryDefs()[0]!)).toEqual([
      'freq_default',
      'freq_min',
      'freq_max',
      'freq_legal_min',
      'freq_legal_max',
    ]);
  });

  it('checks hardware range and channel grid', () => {
    const eu = CMT_COUNTRIES[0]!;
    expect(isValidCmtFrequency(eu, 865000000)).toBe(true);
    expect(isValidCmtFrequency(eu, 860000000)).toBe(false);
    expect(isValidCmtFrequency(eu, 865100000)).toBe(false);
    expect(isValidCmtFrequency(eu, 923500000)).toBe(true);
    expect(isValidCmtFrequency(eu, 923750000)).toBe(false);
  });

  it('flags frequencies outside the legal band', () => {
    const eu = CMT_COUNTRIES[0]!;
    expect(isLegalCmtFrequency(eu, 868000000)).toBe(true);
    expect(isLegalCmtFrequency(eu, 900000000)).toBe(false);
  });
});

describe('sunset types', () => {
  it('treats unknown values as nautical', () => {
    expect(sunsetZenithDeg(0)).toBe(90.833);
    expect(sunsetZenithDeg(3)).toBe(108);
    expect(sunsetZenithDeg(7)).toBe(102);
  });
});
