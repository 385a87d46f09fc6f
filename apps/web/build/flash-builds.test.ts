import { GENERATION_IDS } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { ceilingReport, FLASH_BUILDS, flashBuildTarget } from './flash-builds.ts';

describe('flash builds per firmware generation', () => {
  it('has one for every generation; only 2024.05.03 embeds zones.json', () => {
    expect(Object.keys(FLASH_BUILDS).sort()).toEqual([...GENERATION_IDS].sort());
    expect(FLASH_BUILDS['onbattery-2024.05.03'].files).toContain('zones.json.gz');
    expect(FLASH_BUILDS['onbattery-2026.03.31'].files).not.toContain('zones.json.gz');
    expect([...FLASH_BUILDS['opendtu-v26.3.30'].files].sort()).toEqual(
      ['favicon.ico', 'favicon.png', 'index.html.gz', 'js/app.js.gz', 'site.webmanifest'].sort(),
    );
  });

  it('builds 2024.05.03 into dist by default and the others beside it', () => {
    expect(flashBuildTarget(undefined)).toEqual({ id: 'onbattery-2024.05.03', outDir: 'dist' });
    expect(flashBuildTarget('')).toEqual(flashBuildTarget(undefined));
    expect(flashBuildTarget('opendtu-v26.3.30')).toEqual({
      id: 'opendtu-v26.3.30',
      outDir: 'dist-opendtu-v26.3.30',
    });
    expect(() => flashBuildTarget('2026.03.31')).toThrow(/DTU_FIRMWARE must be one of/);
  });

  it('fails above the ceiling of that firmware and names the ratio to the 0.8× aim', () => {
    expect(ceilingReport('opendtu-v26.3.30', 216_429).over).toBe(true);
    expect(ceilingReport('onbattery-2026.03.31', 216_429)).toEqual({
      over: false,
      line: 'js/app.js.gz for onbattery-2026.03.31: 216429 bytes (ceiling 257897, within it; 0.839×, above the 0.8× aim)',
    });
    expect(ceilingReport('onbattery-2024.05.03', 160_000).line).toContain('0.763×, within the 0.8× aim');
  });
});
