import { GENERATION_IDS } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { buildTarget, ceilingReport, FLASH_BUILDS } from './flash-builds.ts';

describe('flash builds per firmware generation', () => {
  it('has one for every generation; only 2024.05.03 embeds zones.json', () => {
    expect(Object.keys(FLASH_BUILDS).sort()).toEqual([...GENERATION_IDS].sort());
    expect(FLASH_BUILDS['onbattery-2024.05.03'].files).toContain('zones.json.gz');
    expect(FLASH_BUILDS['onbattery-2026.03.31'].files).not.toContain('zones.json.gz');
    expect([...FLASH_BUILDS['opendtu-v26.3.30'].files].sort()).toEqual(
      ['favicon.ico', 'favicon.png', 'index.html.gz', 'js/app.js.gz', 'site.webmanifest'].sort(),
    );
  });

  it('builds every generation into dist by default, each flash build beside it', () => {
    expect(buildTarget(undefined)).toEqual({
      firmware: undefined,
      outDir: 'dist',
      files: FLASH_BUILDS['onbattery-2024.05.03'].files,
    });
    expect(buildTarget('')).toEqual(buildTarget(undefined));
    expect(buildTarget('onbattery-2024.05.03')).toMatchObject({
      firmware: 'onbattery-2024.05.03',
      outDir: 'dist-onbattery-2024.05.03',
    });
    expect(buildTarget('opendtu-v26.3.30')).toEqual({
      firmware: 'opendtu-v26.3.30',
      outDir: 'dist-opendtu-v26.3.30',
      files: FLASH_BUILDS['opendtu-v26.3.30'].files,
    });
    expect(() => buildTarget('2026.03.31')).toThrow(/DTU_FIRMWARE must be one of/);
  });

  it('fails above the ceiling of that firmware and names the ratio to the 0.8× aim', () => {
    expect(ceilingReport('opendtu-v26.3.30', 216_429)).toMatchObject({
      over: true,
      line: expect.stringContaining(
        'for opendtu-v26.3.30 (dist-opendtu-v26.3.30): 216429 bytes (ceiling 216428, OVER THE CEILING',
      ),
    });
    expect(ceilingReport('onbattery-2026.03.31', 216_429)).toEqual({
      over: false,
      line: 'js/app.js.gz for onbattery-2026.03.31 (dist-onbattery-2026.03.31): 216429 bytes (ceiling 257897, within it; 0.839×, above the 0.8× aim)',
    });
    expect(ceilingReport('onbattery-2024.05.03', 160_000).line).toContain('0.763×, within the 0.8× aim');
  });

  it('reports the size of the build for every generation, which has no flash ceiling', () => {
    expect(ceilingReport(undefined, 300_000)).toEqual({
      over: false,
      line: 'js/app.js.gz for every generation (dist, no flash build): 300000 bytes',
    });
  });
});
