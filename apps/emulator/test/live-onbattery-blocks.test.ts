import { factoryConfigFile } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { OnBatteryPublisher, type OnBatterySources } from '../src/live/onbattery-blocks.ts';

/** Sources that have news at every call, the way a running simulation reports them. */
function alwaysFresh(clock: { ms: number }): OnBatterySources {
  return {
    vedirect: () => ({ data: { powerW: 100, yieldDayWh: 1, yieldTotalKwh: 2 }, updatedMs: clock.ms }),
    huawei: () => ({ data: { inputPowerW: 5 }, updatedMs: clock.ms }),
    battery: () => ({ data: { socPercent: 50 }, updatedMs: clock.ms }),
    powerMeter: () => ({ data: { powerW: 7 }, updatedMs: clock.ms }),
  };
}

describe('OnBattery part of /livedata', () => {
  it('sends a disabled block only in the full message every 10 s, never in the 1-s partials', () => {
    const config = factoryConfigFile();
    config.battery.enabled = true;
    const clock = { ms: 0 };
    const publisher = new OnBatteryPublisher(() => alwaysFresh(clock));
    const keysPerSecond: string[][] = [];
    for (let second = 1; second <= 12; second++) {
      clock.ms = second * 1000;
      keysPerSecond.push(Object.keys(publisher.message(clock.ms, config) ?? {}));
    }
    const full = ['vedirect', 'huawei', 'battery', 'power_meter'];
    expect(keysPerSecond[0]).toEqual(full);
    for (let second = 2; second <= 11; second++) expect(keysPerSecond[second - 1]).toEqual(['battery']);
    expect(keysPerSecond[11]).toEqual(full);
  });
});
