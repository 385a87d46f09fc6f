import type { LiveDcChannel } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { visibleStrings } from './visible-strings.ts';

function string(irradiation?: number): LiveDcChannel {
  const value = (v: number, u: string) => ({ v, u, d: 1 });
  return {
    name: { u: '' },
    Power: value(1, 'W'),
    Voltage: value(30, 'V'),
    Current: value(0.1, 'A'),
    YieldDay: value(1, 'Wh'),
    YieldTotal: value(1, 'kWh'),
    ...(irradiation === undefined ? {} : { Irradiation: { ...value(irradiation, '%'), max: 400 } }),
  };
}

describe('visibleStrings', () => {
  it('shows every string when no string has irradiation', () => {
    expect(visibleStrings({ '1': string(), '0': string() }).map(([k]) => k)).toEqual(['0', '1']);
  });

  it('shows every string when the irradiation sum is 0', () => {
    expect(visibleStrings({ '0': string(0), '1': string() })).toHaveLength(2);
  });

  it('hides strings without an irradiation field once the sum is above 0', () => {
    const shown = visibleStrings({ '0': string(12), '1': string(), '3': string(3) });
    expect(shown.map(([k]) => k)).toEqual(['0', '3']);
  });

  it('keeps a configured string at 0 % irradiation beside one above 0', () => {
    const shown = visibleStrings({ '0': string(12), '1': string(), '2': string(0) });
    expect(shown.map(([k]) => k)).toEqual(['0', '2']);
  });
});
