import { describe, expect, it } from 'vitest';
import { allSockets, buildCapabilities } from './build-capabilities.ts';
import { GENERATION_IDS, GENERATIONS } from './generation-ids.ts';
import {
  hasSocket,
  isPersistentLimitType,
  limitTypeFor,
  pollIntervalUnitsPerSecond,
  routesOf,
  settingsAccess,
} from './generation-rules.ts';
import { onBatteryPollIntervalUnit } from './git-hash.ts';

describe('limitTypeFor', () => {
  it('sends temporary limits as 0/1 everywhere', () => {
    for (const generation of [...GENERATION_IDS, 'unknown' as const]) {
      expect([limitTypeFor(generation, false, false), limitTypeFor(generation, true, false)]).toEqual([0, 1]);
    }
  });

  it('sends persistent limits as 256/257 on 2024.05.03, 2/3 on the 2026 generations, never on an unknown one', () => {
    const persistent = (generation: Parameters<typeof limitTypeFor>[0]) => [
      limitTypeFor(generation, false, true),
      limitTypeFor(generation, true, true),
    ];
    expect(persistent('onbattery-2024.05.03')).toEqual([256, 257]);
    expect(persistent('onbattery-2026.03.31')).toEqual([2, 3]);
    expect(persistent('opendtu-v26.3.30')).toEqual([2, 3]);
    expect(persistent('unknown')).toEqual([undefined, undefined]);
    expect(isPersistentLimitType('onbattery-2026.03.31', 3)).toBe(true);
    expect(isPersistentLimitType('onbattery-2024.05.03', 3)).toBe(false);
  });
});

describe('pollIntervalUnitsPerSecond', () => {
  it('is 1000 where the firmware reads milliseconds, and agrees with the OnBattery tag rule', () => {
    expect(pollIntervalUnitsPerSecond('onbattery-2024.05.03')).toBe(1);
    expect(pollIntervalUnitsPerSecond('onbattery-2026.03.31')).toBe(1000);
    expect(pollIntervalUnitsPerSecond('opendtu-v26.3.30')).toBe(1);
    expect(pollIntervalUnitsPerSecond('unknown')).toBeUndefined();
    for (const id of GENERATION_IDS) {
      const fromTag = onBatteryPollIntervalUnit(GENERATIONS[id].tag);
      if (fromTag) expect(fromTag).toBe(GENERATIONS[id].pollIntervalUnit);
    }
  });
});

describe('settingsAccess', () => {
  it('writes where a form speaks the shape, hides the OnBattery areas on plain OpenDTU, reads elsewhere', () => {
    expect(settingsAccess('powerlimiter', 'onbattery-2024.05.03')).toBe('write');
    expect(settingsAccess('powerlimiter', 'onbattery-2026.03.31')).toBe('write');
    expect(settingsAccess('battery', 'onbattery-2026.03.31')).toBe('write');
    expect(settingsAccess('powerlimiter', 'unknown')).toBe('read-only');
    expect(settingsAccess('powerlimiter', 'opendtu-v26.3.30')).toBe('absent');
    expect(settingsAccess('mqtt', 'opendtu-v26.3.30')).toBe('write');
    expect(settingsAccess('mqtt', 'onbattery-2026.03.31')).toBe('write');
    expect(settingsAccess('mqtt', 'unknown')).toBe('read-only');
    expect(settingsAccess('battery', 'unknown')).toBe('read-only');
    for (const area of ['powermeter', 'solarcharger', 'gridcharger'] as const) {
      expect(settingsAccess(area, 'onbattery-2026.03.31')).toBe('write');
      expect(settingsAccess(area, 'unknown')).toBe('read-only');
    }
    expect(settingsAccess('solarcharger-status', 'onbattery-2024.05.03')).toBe('write');
    // 2026.03.31 has no read-only VE.Direct view: no page, no menu entry.
    expect(settingsAccess('solarcharger-status', 'onbattery-2026.03.31')).toBe('absent');
    expect(settingsAccess('logging', 'onbattery-2024.05.03')).toBe('absent');
    expect(settingsAccess('logging', 'opendtu-v26.3.30')).toBe('write');
    expect(settingsAccess('solarcharger-status', 'opendtu-v26.3.30')).toBe('absent');
  });
});

describe('hasSocket', () => {
  it('opens the OnBattery sockets only where the generation serves them', () => {
    expect(hasSocket('onbattery-2024.05.03', '/vedirectlivedata')).toBe(true);
    expect(hasSocket('onbattery-2026.03.31', '/vedirectlivedata')).toBe(false);
    expect(hasSocket('onbattery-2026.03.31', '/huaweilivedata')).toBe(false);
    expect(hasSocket('onbattery-2026.03.31', '/batterylivedata')).toBe(true);
    expect(hasSocket('opendtu-v26.3.30', '/batterylivedata')).toBe(false);
    expect(hasSocket('unknown', '/livedata')).toBe(true);
    expect(hasSocket('unknown', '/batterylivedata')).toBe(false);
  });
});

describe('routesOf', () => {
  it('reads the pin mapping where each generation serves it, an unknown one at the newest known route', () => {
    expect(routesOf('onbattery-2024.05.03').pinMapping).toBe('/api/config/get?file=pin_mapping.json');
    expect(routesOf('onbattery-2026.03.31').pinMapping).toBe('/api/file/get?file=pin_mapping.json');
    expect(routesOf('opendtu-v26.3.30').pinMapping).toBe('/api/file/get?file=pin_mapping.json');
    expect(routesOf('unknown')).toEqual(GENERATIONS[GENERATION_IDS[GENERATION_IDS.length - 1]!].routes);
  });
});

describe('buildCapabilities', () => {
  it('carries in a flash build only the forms and features of its row', () => {
    const onBattery2024 = buildCapabilities(['onbattery-2024.05.03']);
    expect(onBattery2024).toMatchObject({
      'battery:2024': true,
      'battery:2026': false,
      'files:2024': true,
      'files:2026': false,
      'logging:2026': false,
      radioStats: false,
      onBatteryViews: true,
    });
    const openDtu = buildCapabilities(['opendtu-v26.3.30']);
    expect(openDtu).toMatchObject({
      battery: false,
      'battery:2026': false,
      logging: true,
      'files:2026': true,
    });
    expect(openDtu).toMatchObject({ radioStats: true, otaCheck: true, onBatteryViews: false });
  });

  it('carries everything in the build for every generation', () => {
    const all = buildCapabilities(GENERATION_IDS);
    // Only the forms no generation has are left out.
    expect(Object.keys(all).filter((key) => !all[key as keyof typeof all])).toEqual([
      'solarcharger-status:2026',
      'logging:2024',
    ]);
  });

  it('forwards the sockets of every generation', () => {
    expect(allSockets(GENERATION_IDS).sort()).toEqual([
      '/batterylivedata',
      '/console',
      '/gridchargerlivedata',
      '/huaweilivedata',
      '/livedata',
      '/solarchargerlivedata',
      '/vedirectlivedata',
    ]);
    expect(allSockets(['opendtu-v26.3.30'])).toEqual(['/livedata', '/console']);
  });
});
