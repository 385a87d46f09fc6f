import { liveInverter } from '@dtu/contract/fixtures';
import { describe, expect, it } from 'vitest';
import { applyLivedata, NO_LIVEDATA } from './live-state.ts';

describe('the companion’s live state (2024.05.03 messages)', () => {
  it('merges an inverter by serial into a new entry and keeps the others', () => {
    const roof = liveInverter('1141', { order: 1 });
    const barn = liveInverter('1142', { order: 0 });
    const both = applyLivedata(NO_LIVEDATA, { inverters: [roof, barn] });
    expect(both.serials).toEqual(['1142', '1141']);
    const next = applyLivedata(both, { inverters: [{ ...roof, limit_relative: 50 }] });
    expect(next.inverters['1141']?.inverter.limit_relative).toBe(50);
    expect(next.inverters['1141']).not.toBe(both.inverters['1141']);
    expect(next.inverters['1142']).toBe(both.inverters['1142']);
  });

  it('takes an OnBattery block and leaves the inverters', () => {
    const one = applyLivedata(NO_LIVEDATA, { inverters: [liveInverter('1141')] });
    const meter = { enabled: true, Power: { v: -35, u: 'W', d: 0 } };
    const next = applyLivedata(one, { power_meter: meter });
    expect(next.power_meter).toEqual(meter);
    expect(next.inverters).toBe(one.inverters);
  });
});
