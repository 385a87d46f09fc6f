import { describe, expect, it } from 'vitest';
import { onBatteryPollIntervalUnit, parseGitHash } from './git-hash.ts';

describe('parseGitHash', () => {
  it('reads releases, development builds and untagged builds', () => {
    expect(parseGitHash('2024.05.03')).toEqual({ tag: '2024.05.03', commitsAfterTag: 0, sha: undefined });
    expect(parseGitHash('v26.3.30')).toEqual({ tag: 'v26.3.30', commitsAfterTag: 0, sha: undefined });
    expect(parseGitHash('2026.03.31-14-g1a2b3c4')).toEqual({
      tag: '2026.03.31',
      commitsAfterTag: 14,
      sha: '1a2b3c4',
    });
    expect(parseGitHash('v26.3.30-2-gdeadbee')).toEqual({
      tag: 'v26.3.30',
      commitsAfterTag: 2,
      sha: 'deadbee',
    });
    expect(parseGitHash('g0000000')).toEqual({ tag: undefined, commitsAfterTag: 0, sha: '0000000' });
    expect(parseGitHash('')).toEqual({ tag: undefined, commitsAfterTag: 0, sha: undefined });
  });
});

describe('onBatteryPollIntervalUnit', () => {
  it('is milliseconds from OnBattery 2025.01.09 on, seconds before, nothing for other tags', () => {
    expect(onBatteryPollIntervalUnit('2024.05.03')).toBe('s');
    expect(onBatteryPollIntervalUnit('2024.11.20')).toBe('s');
    expect(onBatteryPollIntervalUnit('2025.01.09')).toBe('ms');
    expect(onBatteryPollIntervalUnit('2026.03.31')).toBe('ms');
    expect(onBatteryPollIntervalUnit('v26.3.30')).toBeUndefined();
    expect(onBatteryPollIntervalUnit(undefined)).toBeUndefined();
  });
});
