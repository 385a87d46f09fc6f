import { describe, expect, it } from 'vitest';
import {
  formatConfigVersion,
  formatFirmwareVersion,
  gitHashOf,
  heapFragmentation,
  heapMaxUsage,
  wifiQualityPercent,
} from './format.ts';

describe('format helpers', () => {
  it('decodes firmware versions', () => {
    expect(formatFirmwareVersion(10005)).toBe('1.0.5');
    expect(formatFirmwareVersion(11012)).toBe('1.10.12');
    expect(formatFirmwareVersion(0)).toBe('0.0.0');
  });

  it('decodes the config version', () => {
    expect(formatConfigVersion(72704)).toBe('0.1.28');
  });

  it('maps RSSI to WiFi quality', () => {
    expect(wifiQualityPercent(-110)).toBe(0);
    expect(wifiQualityPercent(-100)).toBe(0);
    expect(wifiQualityPercent(-61)).toBe(78);
    expect(wifiQualityPercent(-50)).toBe(100);
    expect(wifiQualityPercent(-30)).toBe(100);
  });

  it('computes heap figures', () => {
    expect(heapFragmentation(327340, 171220, 65524)).toBeCloseTo(1 - 65524 / 156120, 10);
    expect(heapFragmentation(100, 100, 0)).toBe(0);
    expect(heapMaxUsage(327340, 101432)).toBe(225908);
  });

  it('extracts the hash of a git describe string', () => {
    expect(gitHashOf('2024.05.03')).toBeUndefined();
    expect(gitHashOf('g0000000')).toBe('0000000');
    expect(gitHashOf('2024.05.03-12-g1a2b3c4')).toBe('1a2b3c4');
  });
});
