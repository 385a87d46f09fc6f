import { describe, expect, it } from 'vitest';
import { supportsPowerDistributionLogic } from '../src/firmware/shared-2026/devinfo-2026.ts';

describe('pdl_supported of the 2026 device info', () => {
  it('is true only for an HMS-4CH from inverter firmware 1.01.12 on (HMS_4CH.cpp, HM_Abstract.cpp)', () => {
    const cases = [
      ['HMS-1600/1800/2000-4T', 10112],
      ['HMS-1600/1800/2000-4T', 10111],
      ['HMS-1600/1800/2000-4T', 0],
      ['HMS-600/700/800/900/1000-2T', 10200],
      ['HM-1000/1200/1500-4T', 10200],
      ['HMT-1600/1800/2000-4T', 10200],
    ] as const;
    expect(cases.map(([family, build]) => supportsPowerDistributionLogic(family, build))).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
